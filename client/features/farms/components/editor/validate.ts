import type { TFunction } from 'i18next';
import { WeeklyHoursSchema } from '@common/hours/weekly-grid';
import { normalizeWebsite, parsePrice, type EditorState } from './editor-state';

export type FieldErrors = Record<string, string>;

/**
 * The checks worth making before a round trip on one bar of signal. Keys follow the server's `fields`
 * map ("name", "products.0.name", "openingHours"), so both kinds of error land in the same place. Said in `t`'s language.
 */
export function validate(s: EditorState, t: TFunction<'farms'>): FieldErrors {
  const e: FieldErrors = {};
  if (s.name.trim().length < 2) e.name = t('farms:editor.valid.name');
  if (s.lat === null || s.lng === null) e.lat = t('farms:editor.valid.position');
  if (s.hours.mode === 'grid') {
    const checked = WeeklyHoursSchema.safeParse(s.hours.grid);
    if (!checked.success) e.openingHours = checked.error.issues[0]?.message ?? t('farms:editor.valid.hours');
  }
  s.products.forEach((p, i) => {
    if (!p.name.trim()) e[`products.${i}.name`] = t('farms:editor.valid.productName');
    if (Number.isNaN(parsePrice(p.price))) e[`products.${i}.priceCents`] = t('farms:editor.valid.price');
  });
  const site = normalizeWebsite(s.website);
  if (site) {
    try {
      new URL(site);
    } catch {
      e.website = t('farms:editor.valid.website');
    }
  }
  if (s.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.email.trim())) e.email = t('farms:editor.valid.email');
  return e;
}

/** Friendly names for an error summary ("Products 2: name"). */
export function fieldName(key: string, t: TFunction<'farms'>): string {
  const names: Record<string, string> = {
    name: t('farms:editor.field.name'),
    kind: t('farms:editor.field.kind'),
    description: t('farms:editor.field.description'),
    lat: t('farms:editor.field.position'),
    lng: t('farms:editor.field.position'),
    address: t('farms:editor.field.address'),
    city: t('farms:editor.field.city'),
    region: t('farms:editor.field.region'),
    postalCode: t('farms:editor.field.postalCode'),
    country: t('farms:editor.field.country'),
    openingHours: t('farms:editor.field.openingHours'),
    categories: t('farms:editor.field.categories'),
    features: t('farms:editor.field.features'),
    paymentMethods: t('farms:editor.field.paymentMethods'),
    phone: t('farms:editor.field.phone'),
    website: t('farms:editor.field.website'),
    email: t('farms:editor.field.email'),
    products: t('farms:editor.field.products'),
    status: t('farms:editor.field.status'),
  };
  const m = /^products\.(\d+)\.(\w+)$/.exec(key);
  if (m) return t('farms:editor.field.product', { n: Number(m[1]) + 1 });
  return names[key] ?? key;
}
