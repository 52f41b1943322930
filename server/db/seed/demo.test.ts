import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { localDirectoryStorage } from '../../modules/photos/storage.js';
import { as, createTestApp, sessionCookie } from '../../test/helpers.js';
import { createIsolatedDatabase } from '../../test/isolated-db.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_REGIONS, demoTowns, seedDemoContent } from './demo.js';
import { HONOR_BOX } from './demo-payments.js';
import { demoPickingPlan, seasonHours } from './demo-picking.js';
import { inSeasonIn } from './product-seasons.js';
import { SPANISH_LISTINGS, SPANISH_POST } from './spanish-listings.js';
import { outOfStep } from '../../modules/farms/test-fixtures.js';

// Its own database: the demo accounts and listings would otherwise show up in other files' searches.
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-demo-uploads-'));
const { app, db } = await createTestApp({ UPLOADS_DIR: uploadsDir }, await createIsolatedDatabase('demo_seed'));

describe('demo content (DEMO_DATA=1)', () => {
  it('seeds once, with stands and a post in Spanish shown as their owners wrote them', async () => {
    const seeded = await seedDemoContent(db, { storage: localDirectoryStorage(uploadsDir) });
    expect(seeded?.listings).toBe(60 + SPANISH_LISTINGS.length);
    expect(await seedDemoContent(db)).toBeNull();
    // The near search's rows (farm_near, decision 072) follow the demo listings too.
    expect(await outOfStep(db)).toEqual({ missingOrStale: [], extra: [] });

    for (const listing of SPANISH_LISTINGS) {
      const res = await as(app)({ method: 'GET', url: `/api/farms?near=${listing.lat},${listing.lng}&radius=1&unit=km&limit=10` });
      expect(res.statusCode).toBe(200);
      const found = (res.json().items as Array<{ id: number; name: string; open: { status: string } | null }>).find((f) => f.name === listing.name);
      expect(found, listing.name).toBeDefined();
      // The hours parse: the listing has an open status like any other.
      expect(found!.open?.status).toMatch(/\w/);
      const detail = (await as(app)({ method: 'GET', url: `/api/farms/${found!.id}` })).json();
      expect(detail.description).toBe(listing.description);
      expect(detail.products.map((p: { name: string }) => p.name)).toEqual(listing.products.map((p) => p.name));
    }
    const central = SPANISH_LISTINGS.find((l) => l.region === 'CA')!;
    expect(central.timeZone).toBe('America/Los_Angeles');

    // Only a listing with a farmer has stock "said by the farmer": an unclaimed one's came from visitors.
    const sources = await db.execute<{ owned: boolean; source: string; n: number }>(sql`
      SELECT f.owner_id IS NOT NULL AS owned, p.available_source AS source, count(*)::int AS n
        FROM farm_products p JOIN farms f ON f.id = p.farm_id GROUP BY 1, 2`);
    const count = (owned: boolean, source: string) => sources.rows.find((r) => r.owned === owned && r.source === source)?.n ?? 0;
    expect(count(true, 'farmer')).toBeGreaterThan(0);
    expect(count(false, 'visitor')).toBeGreaterThan(0);
    expect(count(false, 'farmer')).toBe(0);

    const post = (await as(app)({ method: 'GET', url: `/api/blog/posts/${SPANISH_POST.slug}` })).json();
    expect(post).toMatchObject({ title: SPANISH_POST.title, tags: SPANISH_POST.tags });
    expect(post.html).toContain('<h2>Llegue temprano</h2>');

    // Three past seasons of history: a listing with strawberries says when they are usually in (decision 063).
    const [berries] = (
      await db.execute<{ farm_id: number }>(sql`SELECT farm_id FROM farm_products WHERE name = 'Strawberries' AND farm_id % 4 <> 0 ORDER BY farm_id LIMIT 1`)
    ).rows;
    const seasons = (await as(app)({ url: `/api/farms/${berries.farm_id}/seasons` })).json().products;
    expect(seasons.find((p: { name: string }) => p.name === 'Strawberries')).toMatchObject({
      from: expect.stringMatching(/^05-/),
      until: expect.stringMatching(/^07-/),
      seasons: 3,
    });
    // A season that crosses New Year is one season too (decision 078): Winter squash, Sep – Mar.
    const [squash] = (
      await db.execute<{ farm_id: number }>(sql`SELECT farm_id FROM farm_products WHERE name = 'Winter squash' AND farm_id % 4 <> 0 ORDER BY farm_id LIMIT 1`)
    ).rows;
    const squashSeasons = (await as(app)({ url: `/api/farms/${squash.farm_id}/seasons` })).json().products;
    expect(squashSeasons.find((p: { name: string }) => p.name === 'Winter squash')).toMatchObject({
      from: expect.stringMatching(/^09-/),
      until: expect.stringMatching(/^03-/),
      seasons: 3,
    });
  });

  it('gives Kingston and Boulder a crop calendar across spring, summer and fall, and crops coming up (issue 32, decision 063)', async () => {
    type Crop = { product: string; from: string; until: string; months: number[]; stands: number; availableNow: number };
    const ask = async (url: string, k: number) => {
      const res = await as(app, null)({ url, remoteAddress: `203.0.113.${60 + k}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as Array<Crop & { inDays: number }>;
    };
    for (const [k, place] of ['12401', '80301'].entries()) {
      const calendar = await ask(`/api/in-season/calendar?location=${place}&radius=25`, k);
      expect(calendar.length, place).toBeGreaterThanOrEqual(8);
      for (const crop of calendar) expect(crop.stands, `${crop.product} near ${place}`).toBeGreaterThanOrEqual(2);
      // Spring, summer and fall: crops that start in at least three different months.
      expect(new Set(calendar.map((c) => c.from.slice(0, 2))).size, place).toBeGreaterThanOrEqual(3);
      expect(calendar.map((c) => c.product)).toEqual(expect.arrayContaining(['Strawberries', 'Sweet corn']));
    }
    // The crops whose season crosses New Year are on both calendars, Sep – Dec and Jan – Mar (decision 078).
    for (const [k, place] of ['12401', '80301'].entries()) {
      const calendar = await ask(`/api/in-season/calendar?location=${place}&radius=25`, 4 + k);
      for (const name of ['Winter squash', 'Honeycrisp apples']) {
        const crop = calendar.find((c) => c.product === name);
        expect(crop, `${name} near ${place}`).toMatchObject({ from: expect.stringMatching(/^09-/), until: expect.stringMatching(/^03-/) });
        expect(
          crop!.months.map((n) => n > 0),
          `${name} near ${place}`,
        ).toEqual([true, true, true, false, false, false, false, false, true, true, true, true]);
      }
    }

    // Whatever the month, something comes up near Kingston within the next months, soonest first, none available now.
    const calendar = await ask('/api/in-season/calendar?location=12401&radius=25', 2);
    const coming = await ask('/api/in-season/coming-up?location=12401&radius=25', 3);
    expect(coming.length).toBeGreaterThanOrEqual(3);
    expect(coming[0].inDays).toBeGreaterThanOrEqual(0);
    expect(coming[0].inDays).toBeLessThanOrEqual(245);
    expect(coming.map((c) => c.inDays)).toEqual([...coming.map((c) => c.inDays)].sort((a, b) => a - b));
    for (const crop of coming) expect(calendar.find((c) => c.product === crop.product)?.availableNow, crop.product).toBe(0);

    // Every demo product marked available is in its season (or opened a month early for the picking, demo-picking.ts).
    const month = new Date().getUTCMonth() + 1;
    const available = await db.execute<{ name: string }>(sql`
      SELECT DISTINCT fp.name FROM farm_products fp JOIN farms f ON f.id = fp.farm_id WHERE f.source = 'demo' AND fp.available`);
    for (const { name } of available.rows) expect(inSeasonIn(name, month) || inSeasonIn(name, (month % 12) + 1), name).toBe(true);

    // The demo farmer's own u-pick says when its crops usually are.
    const [upick] = (await db.execute<{ id: number }>(sql`SELECT id FROM farms WHERE source = 'demo' AND external_id = '0-2'`)).rows;
    const own = (await as(app, null)({ url: `/api/farms/${upick.id}/seasons`, remoteAddress: '203.0.113.70' })).json().products;
    expect(own.length).toBeGreaterThan(0);
    expect(own[0]).toMatchObject({ from: expect.stringMatching(/^09-/), seasons: expect.any(Number) });
  });

  it('gives most listings photos drawn at seed time, stored as uploads are (real WebP files in three sizes)', async () => {
    const counts = await db.execute<{ listings: number; with_photo: number; photos: number }>(sql`
      SELECT count(*)::int AS listings, count(*) FILTER (WHERE card_photo IS NOT NULL)::int AS with_photo,
             (SELECT count(*)::int FROM farm_photos) AS photos
        FROM farms WHERE source = 'demo'`);
    const { listings, with_photo, photos } = counts.rows[0];
    // Most have one; some have none (as real listings do), so cards without a photo are seen too.
    expect(with_photo).toBeGreaterThan(listings / 2);
    expect(with_photo).toBeLessThan(listings);
    expect(photos).toBeGreaterThan(with_photo); // some have a gallery

    const near = DEMO_REGIONS[0];
    const res = await as(app)({ method: 'GET', url: `/api/farms?near=${near.lat},${near.lng}&radius=50&unit=km&limit=20` });
    const items = res.json().items as Array<{ id: number; photo: { thumb: string; alt: string } | null }>;
    const withPhoto = items.filter((i) => i.photo);
    expect(withPhoto.length).toBeGreaterThan(0);
    expect(items.some((i) => !i.photo)).toBe(true);

    const detail = (await as(app)({ method: 'GET', url: `/api/farms/${withPhoto[0].id}` })).json() as {
      photos: Array<{ thumb: string; medium: string; large: string; width: number; height: number; alt: string }>;
    };
    expect(detail.photos.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const photo of detail.photos) {
      expect(photo.alt).toMatch(/\w{3}/);
      for (const [url, width] of [
        [photo.thumb, 400],
        [photo.medium, 800],
        [photo.large, 1200],
      ] as const) {
        // Served like an upload, and a real image sharp reads at the stored size (3:2).
        const file = await as(app)({ method: 'GET', url });
        expect(file.statusCode, url).toBe(200);
        const meta = await sharp(file.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 2) / 3));
        const stats = await sharp(file.rawPayload).stats();
        // A drawn scene, not a flat placeholder: its pixels vary.
        expect(stats.channels.some((c) => c.stdev > 20)).toBe(true);
        seen.add(stats.channels.map((c) => c.mean.toFixed(1)).join());
      }
      expect(photo.width).toBe(1200);
      expect(photo.height).toBe(800);
    }
    // Listings differ: two listings' first photos are not the same picture.
    const other = (await as(app)({ method: 'GET', url: `/api/farms/${withPhoto[1].id}` })).json() as { photos: Array<{ thumb: string }> };
    const a = await sharp((await as(app)({ method: 'GET', url: detail.photos[0].thumb })).rawPayload)
      .raw()
      .toBuffer();
    const b = await sharp((await as(app)({ method: 'GET', url: other.photos[0].thumb })).rawPayload)
      .raw()
      .toBuffer();
    expect(a.equals(b)).toBe(false);
  });

  it('plans picking in every demo town in every month of the year', () => {
    const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const towns = demoTowns();
    for (let month = 1; month <= 12; month++) {
      const plan = demoPickingPlan(towns, month);
      for (const [i, town] of DEMO_REGIONS.entries()) expect(plan.filter((c) => c.region === i).length, `${town.city} in month ${month}`).toBeGreaterThan(0);
      // Two crops at least: a good word in Kingston and a picked-over one elsewhere.
      expect(plan.length).toBeGreaterThan(1);
      for (const crop of plan) {
        const listing = towns[crop.region][crop.listing];
        expect(listing.kind === 'u-pick' || listing.features.includes('pick-your-own')).toBe(true);
        // A crop the demo has available now is told as it is; one opened by the seed only when its town had none.
        // In season, or (opened by the seed when its town had nothing) in season next month; the town's only crop then.
        expect(inSeasonIn(crop.product, month) || (crop.opened && inSeasonIn(crop.product, (month % 12) + 1)), `${crop.product} in month ${month}`).toBe(true);
        if (crop.opened) expect(plan.filter((c) => c.region === crop.region)).toHaveLength(1);
        if (crop.added) expect(crop.product).toBe('Asparagus');
        // Not "closed for the season" on the day its picking is good.
        const crops = plan.filter((c) => c.region === crop.region && c.listing === crop.listing);
        const hours = seasonHours(listing.openingHours, crops, month);
        const season = hours && /^([A-Z][a-z]{2})(?: \d+)?-([A-Z][a-z]{2})/.exec(hours);
        if (season) {
          const [from, to] = [MONTHS.indexOf(season[1]) + 1, MONTHS.indexOf(season[2]) + 1];
          expect(from <= to ? month >= from && month <= to : month >= from || month <= to, `${hours} in month ${month}`).toBe(true);
        }
      }
    }
  });

  it('shows picking at the u-picks near every demo town, whatever the month (issue 32)', async () => {
    // Good picking near Kingston, NY 12401, as /browse?location=12401 asks (the default radius).
    const res = await as(app)({ url: `/api/farms?location=12401&picking=good&limit=50` });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{ id: number; picking?: { condition: string } }>;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.picking?.condition).toMatch(/^(good|excellent)$/);
    for (const town of DEMO_REGIONS) {
      const near = await as(app)({ url: `/api/farms?near=${town.lat},${town.lng}&radius=50&unit=km&picking=good&limit=50` });
      expect(near.json().items.length, town.city).toBeGreaterThan(0);
    }

    // Every kind of word shows somewhere: a picked-over field (from visitors over the farmer's older word), a note, hours.
    const { rows } = await db.execute<{
      farm_id: number;
      condition: string;
      source: string;
      visitors: number;
      note: string | null;
      hours_from: string | null;
    }>(sql`
      SELECT f.id AS farm_id, p.condition, p.source, p.visitors, p.note, p.hours_from
        FROM farms f CROSS JOIN LATERAL fsf_picking_current(f.id, now()) p WHERE f.source = 'demo'`);
    expect(rows.some((r) => r.condition === 'picked-over')).toBe(true);
    expect(rows.find((r) => r.source === 'visitor')?.visitors).toBeGreaterThanOrEqual(2);
    const withHours = rows.find((r) => r.hours_from)!;
    const picking = (await as(app)({ url: `/api/farms/${withHours.farm_id}/picking` })).json();
    expect(picking.pickYourOwn).toBe(true);
    expect(picking.products).toContainEqual(
      expect.objectContaining({ source: 'farmer', hours: { from: '09:00', until: '15:00' }, note: expect.stringMatching(/\w{5}/) }),
    );
    // Only products the listing has in stock are told about, and each told listing has a farmer who said it.
    const told = await db.execute<{ available: boolean; owned: boolean }>(sql`
      SELECT DISTINCT fp.available, f.owner_id IS NOT NULL AS owned FROM picking_reports r
        JOIN farm_products fp ON fp.id = r.product_id JOIN farms f ON f.id = r.farm_id WHERE r.by = 'farmer'`);
    expect(told.rows).toEqual([{ available: true, owned: true }]);
  });

  it('gives the demo farmer an honor-box stand with a week of sales, one not received (issue 33)', async () => {
    const login = await as(app)({ method: 'POST', url: '/api/login', payload: { email: DEMO_ACCOUNTS.farmer.email, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const farmer = { id: '', email: DEMO_ACCOUNTS.farmer.email, cookie: sessionCookie(login) };
    const [stand] = (await db.execute<{ id: number }>(sql`SELECT id FROM farms WHERE source = 'demo' AND external_id = ${`0-${HONOR_BOX.listing}`}`)).rows;

    const today = (await as(app, farmer)({ url: `/api/farms/${stand.id}/sales?period=today` })).json();
    expect(today.totals.count).toBeGreaterThan(0);
    const week = (await as(app, farmer)({ url: `/api/farms/${stand.id}/sales?period=week` })).json();
    expect(week.totals.count).toBeGreaterThan(today.totals.count + 10);
    expect(week.totals.refuted).toBe(1);
    expect(week.sales.filter((s: { refuted: boolean }) => s.refuted)).toHaveLength(1);
    expect(week.byDay.filter((d: { count: number }) => d.count > 0).length).toBeGreaterThanOrEqual(6);
    expect(week.byMethod.map((m: { method: string }) => m.method)).toEqual(expect.arrayContaining(['cash', 'venmo', 'paypal', 'cash-app']));
    expect(week.byProduct.length).toBeGreaterThan(1);
    // Said paid mostly matches; one shopper was short.
    expect(week.totals.saidPaidCents).toBeLessThan(week.totals.priceTotalCents);
    expect(week.totals.priceTotalCents - week.totals.saidPaidCents).toBeLessThan(500);
    expect(week.summaryTime).toBe('18:30');
    // The morning count went down with today's sales and sold nothing out: every product still shows.
    for (const p of week.products) {
      expect(p.available, p.name).toBe(true);
      expect(p.quantityOnHand, p.name).toBeGreaterThan(0);
    }
    const audit = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'sale.refute'`);
    expect(audit.rows[0].n).toBe(1);

    // The sign's checkout: priced products in stock and the stand's pay handles, from the sign's token alone.
    const token = (await as(app, farmer)({ url: `/api/farms/${stand.id}/sign/info` })).json().url.split('/').at(-1);
    const page = (await as(app, null)({ url: `/api/farms/${stand.id}/stock/${token}` })).json();
    expect(page.farm.paymentMethods).toEqual(expect.arrayContaining(['cash', 'venmo', 'paypal', 'cash-app', 'snap-ebt']));
    expect(page.farm.payment).toMatchObject({ venmo: 'RedBarnRosa', paypal: 'RedBarnHomestead', cashApp: 'RedBarnRosa' });
    expect(page.farm.payment.how['snap-ebt']).toMatch(/EBT/);
    expect(page.products.length).toBe(HONOR_BOX.products.length);
    for (const p of page.products) expect(p).toMatchObject({ available: true, priceCents: expect.any(Number), unit: expect.any(String) });
  });

  it('finds stands taking SNAP, WIC, FMNP coupons and an incentive match near every demo town (decision 069)', async () => {
    for (const accepts of ['snap', 'wic', 'fmnp', 'incentive']) {
      const res = await as(app)({ url: `/api/farms?location=12401&accepts=${accepts}&limit=50` });
      expect(res.statusCode).toBe(200);
      const items = res.json().items as Array<{ id: number; accepts: string[] }>;
      expect(items.length, accepts).toBeGreaterThan(0);
      for (const item of items) expect(item.accepts).toContain(accepts);
      for (const town of DEMO_REGIONS) {
        const near = await as(app)({ url: `/api/farms?near=${town.lat},${town.lng}&radius=50&unit=km&accepts=${accepts}&limit=50` });
        expect(near.json().items.length, `${accepts} near ${town.city}`).toBeGreaterThan(0);
      }
    }
    // Each benefit says how it works there.
    const [market] = (
      await db.execute<{ id: number }>(sql`SELECT id FROM farms WHERE source = 'demo' AND 'incentive' = ANY(payment_methods) ORDER BY id LIMIT 1`)
    ).rows;
    const detail = (await as(app)({ url: `/api/farms/${market.id}` })).json();
    expect(detail.payment.incentiveProgram).toMatch(/Double Up|Market Match/);
    for (const how of Object.values(detail.payment.how)) expect(how).toMatch(/\w{4}/);
  });
});
