import type { FarmKind, FeatureId, PaymentMethodId } from '@common/farms/catalog.js';
import { cleanText, countryAt, webUrl } from './fields.js';
import { osmHoursCheckedAt } from './check-date.js';
import { finishListing, type Mapped } from './listing.js';
import { regionAt } from './region.js';
import { NON_FARM_VENDING, osmProducts, vendingItems } from './osm-products.js';

type Tags = Record<string, unknown>;
export interface OsmFeature {
  id?: unknown;
  properties?: Tags | null;
  geometry?: { type?: string; coordinates?: unknown } | null;
}

const tag = (tags: Tags, ...keys: string[]) => {
  for (const k of keys) {
    const v = cleanText(tags[k], 300);
    if (v) return v;
  }
  return '';
};
const on = (v: unknown) => typeof v === 'string' && v !== 'no' && v !== '';

/** What kind of place the tags describe, or why it is not one of ours. */
function kindOf(tags: Tags, hasFarmProducts: boolean): { kind: FarmKind; vending?: boolean; honey?: boolean } | { reject: string } {
  if (on(tags['farm:pick_your_own']) || tags.pick_your_own === 'yes' || tags.self_picking === 'yes') return { kind: 'u-pick' };
  if (tags.shop === 'farm') return { kind: 'stand' };
  if (tags.amenity === 'marketplace') return { kind: 'market' };
  if (tags.amenity === 'vending_machine' || tags.shop === 'vending_machine' || (tags.vending && hasFarmProducts)) {
    const items = vendingItems(tags);
    // Station snack machines carry vending=food;drinks;sweets: only farm goods (or plain "food") count.
    if (!hasFarmProducts && items.some((i) => NON_FARM_VENDING.has(i)))
      return { reject: `vending machine without farm products (vending=${cleanText(tags.vending, 80)})` };
    return { kind: 'stand', vending: true };
  }
  if (tags.craft === 'beekeeper' || tags.shop === 'honey' || tags.shop === 'beekeeping') return { kind: 'vendor', honey: true };
  if (['dairy', 'butcher', 'cheese', 'greengrocer'].includes(String(tags.shop))) return { kind: 'stand' };
  const what = ['shop', 'amenity', 'craft'].map((k) => (tags[k] ? `${k}=${cleanText(tags[k], 40)}` : '')).find(Boolean) ?? 'no shop, amenity or craft tag';
  return { reject: `not a farm shop, market or farm vending machine (${what})` };
}

