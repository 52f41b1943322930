import type { CategoryId, FarmKind } from '@common/farms/catalog';
import type { FarmDetail, FarmInput } from '@common/schemas/farms';
import { EMPTY_PAYMENT_DETAILS, type PaymentDetails } from '@common/schemas/payments';
import { emptyWeeklyHours, fromOpeningHours, toOpeningHours, type WeeklyHours } from '@common/hours/weekly-grid';

/** A product row as typed: the price stays text until save ("3.5", "$4"). `key` survives reordering. */
export interface ProductDraft {
  key: string;
  id?: string;
  name: string;
  category: CategoryId;
  available: boolean;
  price: string;
  unit: string;
  note: string;
}

/** Hours the grid can hold, or a value it cannot (kept as is, read-only, until replaced). */
export type HoursDraft = { mode: 'grid'; grid: WeeklyHours } | { mode: 'raw'; raw: string };

export interface EditorState {
  name: string;
  kind: FarmKind;
  description: string;
  address: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  lat: number | null;
  lng: number | null;
  hours: HoursDraft;
  categories: string[];
  features: string[];
  paymentMethods: string[];
  /** Handles and "how" as typed; a method's details are sent only while the method is ticked (decision 065). */
  payment: PaymentDraft;
  phone: string;
  website: string;
  email: string;
  products: ProductDraft[];
}

export interface PaymentDraft {
  venmo: string;
  paypal: string;
  cashApp: string;
  zelle: string;
  other: string;
  tapToPay: boolean;
  incentiveProgram: string;
  how: Record<'snap-ebt' | 'wic' | 'fmnp' | 'incentive', string>;
}

const paymentDraft = (p: PaymentDetails): PaymentDraft => ({
  venmo: p.venmo ?? '',
  paypal: p.paypal ?? '',
  cashApp: p.cashApp ?? '',
  zelle: p.zelle ?? '',
  other: p.other ?? '',
  tapToPay: p.tapToPay,
  incentiveProgram: p.incentiveProgram ?? '',
  how: { 'snap-ebt': p.how['snap-ebt'] ?? '', wic: p.how.wic ?? '', fmnp: p.how.fmnp ?? '', incentive: p.how.incentive ?? '' },
});

/** The details of the ticked methods only, as the schema takes them (it trims and checks each handle). */
function paymentInput(methods: string[], p: PaymentDraft): FarmInput['payment'] {
  const on = (m: string, v: string) => (methods.includes(m) && v.trim() ? v : null);
  return {
    venmo: on('venmo', p.venmo),
    paypal: on('paypal', p.paypal),
    cashApp: on('cash-app', p.cashApp),
    zelle: on('zelle', p.zelle),
    other: on('other', p.other),
    tapToPay: methods.includes('card') && p.tapToPay,
    incentiveProgram: on('incentive', p.incentiveProgram),
    how: {
      'snap-ebt': on('snap-ebt', p.how['snap-ebt']),
      wic: on('wic', p.how.wic),
      fmnp: on('fmnp', p.how.fmnp),
      incentive: on('incentive', p.how.incentive),
    },
  };
}

let seq = 0;
export const newKey = () => `p${++seq}`;
const cents = (c: number | null) => (c === null ? '' : (c / 100).toFixed(2));

export function emptyState(): EditorState {
  return {
    name: '',
    kind: 'stand',
    description: '',
    address: '',
    city: '',
    region: '',
    postalCode: '',
    country: 'US',
    lat: null,
    lng: null,
    hours: { mode: 'grid', grid: emptyWeeklyHours() },
    categories: [],
    features: [],
    paymentMethods: [],
    payment: paymentDraft(EMPTY_PAYMENT_DETAILS),
    phone: '',
    website: '',
    email: '',
    products: [],
  };
}

export function stateFromFarm(f: FarmDetail): EditorState {
  const grid = fromOpeningHours(f.openingHours);
  return {
    name: f.name,
    kind: f.kind,
    description: f.description,
    address: f.address,
    city: f.city,
    region: f.region,
    postalCode: f.postalCode,
    country: f.country || 'US',
    lat: f.lat,
    lng: f.lng,
    hours: grid ? { mode: 'grid', grid } : { mode: 'raw', raw: f.openingHours ?? '' },
    categories: f.categories,
    features: f.features,
    paymentMethods: f.paymentMethods,
    payment: paymentDraft(f.payment ?? EMPTY_PAYMENT_DETAILS),
    phone: f.phone ?? '',
    website: f.website ?? '',
    email: f.email ?? '',
    products: f.products.map((p) => ({
      key: newKey(),
      id: p.id,
      name: p.name,
      category: p.category,
      available: p.available,
      price: cents(p.priceCents),
      unit: p.unit ?? '',
      note: p.note ?? '',
    })),
  };
}

/** '3.5', '$3.50', '3,50' → 350; '' → null; anything else → NaN (caught by validation). */
export function parsePrice(text: string): number | null {
  const t = text.trim().replace(/^\$/, '').replace(',', '.');
  if (!t) return null;
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : NaN;
}

/** Farmers type "myfarm.com": a link that works is better than an error about schemes. */
export const normalizeWebsite = (w: string) => (w.trim() && !/^https?:\/\//i.test(w.trim()) ? `https://${w.trim()}` : w.trim());

export function hoursValue(h: HoursDraft): string | null {
  return h.mode === 'raw' ? h.raw || null : toOpeningHours(h.grid) || null;
}

export function toInput(s: EditorState): FarmInput {
  return {
    name: s.name.trim(),
    kind: s.kind,
    description: s.description.trim(),
    address: s.address.trim(),
    city: s.city.trim(),
    region: s.region.trim(),
    postalCode: s.postalCode.trim(),
    country: s.country.trim() || 'US',
    lat: s.lat ?? NaN,
    lng: s.lng ?? NaN,
    openingHours: hoursValue(s.hours),
    categories: s.categories as FarmInput['categories'],
    features: s.features as FarmInput['features'],
    paymentMethods: s.paymentMethods as FarmInput['paymentMethods'],
    payment: paymentInput(s.paymentMethods, s.payment),
    phone: s.phone.trim() || null,
    website: normalizeWebsite(s.website) || null,
    email: s.email.trim() || null,
    products: s.products.map((p) => ({
      ...(p.id ? { id: p.id } : {}),
      name: p.name.trim(),
      category: p.category,
      available: p.available,
      priceCents: parsePrice(p.price),
      unit: p.unit.trim() || null,
      note: p.note.trim() || null,
    })),
  };
}

/** What "unsaved changes" compares: the payload, not UI-only keys. */
export const snapshot = (s: EditorState) => JSON.stringify({ ...s, products: s.products.map(({ key: _key, ...p }) => p) });
