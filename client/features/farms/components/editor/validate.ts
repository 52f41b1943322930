import { WeeklyHoursSchema } from '@common/hours/weekly-grid';
import { normalizeWebsite, parsePrice, type EditorState } from './editor-state';

export type FieldErrors = Record<string, string>;

/**
 * The checks worth making before a round trip on one bar of signal. Keys follow the server's `fields`
 * map ("name", "products.0.name", "openingHours"), so both kinds of error land in the same place.
 */
export function validate(s: EditorState): FieldErrors {
  const e: FieldErrors = {};
  if (s.name.trim().length < 2) e.name = 'Name is required';
  if (s.lat === null || s.lng === null) e.lat = 'Set where your stand is: use your location, find it by ZIP or town, or drop the pin on the map';
  if (s.hours.mode === 'grid') {
    const checked = WeeklyHoursSchema.safeParse(s.hours.grid);
    if (!checked.success) e.openingHours = checked.error.issues[0]?.message ?? 'Check the hours';
  }
  s.products.forEach((p, i) => {
    if (!p.name.trim()) e[`products.${i}.name`] = 'Product name is required';
    if (Number.isNaN(parsePrice(p.price))) e[`products.${i}.priceCents`] = 'Enter a price like 3.50, or leave it empty';
  });
  const site = normalizeWebsite(s.website);
  if (site) {
    try {
      new URL(site);
    } catch {
      e.website = 'Enter a web address like myfarm.com';
    }
  }
  if (s.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.email.trim())) e.email = 'Enter a valid email address';
  return e;
}

/** Friendly names for an error summary ("Products 2: name"). */
export function fieldName(key: string): string {
  const names: Record<string, string> = {
    name: 'Name',
    kind: 'Kind',
    description: 'Description',
    lat: 'Position',
    lng: 'Position',
    address: 'Address',
    city: 'Town or city',
    region: 'State',
    postalCode: 'ZIP code',
    country: 'Country',
    openingHours: 'Hours',
    categories: 'Categories',
    features: 'Features',
    paymentMethods: 'Payment methods',
    phone: 'Phone',
    website: 'Website',
    email: 'Email',
    products: 'Products',
    status: 'Status',
  };
  const m = /^products\.(\d+)\.(\w+)$/.exec(key);
  if (m) return `Product ${Number(m[1]) + 1}`;
  return names[key] ?? key;
}
