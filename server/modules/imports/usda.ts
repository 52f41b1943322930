import type { CategoryId, FeatureId, PaymentMethodId } from '@common/farms/catalog.js';
import { reverseNearest } from '../../lib/geo/gazetteer.js';
import { regionCode } from '../../lib/geo/regions.js';
import { cleanText, webUrl } from './fields.js';
import { usdaUpdateTime } from './check-date.js';
import { finishListing, type ImportedProduct, type Mapped } from './listing.js';
import { usdaOpeningHours } from './usda-hours.js';

/** The columns a file must have to be read as the USDA Farmers Markets export. */
export const USDA_REQUIRED_COLUMNS = ['FMID', 'MarketName', 'x', 'y', 'State'];

// Y/N product columns → the product shown and searched for, and its category. "Trees" in the USDA
// directory means trees and shrubs (nursery stock), not Christmas trees.
const PRODUCT_FLAGS: Array<[string, string, CategoryId]> = [
  ['Vegetables', 'Vegetables', 'produce'],
  ['Fruits', 'Fruit', 'fruit'],
  ['Eggs', 'Eggs', 'eggs'],
  ['Cheese', 'Cheese', 'dairy'],
  ['Meat', 'Meat', 'meat'],
  ['Poultry', 'Poultry', 'poultry'],
  ['Honey', 'Honey', 'honey'],
  ['Flowers', 'Cut flowers', 'flowers'],
  ['Plants', 'Plants', 'plants'],
  ['Nursery', 'Nursery stock', 'plants'],
  ['Trees', 'Trees and shrubs', 'plants'],
  ['Bakedgoods', 'Baked goods', 'baked-goods'],
  ['Jams', 'Jams and preserves', 'preserves'],
  ['Maple', 'Maple syrup', 'preserves'],
  ['Herbs', 'Herbs', 'produce'],
  ['Mushrooms', 'Mushrooms', 'produce'],
  ['Beans', 'Beans', 'produce'],
  ['Nuts', 'Nuts', 'produce'],
  ['Juices', 'Juice', 'fruit'],
];

const yes = (v: string | undefined) => v?.trim().toUpperCase() === 'Y';

/** 5-digit ZIPs; New England ZIPs that lost their leading zero in a spreadsheet get it back. */
function zip(value: string) {
  const z = cleanText(value, 10);
  if (/^\d{5}(-\d{4})?$/.test(z)) return z;
  return /^\d{4}$/.test(z) ? `0${z}` : '';
}

/** One row of the USDA National Farmers Market Directory export → a market listing. */
export function mapUsdaRow(row: Record<string, string>): Mapped {
  const externalId = cleanText(row.FMID, 20);
  if (!/^\d+$/.test(externalId)) return { reject: 'missing FMID' };
  if (!cleanText(row.x) || !cleanText(row.y)) return { reject: `FMID ${externalId}: no coordinates` };
  const lat = Number(row.y);
  const lng = Number(row.x);
  const state = cleanText(row.State, 60);
  // Every US market lies within reach of a US ZIP: a point that is not (FMID 1019334 sits in the Gulf
  // of Guinea, x=-3.46 y=1.71) is a data-entry error, and a listing there would be unfindable.
  if (Number.isFinite(lat) && Number.isFinite(lng) && !reverseNearest(lat, lng, 100)) {
    return { reject: `FMID ${externalId}: coordinates ${lat}, ${lng} are not in the United States (${state || 'no state'} listed)` };
  }
  const products: ImportedProduct[] = PRODUCT_FLAGS.filter(([col]) => yes(row[col])).map(([, name, category]) => ({ name, category }));
  const features: FeatureId[] = [];
  const paymentMethods: PaymentMethodId[] = [];
  if (yes(row.Organic)) features.push('organic');
  // The directory's payment columns (issue 33 point 1): Credit (cards), SNAP, WICcash (WIC's fruit and vegetable
  // cash-value benefit), WIC (WIC Farmers Market Nutrition Program coupons) and SFMNP (Senior FMNP coupons).
  if (yes(row.Credit)) {
    features.push('accepts-cards');
    paymentMethods.push('card');
  }
  if (yes(row.SNAP)) {
    features.push('snap-ebt');
    paymentMethods.push('snap-ebt');
  }
  if (yes(row.WIC) || yes(row.WICcash)) features.push('wic');
  if (yes(row.WICcash)) paymentMethods.push('wic');
  if (yes(row.WIC) || yes(row.SFMNP)) paymentMethods.push('fmnp');
  const seasons = [1, 2, 3, 4].map((i) => ({ date: row[`Season${i}Date`] ?? '', time: row[`Season${i}Time`] ?? '' }));
  const mapped = finishListing({
    externalId,
    name: row.MarketName,
    kind: 'market',
    address: cleanText(row.street, 200),
    city: cleanText(row.city, 100),
    region: regionCode(state) ?? state,
    postalCode: zip(row.zip),
    country: 'US',
    lat,
    lng,
    openingHours: usdaOpeningHours(seasons),
    categories: [],
    features,
    paymentMethods,
    tapToPay: false,
    phone: null,
    website: webUrl(row.Website) ?? webUrl(row.Facebook),
    email: null,
    products,
    hoursCheckedAt: usdaUpdateTime(row.updateTime),
  });
  return 'reject' in mapped ? { reject: `FMID ${externalId}: ${mapped.reject}` } : mapped;
}
