import { describe, expect, it } from 'vitest';
import { localize } from '../i18n.js';
import { readableLibraryError } from './messages.js';
import { validateOpeningHours } from './validate.js';

const VERMONT = { lat: 44.26, lng: -72.58, countryCode: 'US', region: 'VT' };

describe('validateOpeningHours', () => {
  it.each(['Mo-Fr 09:00-17:00; Sa 08:00-12:00; PH off', 'May-Oct Mo-Su 08:00-18:00', '24/7', 'Mo-Su sunrise-sunset'])(
    'accepts %j without warnings',
    (value) => {
      expect(validateOpeningHours(value, VERMONT)).toEqual({ ok: true, warnings: [] });
    },
  );

  it('accepts sloppy but readable values, with the library’s advice as sentences', () => {
    const result = validateOpeningHours('Mo-Fr 9-12');
    expect(result).toEqual({
      ok: true,
      warnings: ['Time range without minutes specified. Not very explicit! Please use this syntax instead "09:00-12:00".'],
    });
  });

  it.each([
    ['', 'Opening hours are empty'],
    ['   ', 'Opening hours are empty'],
    ['Selbstbedienung', 'Opening hours not understood at "Selbstbedienung". Write them like "Mo-Fr 08:00-18:00; Sa 08:00-12:00".'],
    ['Mo-Fr 08:00-18:00 Selbstbedienung', 'Opening hours not understood at "Selbstbedienung". Write them like "Mo-Fr 08:00-18:00; Sa 08:00-12:00".'],
    ['Jun 15-Oct Mo 10:00-12:00', 'Opening hours not understood at "15-Oct". Write them like "Mo-Fr 08:00-18:00; Sa 08:00-12:00".'],
    ['Mo-Fr 9:00-12:00; Sa 25:00-26:00', 'Opening hours not understood at "25:00-26:00": Time range starts outside of the current day.'],
    [
      'Frühling',
      'Opening hours not understood at "Frühling": Season words are ambiguous. Please use explicit date ranges instead, e.g. Jun-Aug, Dec-Feb, or Jun 21-Sep 22.',
    ],
    ['Mo-Fr 08:00-18:00; '.repeat(20), 'Opening hours are too long (at most 255 characters)'],
  ])('rejects %j in words', (value, error) => {
    expect(validateOpeningHours(value, VERMONT)).toMatchObject({ ok: false, error });
  });

  it('says the problem a farmer sees in their language: our words translated, the library’s reason as it is', () => {
    const say = (value: string) => {
      const check = validateOpeningHours(value, VERMONT);
      return check.ok ? null : localize(check.problem, 'es');
    };
    expect(say('Selbstbedienung')).toBe('No se entendió el horario en "Selbstbedienung". Escríbelo así: "Mo-Fr 08:00-18:00; Sa 08:00-12:00".');
    expect(say('Mo-Fr 9:00-12:00; Sa 25:00-26:00')).toBe('No se entendió el horario en "25:00-26:00": Time range starts outside of the current day.');
    expect(say('   ')).toBe('El horario está vacío');
  });

  it('accepts holiday rules it cannot place, with a warning instead of a 400', () => {
    expect(validateOpeningHours('Mo-Fr 09:00-17:00; PH off', { lat: 44.26, lng: -72.58 })).toEqual({
      ok: true,
      warnings: ["Public holidays (PH) need the listing's country: holiday rules will be ignored for this listing"],
    });
    const unknownCountry = validateOpeningHours('Mo-Fr 09:00-17:00; PH off', { lat: 10, lng: 10, countryCode: 'XX' });
    expect(unknownCountry).toEqual({
      ok: true,
      warnings: ['Holidays (PH) are not known for country "xx": holiday rules will be ignored for this listing'],
    });
  });

  it('does not let the library log the holiday errors it handles', () => {
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      validateOpeningHours('Mo-Fr 09:00-17:00; PH off', { lat: 10, lng: 10, countryCode: 'XX' });
    } finally {
      console.error = original;
    }
    expect(logged).toEqual([]);
  });

  it('leaves the process time zone as it found it', () => {
    validateOpeningHours('Mo-Fr 09:00-17:00', VERMONT);
    expect(process.env.TZ).toBe('UTC');
  });
});

describe('readableLibraryError', () => {
  it('keeps the spot and drops the library’s unrelated guesses', () => {
    const raw =
      'Be <--- (Unexpected token: "b" This means that the syntax is not valid at that point or it is currently not supported.) Bestellungen telefonisch <--- (Please omit "h" or use a colon instead.)';
    expect(readableLibraryError(raw, 'Bestellungen telefonisch')).toBe(
      'Opening hours not understood at "Bestellungen". Write them like "Mo-Fr 08:00-18:00; Sa 08:00-12:00".',
    );
  });

  it('keeps nested parentheses of the reason and handles a spot at the very start', () => {
    const raw = ' <--- (Token "ma" is ambiguous across languages (Mo (da), Tu (es)). Use a canonical abbreviation.)';
    expect(readableLibraryError(raw, 'Ma 15:00-19:00')).toBe(
      'Opening hours not understood at "Ma": Token "ma" is ambiguous across languages (Mo (da), Tu (es)). Use a canonical abbreviation.',
    );
  });
});
