import { describe, expect, it } from 'vitest';
import {
  DAY_KEYS,
  WeeklyHoursSchema,
  describeWeeklyHours,
  emptyWeeklyHours,
  fromOpeningHours,
  toOpeningHours,
  type HoursWords,
  type WeeklyHours,
} from './weekly-grid.js';

type Patch = Omit<Partial<WeeklyHours>, 'days'> & { days?: Partial<WeeklyHours['days']> };
const grid = (patch: Patch): WeeklyHours => {
  const g = emptyWeeklyHours();
  return { ...g, ...patch, days: { ...g.days, ...patch.days } };
};
const iv = (open: string, close: string) => ({ open, close });

describe('WeeklyHoursSchema', () => {
  it('accepts a full grid', () => {
    const g = grid({
      days: { mo: [iv('09:00', '12:00'), iv('13:00', '17:00')], sa: [iv('08:00', '24:00')] },
      season: { from: { month: 6, day: 15 }, to: { month: 10 } },
      closedOnPublicHolidays: true,
      closedDates: ['2027-12-25'],
    });
    expect(WeeklyHoursSchema.safeParse(g).success).toBe(true);
  });

  it.each<[Patch, string]>([
    [{ days: { mo: [iv('10:00', '09:00')] } }, 'Monday: closing time must be after opening time'],
    [{ days: { tu: [iv('10:00', '10:00')] } }, 'Tuesday: closing time must be after opening time'],
    [{ days: { we: [iv('9:00', '10:00')] } }, 'Wednesday: opening time must look like 09:00'],
    [{ days: { th: [iv('09:00', '24:30')] } }, 'Thursday: closing time must look like 17:00'],
    [{ days: { fr: [iv('08:00', '12:00'), iv('11:00', '13:00')] } }, 'Friday: opening periods must be in order and must not overlap'],
    [{ days: { sa: [iv('01:00', '02:00'), iv('03:00', '04:00'), iv('05:00', '06:00'), iv('07:00', '08:00')] } }, 'Saturday: at most 3 opening periods'],
    [{ season: { from: { month: 2, day: 30 }, to: { month: 3 } } }, 'Season start: February has only 29 days'],
    [{ season: { from: { month: 5 }, to: { month: 13 } } }, 'Season end: choose a month'],
    [{ closedDates: ['2026-02-30'] }, 'Closed dates: 2026-02-30 is not a real date'],
    [{ closedDates: ['2027-01-01', '2027-01-01'] }, 'Closed dates: 2027-01-01 is listed twice'],
    [{ closedDates: Array.from({ length: 31 }, (_, i) => `2027-01-${String(i + 1).padStart(2, '0')}`) }, 'Closed dates: at most 30 dates'],
    [{ alwaysOpen: true, sunriseToSunset: true }, 'Choose either "open 24/7" or "sunrise to sunset", not both'],
  ])('explains a bad grid in words (%#)', (patch, message) => {
    const result = WeeklyHoursSchema.safeParse(grid(patch));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('toOpeningHours', () => {
  const weekdays = {
    mo: [iv('09:00', '17:00')],
    tu: [iv('09:00', '17:00')],
    we: [iv('09:00', '17:00')],
    th: [iv('09:00', '17:00')],
    fr: [iv('09:00', '17:00')],
  };
  it.each<[string, Patch, string]>([
    ['nothing open', {}, ''],
    ['nothing open, even with PH off', { closedOnPublicHolidays: true, closedDates: ['2027-01-01'] }, ''],
    ['grouped days', { days: { ...weekdays, sa: [iv('08:00', '12:00')] } }, 'Mo-Fr 09:00-17:00; Sa 08:00-12:00'],
    [
      'split days and two periods',
      {
        days: {
          mo: [iv('10:00', '12:00'), iv('14:00', '18:00')],
          we: [iv('10:00', '12:00'), iv('14:00', '18:00')],
          fr: [iv('10:00', '12:00'), iv('14:00', '18:00')],
        },
      },
      'Mo,We,Fr 10:00-12:00,14:00-18:00',
    ],
    ['two days are a list, not a range', { days: { sa: [iv('08:00', '12:00')], su: [iv('08:00', '12:00')] } }, 'Sa,Su 08:00-12:00'],
    [
      'season on every rule',
      { days: { ...weekdays, sa: [iv('08:00', '12:00')] }, season: { from: { month: 5 }, to: { month: 10 } } },
      'May-Oct Mo-Fr 09:00-17:00; May-Oct Sa 08:00-12:00',
    ],
    ['season with days', { days: weekdays, season: { from: { month: 6, day: 15 }, to: { month: 10 } } }, 'Jun 15-Oct 31 Mo-Fr 09:00-17:00'],
    [
      'season wrapping the year',
      { days: { sa: [iv('09:00', '17:00')] }, season: { from: { month: 11, day: 20 }, to: { month: 12, day: 24 } } },
      'Nov 20-Dec 24 Sa 09:00-17:00',
    ],
    [
      'holidays and dates last',
      { days: weekdays, closedOnPublicHolidays: true, closedDates: ['2026-12-25', '2026-12-24', '2026-12-26', '2027-01-01'] },
      'Mo-Fr 09:00-17:00; PH off; 2026 Dec 24-26,2027 Jan 01 off',
    ],
    ['24/7', { alwaysOpen: true }, '24/7'],
    ['24/7 with holidays', { alwaysOpen: true, closedOnPublicHolidays: true }, 'Mo-Su 00:00-24:00; PH off'],
    ['24/7 in a season', { alwaysOpen: true, season: { from: { month: 11 }, to: { month: 2 } } }, 'Nov-Feb Mo-Su 00:00-24:00'],
    ['every day all day is 24/7', { days: Object.fromEntries(DAY_KEYS.map((d) => [d, [iv('00:00', '24:00')]])) }, '24/7'],
    ['sunrise to sunset', { days: { sa: [iv('07:00', '19:00')], su: [iv('07:00', '19:00')] }, sunriseToSunset: true }, 'Sa,Su sunrise-sunset'],
    ['touching periods merge', { days: { mo: [iv('08:00', '12:00'), iv('12:00', '18:00')] } }, 'Mo 08:00-18:00'],
  ])('%s', (_name, patch, expected) => {
    expect(toOpeningHours(grid(patch))).toBe(expected);
  });
});

describe('fromOpeningHours', () => {
  it.each<[string, string]>([
    ['Mo-Sa 08:00-18:00', 'Mo-Sa 08:00-18:00'],
    ['Mo,We,Fr 10:00-12:00,14:00-18:00', 'Mo,We,Fr 10:00-12:00,14:00-18:00'],
    ['24/7', '24/7'],
    ['Mo-Fr 09:00-17:00; PH off', 'Mo-Fr 09:00-17:00; PH off'],
    ['Apr-Oct: Mo-Sa 08:00-18:00', 'Apr-Oct Mo-Sa 08:00-18:00'],
    ['Apr-Oct: Mo-Sa 08:00-18:00; Su off', 'Apr-Oct Mo-Sa 08:00-18:00'],
    ['mo-fr 8:00 - 18:00; sa 8:00-12:00; ph closed', 'Mo-Fr 08:00-18:00; Sa 08:00-12:00; PH off'],
    ['08:00-20:00', 'Mo-Su 08:00-20:00'],
    ['Mo-Fr 08:00-18:00, Sa 08:00-12:00', 'Mo-Fr 08:00-18:00; Sa 08:00-12:00'],
    ['Mo-Su 09:00-18:00; We 14:00-18:00', 'Mo,Tu,Th-Su 09:00-18:00; We 14:00-18:00'],
    ['Sa-Mo 10:00-12:00', 'Mo,Sa,Su 10:00-12:00'],
    ['Fr 18:00-02:00', 'Fr 18:00-24:00; Sa 00:00-02:00'],
    ['Fr 18:00-02:00; Sa 10:00-12:00', 'Fr 18:00-24:00; Sa 10:00-12:00'], // a later Sa rule replaces the spill
    ['Sa 10:00-12:00; Fr 18:00-02:00', 'Fr 18:00-24:00; Sa 00:00-02:00,10:00-12:00'],
    ['Mo-Su sunrise-sunset; PH off', 'Mo-Su sunrise-sunset; PH off'],
    ['Nov-Feb 24/7', 'Nov-Feb Mo-Su 00:00-24:00'],
    ['Fr 15:00-18:00; 09:30-12:00', 'Mo-Th,Sa,Su 09:30-12:00; Fr 09:30-12:00,15:00-18:00'], // a bare time adds
    ['08:00-12:00; 14:00-18:00', 'Mo-Su 14:00-18:00'], // …unless the rule before it was bare too
    ['Mo-Fr 09:00-17:00; 2026 Dec 24,25 off', 'Mo-Fr 09:00-17:00; 2026 Dec 24-25 off'],
    ['', ''],
  ])('reads %j', (value, canonical) => {
    const g = fromOpeningHours(value);
    expect(g).not.toBeNull();
    expect(toOpeningHours(g!)).toBe(canonical);
  });

  it.each([
    '"nach Vereinbarung"',
    'Mo-Fr 09:00-17:00 "call ahead"',
    'Sa[1] 10:00-12:00',
    'Mo-Fr 08:00+',
    'Mo-Fr 09:00-12:00 || "by appointment"',
    'PH off; Mo-Fr 09:00-17:00', // PH off first is overridden by the weekday rule: not "closed on holidays"
    'Mo-Fr 09:00-17:00; PH 10:00-12:00',
    'Apr-Oct Mo-Fr 09:00-17:00; Nov-Mar Sa 10:00-12:00', // two seasons
    'May-Oct Fr 18:00-02:00', // the spill past Oct 31 is outside any grid
    'Dec 25 off; Mo-Fr 09:00-17:00',
    'Mo 01:00-02:00,03:00-04:00,05:00-06:00,07:00-08:00',
    'Mo-Su sunrise-sunset; Sa 08:00-12:00',
    'week 01-10 Mo 10:00-12:00',
    'off',
    'Jun 15-Oct Mo 10:00-12:00',
    'Mo-Fr 09:00-17:00 off',
  ])('returns null for %j, which the grid cannot hold', (value) => {
    expect(fromOpeningHours(value)).toBeNull();
  });
});

describe('describeWeeklyHours', () => {
  it('reads like a sentence', () => {
    // (a season written once would leave "Sa 08:00-12:00" open all year: that is not a grid)
    expect(fromOpeningHours('Jun 15-Oct 31: Mo-Fr 09:00-17:00; Sa 08:00-12:00')).toBeNull();
    const g = fromOpeningHours('Jun 15-Oct 31: Mo-Fr 09:00-17:00; Jun 15-Oct 31: Sa 08:00-12:00; PH off; 2026 Dec 25 off')!;
    expect(describeWeeklyHours(g)).toBe(
      'Mon–Fri 9:00 AM – 5:00 PM; Sat 8:00 AM – 12:00 PM. Season: June 15 – October. Closed on public holidays. Closed Dec 25, 2026.',
    );
    expect(describeWeeklyHours(emptyWeeklyHours())).toBe('Hours not listed');
    expect(describeWeeklyHours(fromOpeningHours('24/7')!)).toBe('Open 24 hours, every day.');
  });

  it('reads in Spanish with the Spanish words, days, months and 24-hour clock', () => {
    const g = fromOpeningHours('Jun 15-Oct 31: Mo-Fr 09:00-17:00; Jun 15-Oct 31: Sa 08:00-12:00; PH off; 2026 Dec 25 off')!;
    const es: HoursWords = {
      lang: 'es',
      notListed: 'Horario no disponible',
      always: 'Abierto las 24 horas, todos los días',
      sunriseToSunset: 'del amanecer al atardecer',
      holidays: 'Cerrado los días festivos',
      season: (from, to) => `Temporada: ${from} – ${to}`,
      closed: (dates) => `Cerrado: ${dates}`,
    };
    expect(describeWeeklyHours(g, es)).toBe(
      'lun–vie 9:00 – 17:00; sáb 8:00 – 12:00. Temporada: 15 de junio – octubre. Cerrado los días festivos. Cerrado: 25 dic 2026.',
    );
    expect(describeWeeklyHours(emptyWeeklyHours(), es)).toBe('Horario no disponible');
  });
});
