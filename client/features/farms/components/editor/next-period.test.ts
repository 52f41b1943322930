import { describe, expect, it } from 'vitest';
import { WeeklyHoursSchema, emptyWeeklyHours } from '@common/hours/weekly-grid';
import { nextPeriod, withPeriod } from './hours-day-row';

describe('"Add hours" offers a period that fits the day', () => {
  it('after the last one, an hour later, for up to three hours', () => {
    expect(nextPeriod([{ open: '08:00', close: '12:00' }])).toEqual({ open: '13:00', close: '16:00' });
    expect(nextPeriod([{ open: '08:00', close: '18:00' }])).toEqual({ open: '19:00', close: '22:00' });
    expect(nextPeriod([{ open: '08:00', close: '22:00' }])).toEqual({ open: '23:00', close: '24:00' });
  });

  it('before the first one when the evening is full', () => {
    expect(nextPeriod([{ open: '10:00', close: '24:00' }])).toEqual({ open: '06:00', close: '09:00' });
    expect(nextPeriod([{ open: '02:00', close: '23:30' }])).toEqual({ open: '00:00', close: '01:00' });
  });

  it('keeps a day that had room a valid grid', () => {
    for (const day of [
      [{ open: '09:00', close: '17:00' }],
      [
        { open: '06:00', close: '11:00' },
        { open: '13:00', close: '17:00' },
      ],
      [{ open: '11:00', close: '24:00' }],
    ]) {
      const grid = { ...emptyWeeklyHours(), days: { ...emptyWeeklyHours().days, sa: withPeriod(day) } };
      expect(WeeklyHoursSchema.safeParse(grid).success, JSON.stringify(grid.days.sa)).toBe(true);
    }
  });
});
