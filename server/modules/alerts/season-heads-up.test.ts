import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockChanges } from '../../db/schema/index.js';
import { createJobRunner } from '../../lib/jobs/index.js';
import { settleEvents } from '../../test/events.js';
import { as, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { PRODUCT_ALERT_JOB, productAlertJob } from './alerts.job.js';
import { sendSeasonHeadsUps } from './season-heads-up.js';
import { createAlert, listingAt, markAvailable, type ListedFarm } from './test-fixtures.js';

const { app, db } = await createTestApp();
const runner = createJobRunner({ db, handlers: { [PRODUCT_ALERT_JOB]: productAlertJob(db) } });
const drain = async () => {
  await settleEvents(db);
  await runner.drain();
};
const farmer = await registerUser(app, 'farmer');
const year = new Date().getUTCFullYear();
// The San Joaquin valley (America/Los_Angeles), far from every other test's listings.
const HERE = { lat: 36.33, lng: -119.29 };
const near = `${HERE.lat},${HERE.lng}`;
/** The job runs on a clock seasons ahead: alerts made now would have lapsed by then (six months), so they live on. */
const heedsAlerts = () => db.execute(sql`UPDATE product_alerts SET expires_at = '2100-01-01' WHERE expires_at > now()`);
const productAlerts = async (user: TestUser) =>
  (await as(app, user)({ url: '/api/notifications' })).json().items.filter((n: { type: string }) => n.type === 'product_alert');

/** Three past seasons of a product at a listing: Jun 10 – Jun 30, marked at noon in California. */
async function pastSeasons(farm: ListedFarm, name: string, seasons = 3) {
  const productId = farm.products.find((p) => p.name === name)!.id;
  const rows = Array.from({ length: seasons }, (_, i) => year - 1 - i).flatMap((y) => [
    { farmId: farm.id, productId, productName: name, available: true, changed: true, source: 'farmer' as const, createdAt: new Date(`${y}-06-10T19:00:00Z`) },
    { farmId: farm.id, productId, productName: name, available: true, changed: true, source: 'farmer' as const, createdAt: new Date(`${y}-06-20T19:00:00Z`) },
    { farmId: farm.id, productId, productName: name, available: false, changed: true, source: 'farmer' as const, createdAt: new Date(`${y}-06-30T19:00:00Z`) },
  ]);
  await db.insert(stockChanges).values(rows);
}

const a = await listingAt(app, farmer, 'Valley Berry Farm', HERE, ['Strawberries', 'Blueberries']);
const b = await listingAt(app, farmer, 'Kings River Stand', { lat: HERE.lat + 0.05, lng: HERE.lng }, ['Strawberries']);
await pastSeasons(a, 'Strawberries');
await pastSeasons(b, 'Strawberries');
await pastSeasons(a, 'Blueberries'); // one stand only: too little history for the area

describe('the heads-up a week before a crop usually starts', () => {
  it('fires once, on the day a week before the usual start in the owner’s zone, never the day before, never twice a season', async () => {
    const fan = await registerUser(app);
    const unverified = await registerUser(app);
    const plain = await registerUser(app);
    const berryFan = await registerUser(app);
    const alert = await createAlert(app, fan, { product: 'strawberries', near, place: 'Home', radius: 10, headsUp: true });
    expect(alert.statusCode, alert.body).toBe(201);
    expect(alert.json().headsUp).toBe(true);
    await createAlert(app, unverified, { product: 'strawberries', near, place: 'Home', radius: 10, headsUp: true });
    const p = await createAlert(app, plain, { product: 'strawberries', near, radius: 10 });
    expect(p.json().headsUp).toBe(false);
    await createAlert(app, berryFan, { product: 'blueberries', near, radius: 10, headsUp: true });
    // An address changed since, not verified again: told in the app, never by mail.
    await db.execute(sql`UPDATE users SET email_verified_at = NULL WHERE id = ${unverified.id}`);
    await heedsAlerts();

    // Usually from Jun 10: the heads-up is for Jun 3 in Los Angeles.
    const season = year + 1;
    expect(await sendSeasonHeadsUps(db, new Date(`${season}-06-02T23:00:00Z`))).toBe(0); // Jun 2, 16:00 there
    expect(await sendSeasonHeadsUps(db, new Date(`${season}-06-03T03:00:00Z`))).toBe(0); // Jun 3 in UTC, still Jun 2 there
    expect(await productAlerts(fan)).toEqual([]);

    expect(await sendSeasonHeadsUps(db, new Date(`${season}-06-03T23:00:00Z`))).toBe(2); // Jun 3, 16:00 there
    const [told] = await productAlerts(fan);
    expect(told.title).toBe('Coming up in about a week: “strawberries” near Home');
    expect(told.body).toMatch(/^Around Home, “strawberries” is usually available from about Jun 10 \(2 stands within 10 mi/);
    // The same path as every alert: in-app for both, mail only to the verified address.
    expect(await productAlerts(unverified)).toHaveLength(1);
    const mails = async (email: string) =>
      (
        await db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'email.send' AND payload->>'template' = 'notification' AND payload->>'to' = ${email}`,
        )
      ).rows[0].n;
    expect(await mails(fan.email)).toBe(1);
    expect(await mails(unverified.email)).toBe(0);
    for (const u of [plain, berryFan]) expect(await productAlerts(u)).toEqual([]);

    // Hourly reruns, the next day, a day before the next usual start of the same season: nothing more.
    for (const at of [`${season}-06-03T23:30:00Z`, `${season}-06-04T07:30:00Z`, `${season}-06-04T23:00:00Z`])
      expect(await sendSeasonHeadsUps(db, new Date(at))).toBe(0);
    expect(await productAlerts(fan)).toHaveLength(1);
    const notices = await db.execute<{ season: number; kind: string; told: boolean }>(
      sql`SELECT season, kind, notification_id IS NOT NULL AS told FROM product_alert_season_notices WHERE alert_id = ${alert.json().id}`,
    );
    expect(notices.rows).toEqual([{ season, kind: 'heads-up', told: true }]);

    // The next season: again.
    expect(await sendSeasonHeadsUps(db, new Date(`${season + 1}-06-03T20:00:00Z`))).toBe(2);
    expect(await productAlerts(fan)).toHaveLength(2);
  });

  it('says it in Spanish to a Spanish speaker; an expired alert says nothing', async () => {
    const es = await registerUser(app);
    await db.execute(sql`UPDATE users SET language = 'es' WHERE id = ${es.id}`);
    await createAlert(app, es, { product: 'strawberries', near, place: 'Casa', radius: 10, headsUp: true });
    const lapsed = await registerUser(app);
    const old = (await createAlert(app, lapsed, { product: 'strawberries', near, radius: 10, headsUp: true })).json();
    await heedsAlerts();
    await db.execute(sql`UPDATE product_alerts SET expires_at = now() - interval '1 day' WHERE id = ${old.id}`);
    await sendSeasonHeadsUps(db, new Date(`${year + 3}-06-03T20:00:00Z`));
    expect(await productAlerts(lapsed)).toEqual([]);
    const [told] = await productAlerts(es);
    expect(told.title).toBe('En una semana, más o menos: “strawberries” cerca de Casa');
    expect(told.body).toContain('10 jun');
  });

  it.each([
    ['as text', 'yes'],
    ['as a number', 1],
    ['null', null],
  ])('headsUp %s is a 400', async (_name, headsUp) => {
    const res = await createAlert(app, await registerUser(app), { product: 'strawberries', near, radius: 10, headsUp });
    expect(res.statusCode, res.body).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('lists the option back', async () => {
    const me = await registerUser(app);
    await createAlert(app, me, { product: 'strawberries', near, radius: 10, headsUp: true });
    await createAlert(app, me, { product: 'peaches', near, radius: 10 });
    const { items } = (await as(app, me)({ url: '/api/alerts' })).json();
    expect(items.map((i: { product: string; headsUp: boolean }) => [i.product, i.headsUp])).toEqual([
      ['peaches', false],
      ['strawberries', true],
    ]);
  });
});

describe('the first availability of the season', () => {
  it('says so once a season, in the alert’s usual message, for heads-up alerts only', async () => {
    const fan = await registerUser(app);
    const plain = await registerUser(app);
    const alert = (await createAlert(app, fan, { product: 'strawberries', near, radius: 10, headsUp: true })).json();
    await createAlert(app, plain, { product: 'strawberries', near, radius: 10 });

    await markAvailable(app, farmer, a, 'Strawberries');
    await drain();
    expect((await productAlerts(fan)).map((n: { title: string }) => n.title)).toEqual(['First of the season: Strawberries at Valley Berry Farm']);
    expect((await productAlerts(plain)).map((n: { title: string }) => n.title)).toEqual(['Strawberries at Valley Berry Farm']);

    // Another stand the same day: told as any alert is, not "first" again.
    await markAvailable(app, farmer, b, 'Strawberries');
    await drain();
    expect((await productAlerts(fan)).map((n: { title: string }) => n.title)).toEqual([
      'Strawberries at Kings River Stand',
      'First of the season: Strawberries at Valley Berry Farm',
    ]);
    const notices = await db.execute<{ kind: string; told: boolean }>(
      sql`SELECT kind, notification_id IS NOT NULL AS told FROM product_alert_season_notices WHERE alert_id = ${alert.id}`,
    );
    expect(notices.rows).toEqual([{ kind: 'first-available', told: true }]);
  });
});

describe('a crop whose season crosses New Year (decision 078)', async () => {
  // Thirty miles south of the strawberries: Winter squash, usually Sep 10 – Mar 15 at two stands.
  const WINTER = { lat: 35.9, lng: -119.29 };
  const c = await listingAt(app, farmer, 'Tulare Squash Farm', WINTER, ['Winter squash']);
  const d = await listingAt(app, farmer, 'Tule River Stand', { lat: WINTER.lat + 0.05, lng: WINTER.lng }, ['Winter squash']);
  for (const farm of [c, d]) {
    const productId = farm.products[0].id;
    const rows = [year - 2, year - 3].flatMap((y) => {
      const marks = [];
      for (let t = Date.parse(`${y}-09-10T19:00:00Z`); t < Date.parse(`${y + 1}-03-15T19:00:00Z`); t += 14 * 86_400_000)
        marks.push({
          farmId: farm.id,
          productId,
          productName: 'Winter squash',
          available: true,
          changed: true,
          source: 'farmer' as const,
          createdAt: new Date(t),
        });
      return [
        ...marks,
        {
          farmId: farm.id,
          productId,
          productName: 'Winter squash',
          available: false,
          changed: true,
          source: 'farmer' as const,
          createdAt: new Date(`${y + 1}-03-15T19:00:00Z`),
        },
      ];
    });
    await db.insert(stockChanges).values(rows);
  }
  /** The alerts job on a clock of the listing's days (deliveries stay one a day per listing by the database's date). */
  const drainAt = async (at: string) => {
    await settleEvents(db);
    await createJobRunner({ db, handlers: { [PRODUCT_ALERT_JOB]: productAlertJob(db, () => new Date(at)) } }).drain();
  };

  it('January’s first availability belongs to the season that started in September: the next heads-up still comes', async () => {
    const fan = await registerUser(app);
    const alert = (await createAlert(app, fan, { product: 'winter squash', near: `${WINTER.lat},${WINTER.lng}`, radius: 10, headsUp: true })).json();
    await heedsAlerts();
    const titles = async () => (await productAlerts(fan)).map((n: { title: string }) => n.title);

    // Jan 20 next year: the first of the season that started last September.
    await markAvailable(app, farmer, c, 'Winter squash');
    await drainAt(`${year + 1}-01-20T20:00:00Z`);
    expect(await titles()).toEqual(['First of the season: Winter squash at Tulare Squash Farm']);
    // Feb 10: the same season, not "first" again.
    await markAvailable(app, farmer, d, 'Winter squash');
    await drainAt(`${year + 1}-02-10T20:00:00Z`);
    expect(await titles()).toEqual(['Winter squash at Tule River Stand', 'First of the season: Winter squash at Tulare Squash Farm']);

    // Sep 3, a week before the next season usually starts: the heads-up of that season.
    expect(await sendSeasonHeadsUps(db, new Date(`${year + 1}-09-02T20:00:00Z`))).toBe(0);
    expect(await sendSeasonHeadsUps(db, new Date(`${year + 1}-09-03T20:00:00Z`))).toBe(1);
    expect((await titles())[0]).toBe('Coming up in about a week: “winter squash” near the place you chose');
    const notices = await db.execute<{ season: number; kind: string }>(
      sql`SELECT season, kind FROM product_alert_season_notices WHERE alert_id = ${alert.id} ORDER BY season`,
    );
    expect(notices.rows).toEqual([
      { season: year, kind: 'first-available' },
      { season: year + 1, kind: 'heads-up' },
    ]);
  });
});
