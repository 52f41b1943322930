import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createJobRunner } from '../../lib/jobs/index.js';
import { settleEvents } from '../../test/events.js';
import { as, createTestApp, registerUser, weighingVisitor, type TestUser } from '../../test/helpers.js';
import { PRODUCT_ALERT_JOB, productAlertJob } from './alerts.job.js';
import { createListing } from '../farms/test-fixtures.js';
import { createAlert, listingAt, markAvailable } from './test-fixtures.js';

const { app, db } = await createTestApp();
const runner = createJobRunner({ db, handlers: { [PRODUCT_ALERT_JOB]: productAlertJob(db) } });
/** The change's event queues the alert check (decision 058), which the runner then works. */
const drain = async () => {
  await settleEvents(db);
  await runner.drain();
};
const register = (t: 'farmer' | 'consumer' = 'consumer') => registerUser(app, t);
// Far from every other test's listings (central Nevada): only this file's listings are near these alerts.
const HERE = { lat: 39.52, lng: -116.91 };
const near = (dLat = 0, dLng = 0) => `${(HERE.lat + dLat).toFixed(5)},${(HERE.lng + dLng).toFixed(5)}`;
const alertsOf = async (user: TestUser) => (await as(app, user)({ url: '/api/alerts' })).json();
const productAlerts = async (user: TestUser) =>
  (await as(app, user)({ url: '/api/notifications' })).json().items.filter((n: { type: string }) => n.type === 'product_alert');

