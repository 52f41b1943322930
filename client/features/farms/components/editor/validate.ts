import type { TFunction } from 'i18next';
import { getI18n } from '@/lib/i18n/react';
import { said } from '@/lib/field-errors';
import { FarmInputSchema } from '@common/schemas/farms';
import { weeklyHoursSchema } from '@common/hours/weekly-grid';
import { toInput, type EditorState } from './editor-state';
import { hoursMessages } from './hours-messages';

export type FieldErrors = Record<string, string>;

/** A zod issue as the editor reads it: where it is, what kind, and the schema's own message (a catalogue key or text). */
interface Issue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * The editor's field for an issue's path: the server's `fields` keys ("name", "products.0.name", "openingHours"),
 * so a check made here and a server's 400 land in the same place. Latitude and longitude are one field (the pin).
 */
export function fieldOf(path: readonly PropertyKey[]): string {
  const key = path.map(String).join('.');
  return key === 'lng' ? 'lat' : key || '_';
}

/**
 * The editor's own words for an issue, by field and kind (the words farmers saw before the editor checked with the
 * shared schema); any other issue is said as the schema says it (a catalogue key in the reader's language).
 */
function messageOf(issue: Issue, t: TFunction<'farms'>): string {
  const [head, , leaf] = issue.path;
  const wrongValue = issue.code === 'invalid_type' || issue.code === 'too_small' || issue.code === 'too_big';
  if (head === 'name' && issue.code === 'too_small') return t('editor.valid.name', { ns: 'farms' });
  if (head === 'lat' || head === 'lng') return t('editor.valid.position', { ns: 'farms' });
  if (head === 'openingHours') return t('editor.valid.hours', { ns: 'farms' });
  if (head === 'website' && !wrongValue) return t('editor.valid.website', { ns: 'farms' });
  if (head === 'email' && !wrongValue) return t('editor.valid.email', { ns: 'farms' });
  if (head === 'products' && leaf === 'name' && issue.code === 'too_small') return t('editor.valid.productName', { ns: 'farms' });
  // A price the editor could not read ("3.5.0" → NaN), a negative one, or one past the limit.
  if (head === 'products' && leaf === 'priceCents') return t('editor.valid.price', { ns: 'farms' });
  return said(issue.message, { minimum: issue.minimum, maximum: issue.maximum });
}

/** The first problem of each field, in the editor's words. */
export function issuesToFields(issues: readonly Issue[], t: TFunction<'farms'>): FieldErrors {
  const e: FieldErrors = {};
  for (const issue of issues) e[fieldOf(issue.path)] ??= messageOf(issue, t);
  return e;
}

/**
 * The checks worth making before a round trip on one bar of signal: the listing as it would be sent, checked with
 * the server's own `FarmInputSchema` (one contract on both sides, issue 35), plus the weekly grid's checks (the
 * shared grid schema; the server sees only the opening_hours text it becomes). Said in `t`'s language.
 */
export function validate(s: EditorState, t: TFunction<'farms'>): FieldErrors {
  const e: FieldErrors = {};
  if (s.hours.mode === 'grid') {
    // The grid's problems in the editor's language (the schema's own words are English).
    const checked = weeklyHoursSchema(hoursMessages(t, getI18n()?.language)).safeParse(s.hours.grid);
    if (!checked.success) e.openingHours = checked.error.issues[0]?.message ?? t('editor.valid.hours', { ns: 'farms' });
  }
  const parsed = FarmInputSchema.safeParse(toInput(s));
  const found = parsed.success ? {} : issuesToFields(parsed.error.issues, t);
  // The grid's own words say more than the schema's (it sees only the text the grid becomes).
  return e.openingHours ? { ...found, openingHours: e.openingHours } : found;
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
    'payment.venmo': t('catalog.payment.venmo', { ns: 'farms' }),
    'payment.paypal': t('catalog.payment.paypal', { ns: 'farms' }),
    'payment.cashApp': t('catalog.payment.cashApp', { ns: 'farms' }),
    'payment.zelle': t('catalog.payment.zelle', { ns: 'farms' }),
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
