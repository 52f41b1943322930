import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../../db/client.js';
import { farmProducts, farms } from '../../db/schema/index.js';
import { isOpenAt, validateOpeningHours } from '../../lib/hours/index.js';
import { runImport } from './import.service.js';
import type { ImportFormat } from './listing.js';

// The real public datasets (see ../shared/data/SOURCES.md), read where they are: never copied in.
// SHARED_DATA_DIR: a checkout that is not beside ../shared (a worktree) points at it.
const DATA = process.env.SHARED_DATA_DIR ?? path.resolve('../shared/data');
const db = createDb(inject('databaseUrl'), 4);
afterAll(() => db.$client.end());
const LONG = 15 * 60_000; // real files on a shared 2-core machine: generous, and no timing assertions

async function timedImport(format: ImportFormat, file: string) {
  const started = performance.now();
  const result = await runImport(db, { format, input: fs.createReadStream(path.join(DATA, file)), fileName: file });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `[import throughput] ${format} ${file}: ${result.report.read} rows in ${seconds.toFixed(1)} s = ${Math.round(result.report.read / seconds)} rows/s (created ${result.report.created}, updated ${result.report.updated}, rejected ${result.report.rejected}, imported without unreadable hours ${result.report.warned ?? 0})`,
  );
  return result.report;
}
const countSource = async (source: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(farms)
      .where(eq(farms.source, source))
  )[0].n;
const farmOf = async (source: string, externalId: string) =>
  (
    await db
      .select()
      .from(farms)
      .where(and(eq(farms.source, source), eq(farms.externalId, externalId)))
  )[0];

describe('USDA farmers market directory (real file)', () => {
  it('imports 8,759 rows, rejects bad coordinates with reasons, and is idempotent', { timeout: LONG }, async () => {
    const first = await timedImport('usda', 'usda_farmers_markets_2019.csv');
    expect(first.read).toBe(8759);
    expect(first.rejected).toBe(29); // 28 without coordinates + Derwood's point in the Gulf of Guinea
    expect(first.created).toBe(first.read - first.rejected);
    expect(first.rejections.find((r) => String(r.reason).includes('1019334'))?.reason).toMatch(/not in the United States \(Maryland listed\)/);
    expect(first.rejections.filter((r) => /no coordinates/.test(r.reason))).toHaveLength(28);
    expect(await countSource('usda')).toBe(first.created);
    expect(await farmOf('usda', '1019334')).toBeUndefined();

    const second = await timedImport('usda', 'usda_farmers_markets_2019.csv');
    expect(second).toMatchObject({ read: 8759, created: 0, updated: first.created, rejected: 29 });
    expect(await countSource('usda')).toBe(first.created);
  });

  it('maps a known market: trimmed name, state code, ZIP, products, features and recurring seasonal hours', async () => {
    const danville = await farmOf('usda', '1018261');
    expect(danville).toMatchObject({
      name: 'Caledonia Farmers Market Association - Danville',
      kind: 'market',
      status: 'published',
      ownerId: null,
      city: 'Danville',
      region: 'VT',
      postalCode: '05828',
      country: 'US',
      timeZone: 'America/New_York',
      openingHours: 'Jun 14-Aug 30: We 09:00-13:00; Sep 06-Oct 18: We 14:00-18:00',
    });
    expect(danville.categories).toEqual(expect.arrayContaining(['produce', 'fruit', 'eggs', 'dairy', 'honey', 'baked-goods', 'preserves']));
    expect(danville.features).toEqual(expect.arrayContaining(['organic', 'wic', 'accepts-cards']));
    expect(validateOpeningHours(danville.openingHours!, { lat: danville.lat, lng: danville.lng, countryCode: 'US', region: 'VT' })).toMatchObject({ ok: true });
    // Wednesday 15 July 2026, 10:00 and 15:00 in Vermont (UTC-4); a Thursday; and a Wednesday in September's afternoon season.
    expect(isOpenAt(danville, new Date('2026-07-15T14:00:00Z'))).toBe(true);
    expect(isOpenAt(danville, new Date('2026-07-15T19:00:00Z'))).toBe(false);
    expect(isOpenAt(danville, new Date('2026-07-16T14:00:00Z'))).toBe(false);
    expect(isOpenAt(danville, new Date('2026-09-16T19:00:00Z'))).toBe(true);
    const products = await db.select().from(farmProducts).where(eq(farmProducts.farmId, danville.id));
    expect(products.find((p) => p.name === 'Honey')).toMatchObject({ category: 'honey', available: false });
  });

  it('maps the payment columns: Credit, SNAP, WICcash (WIC), WIC and SFMNP (FMNP coupons)', async () => {
    // Danville: Credit=Y WIC=Y WICcash=N SFMNP=Y SNAP=N
    expect((await farmOf('usda', '1018261')).paymentMethods.sort()).toEqual(['card', 'fmnp']);
    // 170 Farm Stand: Credit=Y WIC=N WICcash=Y SFMNP=Y SNAP=Y
    const stand = await farmOf('usda', '1018792');
    expect(stand.paymentMethods.sort()).toEqual(['card', 'fmnp', 'snap-ebt', 'wic']);
    expect(stand.features).toEqual(expect.arrayContaining(['snap-ebt', 'wic', 'accepts-cards']));
    expect(stand.paymentDetails).toEqual({}); // the directory names no handles
    // Every column N: no way to pay listed at all.
    expect((await farmOf('usda', '1006234')).paymentMethods).toEqual([]);
    // Counted over the whole file: as many SNAP listings as SNAP=Y rows with coordinates.
    const [{ snap }] = (
      await db.execute<{ snap: number }>(sql`SELECT count(*)::int AS snap FROM farms WHERE source = 'usda' AND 'snap-ebt' = ANY(payment_methods)`)
    ).rows;
    expect(snap).toBeGreaterThan(2800);
  });

  it('takes each market’s freshness from updateTime, in all three of its shapes', async () => {
    const checked = async (fmid: string) => {
      const f = await farmOf('usda', fmid);
      return { at: f.hoursConfirmedAt?.toISOString().slice(0, 10) ?? null, by: f.hoursConfirmedBy };
    };
    expect(await checked('1018261')).toEqual({ at: '2017-06-20', by: 'import' }); // 6/20/2017 10:43:57 PM
    expect(await checked('1003865')).toEqual({ at: '2010-05-26', by: 'import' }); // May 26 2010 11:24PM
    expect(await checked('1009364')).toEqual({ at: '2013-01-01', by: 'import' }); // 2013: the oldest it can be
    const withDate = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(farms)
      .where(and(eq(farms.source, 'usda'), sql`${farms.hoursConfirmedAt} IS NOT NULL`));
    expect(withDate[0].n).toBe(await countSource('usda')); // every row of the file has an updateTime
    const imported = await db
      .select()
      .from(farmProducts)
      .where(eq(farmProducts.farmId, (await farmOf('usda', '1018261')).id));
    expect(new Set(imported.map((p) => p.availableSource))).toEqual(new Set(['import']));
  });
});