describe('managing alerts', () => {
  it('signed out: 401 on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/alerts'],
      ['POST', '/api/alerts'],
      ['POST', '/api/alerts/1/renew'],
      ['DELETE', '/api/alerts/1'],
    ] as const) {
      expect((await as(app, null)({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(401);
    }
  });

  it('creates from a position or a ZIP/city, lists newest first, renews and deletes; another user sees none of it', async () => {
    const [me, other] = [await register(), await register()];
    const a = await createAlert(app, me, { product: 'Strawberries', near: near(), place: 'Home', radius: 10, unit: 'mi' });
    expect(a.statusCode, a.body).toBe(201);
    const b = await createAlert(app, me, { product: 'sweet corn', location: '59801', radius: 25, unit: 'km' });
    expect(b.json()).toMatchObject({ product: 'sweet corn', radius: 25, unit: 'km', expired: false, place: { label: expect.stringContaining('Missoula') } });
    expect(a.json()).toMatchObject({ product: 'Strawberries', place: { label: 'Home', lat: HERE.lat, lng: HERE.lng }, radius: 10, unit: 'mi' });
    const months = (Date.parse(a.json().expiresAt) - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(5.8);
    expect(months).toBeLessThan(6.2);
    expect(a.json()).not.toHaveProperty('query');
    expect(a.json()).not.toHaveProperty('unsubscribeToken');
    expect((await alertsOf(me)).items.map((x: { id: number }) => x.id)).toEqual([b.json().id, a.json().id]);
    expect(await alertsOf(other)).toEqual({ items: [], limit: 20 });

    // Somebody else's alert does not exist for them.
    expect((await as(app, other)({ method: 'DELETE', url: `/api/alerts/${a.json().id}` })).statusCode).toBe(404);
    expect((await as(app, other)({ method: 'POST', url: `/api/alerts/${a.json().id}/renew` })).statusCode).toBe(404);

    // An alert past its six months says so, and one tap gives it six more.
    await db.execute(sql`UPDATE product_alerts SET expires_at = now() - interval '1 day' WHERE id = ${a.json().id}`);
    expect((await alertsOf(me)).items.find((x: { id: number }) => x.id === a.json().id).expired).toBe(true);
    const renewed = await as(app, me)({ method: 'POST', url: `/api/alerts/${a.json().id}/renew` });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().expired).toBe(false);
    expect(Date.parse(renewed.json().expiresAt)).toBeGreaterThan(Date.now() + 150 * 86_400_000);

    expect((await as(app, me)({ method: 'DELETE', url: `/api/alerts/${a.json().id}` })).statusCode).toBe(204);
    expect((await as(app, me)({ method: 'DELETE', url: `/api/alerts/${a.json().id}` })).statusCode).toBe(404);
    expect((await alertsOf(me)).items.map((x: { id: number }) => x.id)).toEqual([b.json().id]);
  });

  it.each([
    ['no body', undefined],
    ['empty', {}],
    ['no product', { near: near(), radius: 10 }],
    ['one letter', { product: 'a', near: near(), radius: 10 }],
    ['only a stop word', { product: 'the', near: near(), radius: 10 }],
    ['too long', { product: 'x'.repeat(61), near: near(), radius: 10 }],
    ['no place', { product: 'eggs', radius: 10 }],
    ['two places', { product: 'eggs', near: near(), location: '59801', radius: 10 }],
    ['bad position', { product: 'eggs', near: '91,0', radius: 10 }],
    ['malformed position', { product: 'eggs', near: 'here', radius: 10 }],
    ['unknown place', { product: 'eggs', location: 'Atlantis, ZZ', radius: 10 }],
    ['zero radius', { product: 'eggs', near: near(), radius: 0 }],
    ['radius too big', { product: 'eggs', near: near(), radius: 101 }],
    ['radius as text', { product: 'eggs', near: near(), radius: 'ten' }],
    ['unknown unit', { product: 'eggs', near: near(), radius: 10, unit: 'ft' }],
    ['unknown field', { product: 'eggs', near: near(), radius: 10, admin: true }],
  ])('bad input (%s) is a 400 with a message', async (_name, payload) => {
    const res = await createAlert(app, await register(), payload as object);
    expect(res.statusCode, res.body).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('ids that cannot be alerts are 404s, never 500s', async () => {
    const me = await register();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect((await as(app, me)({ method: 'DELETE', url: `/api/alerts/${id}` })).statusCode, id).toBe(404);
    }
  });

  it('at most 20 per user: the 21st is refused with what to do', async () => {
    const me = await register();
    for (let i = 0; i < 20; i++) expect((await createAlert(app, me, { product: `eggs ${i}`, near: near(), radius: 5 })).statusCode).toBe(201);
    const refused = await createAlert(app, me, { product: 'honey', near: near(), radius: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/20 alerts.*Delete one/);
  });

  it('rate limit: many changes in an hour get a 429 with Retry-After', async () => {
    const me = await register();
    for (let i = 0; i < 30; i++) expect((await as(app, me)({ method: 'DELETE', url: '/api/alerts/987654321' })).statusCode).toBe(404);
    const limited = await createAlert(app, me, { product: 'honey', near: near(), radius: 5 });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('an alert fires', () => {
  it('when a listing in its radius marks a matching product available: once a day, never to the farmer who did it', async () => {
    const farmer = await register('farmer');
    const farm = await listingAt(app, farmer, 'Ruby Ridge Farm', HERE, ['Strawberries', 'Sweet corn']);
    const [fan, faraway, cornFan, lapsed] = [await register(), await register(), await register(), await register()];
    // "strawbery": the same typo-tolerant match as available= (the listing's vocabulary knows "strawberries").
    const alert = (await createAlert(app, fan, { product: 'strawbery', near: near(0.05), place: 'Home', radius: 10 })).json();
    await createAlert(app, faraway, { product: 'strawberries', near: near(0.5), radius: 10 }); // ~35 mi away
    await createAlert(app, cornFan, { product: 'corn', near: near(), radius: 10 });
    const old = (await createAlert(app, lapsed, { product: 'strawberries', near: near(), radius: 10 })).json();
    await db.execute(sql`UPDATE product_alerts SET expires_at = now() - interval '1 minute' WHERE id = ${old.id}`);
    await createAlert(app, farmer, { product: 'strawberries', near: near(), radius: 10 });

    expect((await markAvailable(app, farmer, farm, 'Strawberries')).statusCode).toBe(200);
    expect(await productAlerts(fan)).toEqual([]); // queued, not yet told: the request did not do the work
    await drain();

    const [told] = await productAlerts(fan);
    expect(told).toMatchObject({ title: 'Strawberries at Ruby Ridge Farm', url: `/farm/${farm.id}` });
    expect(told.body).toMatch(/^Ruby Ridge Farm just marked Strawberries as available, 3\.\d mi from Home\. (Open now|Closed now)/);
    for (const u of [faraway, cornFan, lapsed, farmer]) expect(await productAlerts(u)).toEqual([]);

    // The email carries a one-click unsubscribe for this alert only (RFC 8058).
    const { rows } = await db.execute<{ payload: { subject: string; headers: Record<string, string> } }>(
      sql`SELECT payload FROM jobs WHERE kind = 'email.send' AND payload->>'template' = 'notification' AND payload->>'to' = ${fan.email}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].payload.subject).toBe('Product alerts: “Strawberries at Ruby Ridge Farm”');
    expect(rows[0].payload.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:5000\/api\/alerts\/unsubscribe\?token=[\w-]{32}>$/);
    expect(rows[0].payload.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Off and on again the same day: no second notification for this alert and listing.
    await markAvailable(app, farmer, farm, 'Strawberries', false);
    await markAvailable(app, farmer, farm, 'Strawberries');
    await drain();
    expect(await productAlerts(fan)).toHaveLength(1);
    const deliveries = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_alert_deliveries WHERE alert_id = ${alert.id}`);
    expect(deliveries.rows[0].n).toBe(1);
  });

  it('from the editor and from a bulk message that marks products, not when the listing is a draft', async () => {
    const farmer = await register('farmer');
    const farm = await listingAt(app, farmer, 'Cedar Creek Stand', { lat: HERE.lat + 1, lng: HERE.lng }, ['Peaches', 'Honey', 'Eggs']);
    const fan = await register();
    for (const product of ['peaches', 'honey', 'eggs']) await createAlert(app, fan, { product, near: near(1), radius: 5 });

    const detail = (await as(app, farmer)({ url: `/api/farms/${farm.id}` })).json();
    const products = detail.products.map((p: { id: string; name: string; category: string }) => ({
      id: p.id,
      name: p.name,
      category: p.category,
      available: p.name === 'Peaches',
    }));
    expect((await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { products } })).statusCode).toBe(200);
    await drain();
    expect((await productAlerts(fan)).map((n: { title: string }) => n.title)).toEqual(['Peaches at Cedar Creek Stand']);

    const honey = detail.products.find((p: { name: string }) => p.name === 'Honey').id;
    const bulk = await as(app, farmer)({ method: 'POST', url: `/api/farms/${farm.id}/bulk-messages`, payload: { body: 'Honey is in', productIds: [honey] } });
    expect(bulk.statusCode).toBe(202);
    await drain();
    expect((await productAlerts(fan)).map((n: { title: string }) => n.title)).toEqual(['Honey at Cedar Creek Stand', 'Peaches at Cedar Creek Stand']);

    await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { status: 'draft' } });
    await markAvailable(app, farmer, farm, 'Eggs');
    await drain();
    expect(await productAlerts(fan)).toHaveLength(2);
  });

  it('the email link asks first, then the one-click POST deletes that alert only', async () => {
    const me = await register();
    const keep = (await createAlert(app, me, { product: 'plums', near: near(), radius: 5 })).json();
    const drop = (await createAlert(app, me, { product: 'apricots', near: near(), radius: 5 })).json();
    const { rows } = await db.execute<{ unsubscribe_token: string }>(sql`SELECT unsubscribe_token FROM product_alerts WHERE id = ${drop.id}`);
    const url = `/api/alerts/unsubscribe?token=${rows[0].unsubscribe_token}`;

    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop the alert for apricots?');
    expect((await alertsOf(me)).items).toHaveLength(2); // opening the link (a mail scanner) changes nothing

    const oneClick = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('No more alerts about apricots');
    expect((await alertsOf(me)).items.map((a: { id: number }) => a.id)).toEqual([keep.id]);
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/alerts/unsubscribe?token=nope' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/alerts/unsubscribe' })).statusCode).toBe(400);
  });

  it('the email link’s pages speak the alert owner’s saved language, else the reader’s', async () => {
    const post = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' } as const;
    const linkOf = async (user: TestUser, product: string) => {
      const alert = (await createAlert(app, user, { product, near: near(), radius: 5 })).json();
      const { rows } = await db.execute<{ unsubscribe_token: string }>(sql`SELECT unsubscribe_token FROM product_alerts WHERE id = ${alert.id}`);
      return `/api/alerts/unsubscribe?token=${rows[0].unsubscribe_token}`;
    };
    const rosa = await register();
    await db.update(users).set({ language: 'es' }).where(eq(users.id, rosa.id));
    const url = await linkOf(rosa, 'duraznos');
    const ask = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('<html lang="es">');
    expect(ask.body).toContain('¿Detener la alerta de duraznos?');
    expect(ask.body).toContain('Ya no te avisaremos cuando un puesto cerca de ti tenga duraznos.');
    expect(ask.body).toContain('>Eliminar esta alerta</button>');
    expect(ask.body).toContain('Elige cada notificación en la configuración de tu cuenta');
    const done = await app.inject({ ...post, url, headers: { ...post.headers, 'accept-language': 'en-US' } });
    expect(done.body).toContain('<html lang="es">');
    expect(done.body).toContain('Alerta eliminada');
    expect(done.body).toContain('Ya no recibirás alertas sobre duraznos.');
    // Gone: nobody to ask, so the reader's language.
    const gone = await app.inject({ ...post, url, headers: { ...post.headers, 'accept-language': 'es' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<html lang="es">');
    expect(gone.body).toContain('Esta alerta ya no existe');
    const goneEn = await app.inject({ ...post, url });
    expect(goneEn.body).toContain('<html lang="en">');
    expect(goneEn.body).toContain('This alert is already gone');

    // No saved language: English unless the reader's browser asks for Spanish.
    const sam = await register();
    const samUrl = await linkOf(sam, 'peaches');
    const english = await app.inject({ method: 'GET', url: samUrl });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Stop the alert for peaches?');
    expect(english.body).toContain('You will no longer hear when a stand near you has peaches. Your other alerts stay as they are.');
    expect(english.body).toContain('>Delete this alert</button>');
    expect(english.body).toContain('Choose every notification in your account settings');
    const spanish = await app.inject({ method: 'GET', url: samUrl, headers: { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' } });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('¿Detener la alerta de peaches?');
  });
});

describe('a good-picking alert (issue 32 point 1, decision 067)', () => {
  const FIELD = { lat: HERE.lat + 2, lng: HERE.lng };
  const say = (u: TestUser, farmId: number, payload: object) => as(app, u)({ method: 'POST', url: `/api/farms/${farmId}/picking`, payload });

  it('is stored, fires when a matching crop’s picking becomes good (farmer or counted visitor), not when merely available', async () => {
    const farmer = await register('farmer');
    const field = (await createListing(app, farmer, {
      name: 'Sunny U-Pick',
      kind: 'u-pick',
      lat: FIELD.lat,
      lng: FIELD.lng,
      openingHours: '24/7',
      products: [
        { name: 'Raspberries', category: 'produce', available: false },
        { name: 'Cherries', category: 'produce', available: false },
      ],
    })) as { id: number; products: Array<{ id: string; name: string }> };
    const [picker, plain] = [await register(), await register()];
    const made = await createAlert(app, picker, { product: 'raspberries', near: `${FIELD.lat},${FIELD.lng}`, radius: 5, wants: 'good-picking' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().wants).toBe('good-picking');
    expect((await alertsOf(picker)).items[0].wants).toBe('good-picking');
    await createAlert(app, plain, { product: 'raspberries', near: `${FIELD.lat},${FIELD.lng}`, radius: 5 });
    expect((await createAlert(app, picker, { product: 'cherries', near: `${FIELD.lat},${FIELD.lng}`, radius: 5, wants: 'ripe' })).statusCode).toBe(400);

    // Merely available: the plain alert fires, the good-picking one does not.
    await markAvailable(app, farmer, field as never, 'Raspberries');
    await drain();
    expect(await productAlerts(plain)).toHaveLength(1);
    expect(await productAlerts(picker)).toEqual([]);

    // Fair picking: still nothing.
    const raspberries = field.products.find((p) => p.name === 'Raspberries')!.id;
    expect((await say(farmer, field.id, { productId: raspberries, condition: 'fair' })).statusCode).toBe(200);
    await drain();
    expect(await productAlerts(picker)).toEqual([]);

    // A new account's word moves nothing (decision 033); a weighing visitor at the field saying "good" tells the alert.
    const newcomer = await register();
    await say(newcomer, field.id, { productId: raspberries, condition: 'excellent', ...FIELD });
    await drain();
    expect(await productAlerts(picker)).toEqual([]);
    const visitor = await weighingVisitor(app);
    expect((await say(visitor, field.id, { productId: raspberries, condition: 'good', ...FIELD })).statusCode).toBe(200);
    await drain();
    // The farmer's word of the same day still holds (fair): the visitor's counts from the next day, so nothing yet.
    expect(await productAlerts(picker)).toEqual([]);

    // The farmer says "excellent": told once, in its own words; the plain alert is not told again.
    expect((await say(farmer, field.id, { productId: raspberries, condition: 'excellent' })).statusCode).toBe(200);
    await drain();
    const told = await productAlerts(picker);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Good picking: Raspberries at Sunny U-Pick', url: `/farm/${field.id}` });
    expect(told[0].body).toMatch(/^The picking of Raspberries is good at Sunny U-Pick today/);
    expect(await productAlerts(plain)).toHaveLength(1);
    // A counted visitor's word, where the farmer said nothing today, fires too.
    const cherryFan = await register();
    await createAlert(app, cherryFan, { product: 'cherries', near: `${FIELD.lat},${FIELD.lng}`, radius: 5, wants: 'good-picking' });
    const cherries = field.products.find((p) => p.name === 'Cherries')!.id;
    expect((await say(visitor, field.id, { productId: cherries, condition: 'excellent', ...FIELD })).statusCode).toBe(200);
    await drain();
    expect((await productAlerts(cherryFan)).map((n: { title: string }) => n.title)).toEqual(['Good picking: Cherries at Sunny U-Pick']);

    // Said again the same day: no second message.
    await say(farmer, field.id, { productId: raspberries, condition: 'good' });
    await drain();
    expect(await productAlerts(picker)).toHaveLength(1);
  });
});
