import { describe, expect, it } from 'vitest';
import { catalogues } from '@common/i18n/catalogues';
import { createI18n } from '@common/i18n/create';
import { formatDayAndTime } from '@common/i18n/format';
import { filtersToApiQuery, filtersToMapQuery, filtersToSearch, parseFilters, resultsSummary, type FarmsT } from './filters';

const tFor = (lang: 'en' | 'es') => createI18n(lang, { resources: catalogues, ns: ['farms'] }).getFixedT(lang, 'farms') as unknown as FarmsT;

describe('filters read from the address bar', () => {
  it('sends an "open at" instant typed without seconds or zone as the full ISO instant the API takes', () => {
    const local = new Date(2027, 5, 17, 14, 0).toISOString(); // the reader's clock, as the picker reads it
    expect(parseFilters('openAt=2027-06-17T14:00').openAt).toBe(local);
    expect(new URLSearchParams(filtersToApiQuery(parseFilters('location=12401&openAt=2027-06-17T14:00'))).get('openAt')).toBe(local);
  });

  it('keeps picking=good for the list, the map and the address, drops any other value, and says it (issue 32 point 1)', () => {
    const f = parseFilters('location=12401&picking=good');
    expect(new URLSearchParams(filtersToApiQuery(f)).get('picking')).toBe('good');
    expect(new URLSearchParams(filtersToMapQuery(f)).get('picking')).toBe('good');
    expect(new URLSearchParams(filtersToSearch(f)).get('picking')).toBe('good');
    expect(parseFilters('picking=bad').picking).toBeUndefined();
    expect(resultsSummary(3, false, f, tFor('en'))).toBe('3 stands within 25 mi of 12401, good picking today');
    expect(resultsSummary(3, false, f, tFor('es'))).toContain('con buena cosecha hoy');
  });

  it('keeps a full instant as it is, and drops one that is no date', () => {
    expect(parseFilters('openAt=2027-06-17T18:00:00.000Z').openAt).toBe('2027-06-17T18:00:00.000Z');
    expect(parseFilters('openAt=saturday').openAt).toBeUndefined();
  });
});

describe('the results summary', () => {
  it('says "you" in the reader’s language', () => {
    const nearMe = parseFilters('near=41.9,-74.0');
    expect(resultsSummary(3, false, nearMe, tFor('en'))).toBe('3 stands within 25 mi of you');
    expect(resultsSummary(3, false, nearMe, tFor('es'))).toBe('3 puestos a menos de 25 mi de ti');
  });

  it('names the day and time an "Open at…" search asks about once the reader’s clock is known', () => {
    const f = parseFilters('location=12401&openAt=2027-07-10T13:00:00.000Z');
    const at = new Date('2027-07-10T13:00:00.000Z');
    expect(resultsSummary(8, false, f, tFor('en'))).toBe('8 stands within 25 mi of 12401, open at the time you chose');
    expect(resultsSummary(8, false, f, tFor('en'), formatDayAndTime(at, 'en', 'America/New_York'))).toBe(
      '8 stands within 25 mi of 12401, open Sat, Jul 10, 9:00 AM',
    );
    expect(resultsSummary(8, false, f, tFor('es'), formatDayAndTime(at, 'es', 'America/New_York'))).toBe(
      '8 puestos a menos de 25 mi de 12401, abiertos el sáb, 10 jul, 9:00',
    );
  });
});