describe('OpenStreetMap farm shops (real file)', () => {
  it('imports 23,972 features with sensible kinds and rejections, idempotently', { timeout: LONG }, async () => {
    const report = await timedImport('osm', 'osm_farmshops_dach.geojson');
    expect(report.read).toBe(23_972);
    expect(report.created).toBeGreaterThan(18_000);
    expect(report.created + report.rejected).toBe(report.read);
    expect(report.rejections.length).toBe(200); // listed up to the cap, all counted
    expect(report.rejections.some((r) => r.reason === 'no name')).toBe(true);
    expect(report.rejections.some((r) => /vending machine without farm products/.test(r.reason))).toBe(true);
    expect(await countSource('osm')).toBe(report.created);
    const again = await timedImport('osm', 'osm_farmshops_dach.geojson');
    expect(again).toMatchObject({ created: 0, updated: report.created, rejected: report.rejected });
  });

  it('maps tags: shop, vending machine, beekeeper, pick-your-own, hours as given or none', async () => {
    expect(await farmOf('osm', 'node/33407305')).toMatchObject({
      name: 'Hofladen Klosterberghof',
      kind: 'stand',
      address: 'Weg am Berge 39',
      city: 'Essen',
      postalCode: '45279',
      country: 'DE',
      timeZone: 'Europe/Berlin',
      phone: '+49 201 533545',
      openingHours: 'Mo-Th 14:00-18:30, 09:30-12:00; Fr 09:30-18:30; Sa 09:30-13:30; Su, PH off',
    });
    const milk = await farmOf('osm', 'node/282992252');
    expect(milk).toMatchObject({ name: 'Frischmilchautomat', kind: 'stand', categories: ['dairy'] });
    expect(milk.features).toContain('self-serve');
    expect(await farmOf('osm', 'node/269759331')).toMatchObject({ kind: 'vendor', categories: ['honey'] });
    const pick = await farmOf('osm', 'node/3563153868');
    expect(pick).toMatchObject({ kind: 'u-pick', country: 'CH', timeZone: 'Europe/Zurich', categories: ['fruit'] });
    expect(pick.features).toContain('pick-your-own');
    expect(await farmOf('osm', 'node/4952580186')).toMatchObject({ name: 'Neuhof', openingHours: null, categories: ['fruit'] }); // "Selbstbedienung": free text
  });

  it('maps payment:* tags: cards, contactless as tap to pay, cash, PayPal and other phone payments', async () => {
    // Imkerei Okon: payment:cards, :contactless, :cash, :paypal, :app, :apple_pay … = yes
    const okon = await farmOf('osm', 'node/10538054635');
    expect(okon.paymentMethods.sort()).toEqual(['card', 'cash', 'mobile', 'paypal']);
    expect(okon.paymentDetails).toEqual({ tapToPay: true });
    // Frei's Hoflädeli: payment:cash and payment:twint (a Swiss phone payment) = yes
    expect((await farmOf('osm', 'node/700829453')).paymentMethods.sort()).toEqual(['cash', 'mobile']);
  });

  it('takes freshness from check_date:opening_hours, else check_date, in the shapes mappers write', async () => {
    const checked = async (id: string) => (await farmOf('osm', id)).hoursConfirmedAt?.toISOString().slice(0, 10) ?? null;
    expect(await checked('node/947886735')).toBe('2024-01-07'); // check_date 2022-12-05, check_date:opening_hours 2024-01-07
    expect(await checked('node/290812431')).toBe('2023-06-11'); // check_date only
    expect(await checked('node/11942738825')).toBe('2024-05-01'); // "2024-05": a month
    expect(await checked('node/11091200974')).toBe('2023-05-01');
    expect(await checked('node/33407305')).toBeNull(); // never checked: stale
    expect((await farmOf('osm', 'node/947886735')).hoursConfirmedBy).toBe('import');
    expect((await farmOf('osm', 'node/33407305')).hoursConfirmedBy).toBeNull();
  });
});
