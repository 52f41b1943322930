import { describe, expect, it } from 'vitest';
import { catalogues } from '@common/i18n/catalogues';
import { createI18n } from '@common/i18n/create';
import { emptyWeeklyHours } from '@common/hours/weekly-grid';
import { emptyState, newKey, type EditorState, type ProductDraft } from './editor-state';
import { fieldOf, validate } from './validate';

// Issue 35 point 4: the editor checks a listing with the server's FarmInputSchema and says each issue beside its field.
const tFor = (lang: 'en' | 'es') => createI18n(lang, { resources: catalogues, ns: ['farms', 'errors'] }).getFixedT(lang, 'farms');
const t = tFor('en');

const product = (patch: Partial<ProductDraft> = {}): ProductDraft => ({
  key: newKey(),
  name: 'Sweet corn',
  category: 'produce',
  available: true,
  price: '3.50',
  unit: 'dozen',
  note: '',
  ...patch,
});
const valid = (patch: Partial<EditorState> = {}): EditorState => ({
  ...emptyState(),
  name: 'Hilltop Farm Stand',
  lat: 42.1,
  lng: -73.9,
  city: 'Kingston',
  website: 'hilltopfarm.com',
  email: 'hello@hilltopfarm.com',
  products: [product()],
  ...patch,
});

describe('the listing editor’s checks through FarmInputSchema', () => {
  it('passes a listing the server would accept (a bare web address gets its https://)', () => {
    expect(validate(valid(), t)).toEqual({});
    expect(validate(valid({ website: '', email: '', products: [], phone: '' }), t)).toEqual({});
  });

  it('puts each bad field’s message beside that field, in the editor’s words', () => {
    const errors = validate(
      valid({
        name: ' X ',
        lat: null,
        lng: null,
        website: 'not a web address',
        email: 'hello@',
        products: [product(), product({ name: '  ', price: '3.5.0' })],
      }),
      t,
    );
    expect(errors).toEqual({
      name: 'Name is required',
      lat: 'Set where your stand is: use your location, find it by ZIP or town, or drop the pin on the map',
      website: 'Enter a web address like myfarm.com',
      email: 'Enter a valid email address',
      'products.1.name': 'Product name is required',
      'products.1.priceCents': 'Enter a price like 3.50, or leave it empty',
    });
  });

  it('catches what the hand-written checks let through: a price past the limit, a phone number too long', () => {
    const errors = validate(valid({ products: [product({ price: '200000' })], phone: '5'.repeat(41) }), t);
    expect(Object.keys(errors).sort()).toEqual(['phone', 'products.0.priceCents']);
    expect(errors['products.0.priceCents']).toBe('Enter a price like 3.50, or leave it empty');
    expect(errors.phone).toMatch(/40/);
  });

  it('says the weekly grid’s own problem for the hours, in Spanish for a Spanish editor', () => {
    const hours = { mode: 'grid' as const, grid: { ...emptyWeeklyHours(), days: { ...emptyWeeklyHours().days, mo: [{ open: '10:00', close: '09:00' }] } } };
    expect(validate(valid({ hours }), t)).toEqual({ openingHours: 'Monday: closing time must be after opening time' });
    expect(validate(valid({ name: '', hours }), tFor('es'))).toMatchObject({ name: expect.not.stringMatching(/required/) });
  });

  it('names a field by its path as the server’s `fields` do; latitude and longitude are the pin', () => {
    expect(fieldOf(['products', 2, 'name'])).toBe('products.2.name');
    expect(fieldOf(['lng'])).toBe('lat');
    expect(fieldOf([])).toBe('_');
  });
});
