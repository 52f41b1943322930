import { describe, expect, it } from 'vitest';
import { catalogues } from '@common/i18n/catalogues';
import { createI18n } from '@common/i18n/create';
import { describeWeeklyHours, emptyWeeklyHours, weeklyHoursSchema, type WeeklyHours } from '@common/hours/weekly-grid';
import { hoursMessages } from './hours-messages';
import { hoursWords } from './hours-words';

const tFor = (lang: 'en' | 'es') => createI18n(lang, { resources: catalogues, ns: ['farms'] }).getFixedT(lang, 'farms');
const grid = (patch: Partial<WeeklyHours>): WeeklyHours => ({ ...emptyWeeklyHours(), ...patch });
const problems = (lang: 'en' | 'es', g: WeeklyHours) =>
  weeklyHoursSchema(hoursMessages(tFor(lang), lang))
    .safeParse(g)
    .error?.issues.map((i) => i.message);

describe('the farm editor’s weekly hours in the editor’s language', () => {
  it('says a bad grid in Spanish, and in English word for word as the schema does', () => {
    const bad = grid({
      days: { ...emptyWeeklyHours().days, mo: [{ open: '10:00', close: '09:00' }] },
      season: { from: { month: 2, day: 30 }, to: { month: 3 } },
    });
    expect(problems('en', bad)).toEqual(['Monday: closing time must be after opening time', 'Season start: February has only 29 days']);
    expect(problems('es', bad)).toEqual(['Lunes: la hora de cierre debe ser posterior a la de apertura', 'Inicio de temporada: febrero solo tiene 29 días']);
  });

  it('previews the week as shoppers will see it, in Spanish', () => {
    const g = grid({ days: { ...emptyWeeklyHours().days, sa: [{ open: '08:00', close: '13:00' }] }, closedOnPublicHolidays: true });
    expect(describeWeeklyHours(g, hoursWords(tFor('es'), 'es'))).toBe('sáb 8:00 – 13:00. Cerrado los días festivos.');
    expect(describeWeeklyHours(g, hoursWords(tFor('en'), 'en'))).toBe('Sat 8:00 AM – 1:00 PM. Closed on public holidays.');
  });
});
