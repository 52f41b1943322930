import { describe, expect, it } from 'vitest';
import { dayHoursText } from './hours-table';

describe("a day's hours in the listing's 7-day table", () => {
  it('says "Open 24 hours" for a day open from midnight to midnight, not "12:00 AM – 12:00 AM"', () => {
    expect(dayHoursText([{ from: '00:00', to: '24:00' }], 'en', 'Open 24 hours')).toBe('Open 24 hours');
    expect(dayHoursText([{ from: '00:00', to: '24:00' }], 'es', 'Abierto las 24 horas')).toBe('Abierto las 24 horas');
  });

  it('gives the times of any other day', () => {
    expect(dayHoursText([{ from: '09:00', to: '17:00' }], 'en', 'Open 24 hours')).toMatch(/^9:00\sAM – 5:00\sPM$/);
    expect(
      dayHoursText(
        [
          { from: '00:00', to: '12:00' },
          { from: '13:00', to: '24:00' },
        ],
        'en',
        'Open 24 hours',
      ),
    ).not.toBe('Open 24 hours');
    expect(dayHoursText([{ from: '06:00', to: '24:00' }], 'en', 'Open 24 hours')).not.toBe('Open 24 hours');
  });
});
