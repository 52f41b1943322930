import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { createListing } from '../farms/test-fixtures.js';
import { dashboardService } from './dashboard.service.js';

const { app, db } = await createTestApp();
let farmer: TestUser, rival: TestUser, fan: TestUser;
let stand: { id: number }, bare: { id: number };

beforeAll(async () => {
  [farmer, rival, fan] = await Promise.all([registerUser(app, 'farmer'), registerUser(app, 'farmer'), registerUser(app, 'consumer')]);
  stand = await createListing(app, farmer, { name: 'Charted Stand' });
  bare = await createListing(
    app,
    farmer,
    { name: 'Bare Stand', openingHours: null, products: [{ name: 'Kale', category: 'produce', available: false }] },
    false,
  );
  // Three views yesterday and one today, a follower and two reviews.
  await db.execute(sql`INSERT INTO page_views (path, created_at) VALUES
    (${`/farm/${stand.id}`}, now() - interval '1 day'), (${`/farm/${stand.id}`}, now() - interval '1 day'), (${`/farm/${stand.id}`}, now() - interval '1 day'),
    (${`/farm/${stand.id}`}, now()), ('/farm/999999999', now())`);
  await as(app, fan)({ method: 'POST', url: '/api/favorites', payload: { farmId: stand.id } });
  await as(app, fan)({ method: 'POST', url: `/api/farms/${stand.id}/reviews`, payload: { rating: 4, body: 'Good corn' } });
  await as(app, rival)({ method: 'POST', url: `/api/farms/${stand.id}/reviews`, payload: { rating: 5, body: 'Great corn' } });
  // Two questions from a customer, and the farmer's answer (which is not "received").
  for (const body of ['Is the corn picked today?', 'Do you take cards?'])
    await as(app, fan)({ method: 'POST', url: `/api/messages/${farmer.id}`, payload: { body } });
  await as(app, farmer)({ method: 'POST', url: `/api/messages/${fan.id}`, payload: { body: 'Yes, and yes!' } });
});

const stats = (u: TestUser | null, q = '') => as(app, u)({ method: 'GET', url: `/api/dashboard/farmer-stats${q}` });

describe('farmer dashboard', () => {
  it('charts views, followers, messages and rating per day from recorded events', async () => {
    const res = await stats(farmer, '?days=7');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const byKey = Object.fromEntries(body.series.map((s: { key: string }) => [s.key, s]));
    expect(Object.keys(byKey)).toEqual(['views', 'favorites', 'messages', 'rating']);
    expect(byKey.messages.points.at(-1).value).toBe(2);
    expect(byKey.messages.summary).toBe(2);
    expect(byKey.views.points).toHaveLength(7);
    expect(byKey.views.points.slice(-2).map((p: { value: number }) => p.value)).toEqual([3, 1]);
    expect(byKey.views.summary).toBe(4);
    expect(byKey.favorites.summary).toBe(1);
    expect(byKey.rating.points[0].value).toBeNull();
    expect(byKey.rating.summary).toBe(4.5);
  });

  it('counts days in the listing’s zone: at 9 pm on a Saturday in New York the chart ends on that Saturday (issue 34)', async () => {
    const nyFarmer = await registerUser(app, 'farmer');
    const ny = (await createListing(app, nyFarmer, { name: 'Hudson Stand', lat: 41.93, lng: -74.0 })) as { id: number; timeZone: string };
    expect(ny.timeZone).toBe('America/New_York');
    // Saturday 28 November 2026, 8:30 pm and 9 pm in New York: Sunday 01:30 and 02:00 in UTC. And Friday noon.
    await db.execute(sql`INSERT INTO page_views (path, created_at) VALUES (${`/farm/${ny.id}`}, '2026-11-29T01:30:00Z'),
      (${`/farm/${ny.id}`}, '2026-11-29T02:00:00Z'), (${`/farm/${ny.id}`}, '2026-11-27T17:00:00Z')`);
    const actor = { id: nyFarmer.id, role: 'farmer' as const, adminPowers: false, email: nyFarmer.email };
    const body = await dashboardService(db).farmerStats(actor as never, { days: 7 }, new Date('2026-11-29T02:00:30Z'));
    const views = body.series.find((s) => s.key === 'views')!;
    expect(views.points.map((p) => p.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(views.points.slice(-2).map((p) => p.value)).toEqual([1, 2]);
  });

  it('reports each listing’s health', async () => {
    const { listings } = (await stats(farmer)).json();
    const bareHealth = listings.find((l: { farmId: number }) => l.farmId === bare.id);
    expect(bareHealth.issues.map((i: { code: string }) => i.code)).toEqual(['unpublished', 'no-hours', 'nothing-available', 'no-photos']);
    expect(listings.find((l: { farmId: number }) => l.farmId === stand.id).issues.map((i: { code: string }) => i.code)).toEqual(['no-photos']);
  });

  it('tells the farmer of visitors’ open reports, where shoppers see them until they are settled', async () => {
    const reported = await as(app, fan)({ method: 'POST', url: `/api/farms/${stand.id}/reports`, payload: { kind: 'closed-for-good' } });
    expect(reported.statusCode).toBe(201);
    const health = (await stats(farmer)).json().listings.find((l: { farmId: number }) => l.farmId === stand.id);
    expect(health.issues.map((i: { code: string }) => i.code)).toEqual(['open-reports', 'no-photos']);
    expect(health.issues[0].message).toBe('A visitor reported a problem with this listing: answer it on the listing’s page, where shoppers see it.');
    // Another farmer's listing is not theirs to hear about.
    expect((await stats(rival)).json().listings).toEqual([]);
  });

  it('names the charts and says the hints in the reader’s language (Accept-Language)', async () => {
    const en = (await stats(farmer)).json();
    expect(en.series.map((s: { label: string }) => s.label)).toEqual(['Page views', 'New followers', 'Messages received', 'Average rating']);
    const es = (await as(app, farmer)({ method: 'GET', url: '/api/dashboard/farmer-stats', headers: { 'accept-language': 'es-MX,es;q=0.9' } })).json();
    expect(es.series.map((s: { label: string }) => s.label)).toEqual(['Páginas vistas', 'Nuevos seguidores', 'Mensajes recibidos', 'Calificación promedio']);
    const hints = (body: typeof es) => body.listings.find((l: { farmId: number }) => l.farmId === bare.id).issues.map((i: { message: string }) => i.message);
    expect(hints(en)[0]).toBe('Draft: shoppers cannot see it yet.');
    expect(hints(es)).toEqual([
      'Borrador: los compradores todavía no la ven.',
      'Sin horario: los compradores ven “Horario no disponible” y los viajes no pueden contar contigo.',
      'Hoy no hay nada marcado como disponible.',
      'Todavía no hay fotos: las fichas con foto reciben más visitas.',
    ]);
  });

  it('shows a farmer only their own listings', async () => {
    expect((await stats(rival)).json().series[0].summary).toBe(0);
    expect((await stats(rival, `?farmId=${stand.id}`)).statusCode).toBe(404);
    expect((await stats(farmer, `?farmId=${stand.id}`)).statusCode).toBe(200);
    expect((await stats(fan)).statusCode).toBe(403);
    expect((await stats(null)).statusCode).toBe(401);
    expect((await stats(farmer, '?days=2')).statusCode).toBe(400);
  });

  it('lists recently updated favorites for a shopper', async () => {
    const res = await as(app, fan)({ method: 'GET', url: '/api/dashboard/favorite-updates' });
    expect(res.json().items.map((f: { id: number }) => f.id)).toEqual([stand.id]);
  });
});