/** One OpenStreetMap feature (farmshops.eu / Overpass GeoJSON) → a listing. */
export function mapOsmFeature(feature: OsmFeature): Mapped & { id?: string } {
  const tags: Tags = feature.properties ?? {};
  const id = cleanText(tags.id ?? feature.id, 40);
  if (!/^(node|way|relation)\/\d+$/.test(id)) return { reject: 'missing OSM id (node/…, way/… or relation/…)' };
  const coords = feature.geometry?.type === 'Point' && Array.isArray(feature.geometry.coordinates) ? feature.geometry.coordinates : [];
  const [lng, lat] = coords.map(Number);
  const products = osmProducts(tags);
  const kind = kindOf(tags, products.length > 0);
  if ('reject' in kind) return { id, reject: kind.reject };
  if (kind.honey && !products.some((p) => p.category === 'honey')) products.unshift({ name: 'Honey', category: 'honey' });

  const features: FeatureId[] = [];
  const paymentMethods: PaymentMethodId[] = [];
  if (tags.organic === 'yes' || tags.organic === 'only') features.push('organic');
  if (kind.kind === 'u-pick') features.push('pick-your-own');
  if (kind.vending || tags.self_service === 'yes') features.push('self-serve');
  if (tags.wheelchair === 'yes') features.push('wheelchair-accessible');
  const pays = osmPayments(tags);
  paymentMethods.push(...pays.methods);
  if (pays.methods.includes('card')) features.push('accepts-cards');
  if (pays.methods.includes('snap-ebt')) features.push('snap-ebt');
  if (pays.methods.includes('wic')) features.push('wic');

  // No name: a vending machine is still worth finding by what it sells ("Farm vending machine (eggs, milk)").
  const goods = products
    .slice(0, 3)
    .map((p) => p.name.toLowerCase())
    .join(', ');
  const name =
    tag(tags, 'name', 'name:de', 'name:en', 'official_name', 'short_name', 'brand') ||
    (kind.vending ? `Farm vending machine${goods ? ` (${goods})` : ''}` : '');
  const country = /^[a-z]{2}$/i.test(tag(tags, 'addr:country'))
    ? tag(tags, 'addr:country').toUpperCase()
    : Number.isFinite(lat) && Number.isFinite(lng)
      ? (countryAt(lat, lng) ?? '')
      : '';
  const mapped = finishListing({
    externalId: id,
    name,
    kind: kind.kind,
    address: cleanText(`${tag(tags, 'addr:street', 'addr:place')} ${tag(tags, 'addr:housenumber')}`, 200),
    city: tag(tags, 'addr:city', 'addr:town', 'addr:village', 'addr:hamlet', 'addr:suburb').slice(0, 100),
    // Holidays differ by state: derived from the position when the address has none (region.ts).
    region: tag(tags, 'addr:state').slice(0, 100) || regionAt(country, lat, lng),
    postalCode: tag(tags, 'addr:postcode').slice(0, 20),
    country,
    lat,
    lng,
    openingHours: tag(tags, 'opening_hours') || null,
    categories: [],
    features,
    paymentMethods,
    tapToPay: pays.tapToPay,
    phone: tag(tags, 'phone', 'contact:phone').split(';')[0].trim() || null,
    website: webUrl(tag(tags, 'website', 'contact:website', 'url')),
    email: null,
    products,
    hoursCheckedAt: osmHoursCheckedAt(tags),
  });
  return { id, ...mapped };
}

const yesTag = (tags: Record<string, unknown>, ...keys: string[]) => keys.some((k) => tags[k] === 'yes' || tags[k] === 'only');
const CARD_TAGS = [
  'payment:cards',
  'payment:credit_cards',
  'payment:debit_cards',
  'payment:girocard',
  'payment:contactless',
  'payment:maestro',
  'payment:mastercard',
  'payment:visa',
  'payment:v_pay',
];

/**
 * OpenStreetMap's `payment:*` tags (wiki "Key:payment:*") → how the stand takes money (issue 33 point 1): cards (and
 * contactless = tap to pay), cash (coins, notes), cheques, the named mobile services, other phone payments (apps,
 * Apple/Google Pay, TWINT) as generic mobile, and the US benefits where a mapper tagged them. OSM names no handle.
 */
export function osmPayments(tags: Record<string, unknown>): { methods: PaymentMethodId[]; tapToPay: boolean } {
  const methods: PaymentMethodId[] = [];
  if (yesTag(tags, ...CARD_TAGS)) methods.push('card');
  if (yesTag(tags, 'payment:cash', 'payment:coins', 'payment:notes')) methods.push('cash');
  if (yesTag(tags, 'payment:cheque', 'payment:check')) methods.push('check');
  if (yesTag(tags, 'payment:venmo')) methods.push('venmo');
  if (yesTag(tags, 'payment:paypal')) methods.push('paypal');
  if (yesTag(tags, 'payment:cash_app', 'payment:cashapp')) methods.push('cash-app');
  if (yesTag(tags, 'payment:zelle')) methods.push('zelle');
  if (yesTag(tags, 'payment:app', 'payment:apple_pay', 'payment:google_pay', 'payment:twint', 'payment:mobile_phone')) methods.push('mobile');
  if (yesTag(tags, 'payment:snap', 'payment:ebt')) methods.push('snap-ebt');
  if (yesTag(tags, 'payment:wic')) methods.push('wic');
  if (yesTag(tags, 'payment:fmnp', 'payment:sfmnp')) methods.push('fmnp');
  return { methods, tapToPay: yesTag(tags, 'payment:contactless') };
}
