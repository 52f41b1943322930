import { describe, expect, it } from 'vitest';
import { validateOpeningHours } from '../../lib/hours/index.js';
import { parseDayTimes, seasonSelector, usdaOpeningHours } from './usda-hours.js';

describe('USDA schedules → opening_hours', () => {
  it('converts the common format, every weekday rule keeping its season', () => {
    const value = usdaOpeningHours([{ date: '06/14/2017 to 08/30/2017', time: 'Wed: 9:00 AM-1:00 PM;Sat: 8:00 AM-1:00 PM;' }]);
    expect(value).toBe('Jun 14-Aug 30: We 09:00-13:00; Jun 14-Aug 30: Sa 08:00-13:00');
    expect(validateOpeningHours(value!)).toMatchObject({ ok: true });
  });

  it('groups days with the same hours and joins seasons, year-round rules first', () => {
    const value = usdaOpeningHours([
      { date: 'May to October', time: 'Tue:8:00 am - 5:00 pm;Thu:8:00 am - 5:00 pm;' },
      { date: '', time: 'sun:10:00 AM - 2:00 PM;' },
    ]);
    expect(value).toBe('Su 10:00-14:00; May-Oct: Tu,Th 08:00-17:00');
  });

  it.each([
    ['Sat: 7:30 AM-', ['Sa', '07:30+']],
    ['Tue: 3pm-6pm', ['Tu', '15:00-18:00']],
    ['Fri: 11-2pm', ['Fr', '11:00-14:00']],
    ['Thu: 9:00 AM-1:00 AM', ['Th', '09:00-13:00']],
    ['Sat: 6:00 PM-12:00 AM', ['Sa', '18:00-24:00']],
    ['Sun: -5:00 PM', null],
    ['Sat:TBD - TBD', null],
  ])('reads the times %s', (text, expected) => {
    expect(parseDayTimes(text)).toEqual(expected);
  });

  it.each([
    ['June to September', 'Jun-Sep'],
    ['November to April', 'Nov-Apr'],
    ['January to December', ''],
    ['01/01/2016 to 12/31/2016', ''],
    ['01/18/2015 to 01/05/2020', ''],
    ['06/08/2017 to ', ''],
    ['June 19, 2012 to October 21, 2012', 'Jun 19-Oct 21'],
    ['June 12, 2013 to Oct.', 'Jun 12-Oct 31'],
    ['09/03/2016 to 06/24/2017', 'Sep 03-Jun 24'],
    ['06/14/2017', null],
    ['whenever', null],
  ])('reads the season %s', (text, expected) => {
    expect(seasonSelector(text)).toBe(expected);
  });

  it('gives null when nothing can be read, so the listing shows "Hours not listed"', () => {
    expect(usdaOpeningHours([{ date: '', time: '' }])).toBeNull();
    expect(usdaOpeningHours([{ date: 'sometime', time: 'Sat: 9:00 AM-1:00 PM;' }])).toBeNull();
  });
});
