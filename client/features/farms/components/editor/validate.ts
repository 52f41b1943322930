import type { TFunction } from 'i18next';
import { getI18n } from '@/lib/i18n/react';
import { weeklyHoursSchema } from '@common/hours/weekly-grid';
import { normalizeWebsite, parsePrice, type EditorState } from './editor-state';
import { hoursMessages } from './hours-messages';

export type FieldErrors = Record<string, string>;

/**
 * The checks worth making before a round trip on one bar of signal. Keys follow the server's `fields`
 * map ("name", "products.0.name", "openingHours"), so both kinds of error land in the same place. Said in `t`'s language.
 */
export function validate(s: EditorState, t: TFunction<'farms'>): FieldErrors {
  const e: FieldErrors = {};
  if (s.name.trim().length < 2) e.name = t('editor.valid.name', { ns: 'farms' });
  if (s.lat === null || s.lng === null) e.lat = t('editor.valid.position', { ns: 'farms' });
  if (s.hours.mode === 'grid') {
    // The grid's problems in the editor's language (the schema's own words are English).
    const checked = weeklyHoursSchema(hoursMessages(t, getI18n()?.language)).safeParse(s.hours.grid);
    if (!checked.success) e.openingHours = checked.error.issues[0]?.message ?? t('editor.valid.hours', { ns: 'farms' });
  }
  s.products.forEach((p, i) => {
    if (!p.name.trim()) e[`products.${i}.name`] = t('editor.valid.productName', { ns: 'farms' });
    if (Number.isNaN(parsePrice(p.price))) e[`products.${i}.priceCents`] = t('editor.valid.price', { ns: 'farms' });
  });
  const site = normalizeWebsite(s.website);
  if (site) {
    try {
      new URL(site);
    } catch {
      e.website = t('editor.valid.website', { ns: 'farms' });
    }
  }
  if (s.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.email.trim())) e.email = t('editor.valid.email', { ns: 'farms' });
  return e;
}

/** Friendly names for an error summary ("Products 2: name"). */
export function fieldName(key: string, t: TFunction<'farms'>): string {
  const names: Record<string, string> = {
    name: t('editor.field.name', { ns: 'farms' }),
    kind: t('editor.field.kind', { ns: 'farms' }),
    description: t('editor.field.description', { ns: 'farms' }),
    lat: t('editor.field.position', { ns: 'farms' }),
    lng: t('editor.field.position', { ns: 'farms' }),
    address: t('editor.field.address', { ns: 'farms' }),
    city: t('editor.field.city', { ns: 'farms' }),
    region: t('editor.field.region', { ns: 'farms' }),
    postalCode: t('editor.field.postalCode', { ns: 'farms' }),
    country: t('editor.field.country', { ns: 'farms' }),
    openingHours: t('editor.field.openingHours', { ns: 'farms' }),
    categories: t('editor.field.categories', { ns: 'farms' }),
    features: t('editor.field.features', { ns: 'farms' }),
    paymentMethods: t('editor.field.paymentMethods', { ns: 'farms' }),
    phone: t('editor.field.phone', { ns: 'farms' }),
    website: t('editor.field.website', { ns: 'farms' }),
    email: t('editor.field.email', { ns: 'farms' }),
    products: t('editor.field.products', { ns: 'farms' }),
    status: t('editor.field.status', { ns: 'farms' }),
  };
  const m = /^products\.(\d+)\.(\w+)$/.exec(key);
  if (m) return t('editor.field.product', { ns: 'farms', n: Number(m[1]) + 1 });
  return names[key] ?? key;
}
