import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../../db/client.js';
import { farms } from '../../db/schema/index.js';
import { nonce } from '../farms/test-fixtures.js';
import { osmCheckDate, osmHoursCheckedAt, usdaUpdateTime } from './check-date.js';
import type { ImportedListing } from './listing.js';
import { writeBatch } from './upsert.repository.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const ymd = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;

describe('source check dates', () => {
  it.each([
    ['2024-03-20', '2024-03-20'],
    [' 2024-03-20 ', '2024-03-20'],
    ['2024-05', '2024-05-01'],
    ['20150604', '2015-06-04'],
    ['2021--05-30', null],
    ['2024-02-30', null],
    ['2026-12-24', null], // later than tomorrow: a typo, never "fresh"
    ['1999-01-01', null],
    ['yes', null],
    [42, null],
    [undefined, null],
  ])('OSM check_date %j → %s', (value, expected) => expect(ymd(osmCheckDate(value, NOW))).toBe(expected));

  it('OSM: the opening hours’ own check date first, then the object’s', () => {
    expect(ymd(osmHoursCheckedAt({ check_date: '2025-09-26', 'check_date:opening_hours': '2023-11-15' }, NOW))).toBe('2023-11-15');
    expect(ymd(osmHoursCheckedAt({ check_date: '2025-09-26', 'check_date:opening_hours': 'unknown' }, NOW))).toBe('2025-09-26');
    expect(osmHoursCheckedAt({ opening_hours: '24/7' }, NOW)).toBeNull();
  });

  it.each([
    ['6/20/2017 10:43:57 PM', '2017-06-20'],
    ['12/2/2016 9:01:00 AM', '2016-12-02'],
    ['May 26 2010 11:24PM', '2010-05-26'],
    ['Apr  4 2010  5:06AM', '2010-04-04'],
    ['2013', '2013-01-01'],
    ['13/40/2017 1:00:00 PM', null],
    ['Foo 26 2010 11:24PM', null],
    ['', null],
  ])('USDA updateTime %j → %s', (value, expected) => expect(ymd(usdaUpdateTime(value, NOW))).toBe(expected));
});

describe('re-importing keeps a later confirmation of the same hours', () => {
  const db = createDb(inject('databaseUrl'), 2);
  afterAll(() => db.$client.end());
  const listing = (externalId: string, openingHours: string, hoursCheckedAt: Date | null): ImportedListing => ({
    externalId,
    name: `Check ${externalId}`,
    kind: 'stand',
    address: '',
    city: '',
    region: '',
    postalCode: '',
    country: 'DE',
    lat: 48.1,
    lng: 11.5,
    timeZone: 'Europe/Berlin',
    openingHours,
    categories: [],
    features: [],
    paymentMethods: [],
    tapToPay: false,
    phone: null,
    website: null,
    email: null,
    products: [],
    hoursCheckedAt,
  });

  it('a visitor’s later word stays; an older source date does not replace it; changed hours take the source’s', async () => {
    const [same, changed, none] = [nonce(), nonce(), nonce()];
    const first = new Date('2024-03-20T00:00:00Z');
    await writeBatch(db, 'osm', [listing(same, 'Mo-Sa 08:00-18:00', first), listing(changed, 'Sa 08:00-12:00', first), listing(none, '24/7', null)]);
    const row = async (id: string) => (await db.select().from(farms).where(eq(farms.externalId, id)))[0];
    expect(await row(same)).toMatchObject({ hoursConfirmedAt: first, hoursConfirmedBy: 'import' });
    expect(await row(none)).toMatchObject({ hoursConfirmedAt: null, hoursConfirmedBy: null });

    await db.execute(sql`UPDATE farms SET hours_confirmed_at = now(), hours_confirmed_by = 'visitor' WHERE external_id IN (${same}, ${changed})`);
    await writeBatch(db, 'osm', [listing(same, 'Mo-Sa 08:00-18:00', first), listing(changed, 'Sa 09:00-12:00', first), listing(none, '24/7', first)]);
    expect((await row(same)).hoursConfirmedBy).toBe('visitor');
    expect(await row(changed)).toMatchObject({ hoursConfirmedAt: first, hoursConfirmedBy: 'import' });
    expect(await row(none)).toMatchObject({ hoursConfirmedAt: first, hoursConfirmedBy: 'import' });
  });
});
