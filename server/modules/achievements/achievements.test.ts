import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userAchievements, visits } from '../../db/schema/index.js';
import { as, createTestApp, registerUser } from '../../test/helpers.js';
import { seedListings } from '../farms/test-fixtures.js';
import { localize } from '../../lib/i18n.js';
import { BADGE_NEWS, evaluateAchievements, listAchievements } from './achievements.service.js';
import { ACHIEVEMENTS, type AchievementEvent } from './definitions.js';

const { app, db } = await createTestApp();
let ids: number[];
let southId: number;

beforeAll(async () => {
  ids = await seedListings(
    db,
    Array.from({ length: 12 }, (_, i) => ({ name: `Badge Stand ${i}`, lat: 41.9 + i * 0.01, lng: -74 })),
  );
  [southId] = await seedListings(db, [{ name: 'Southern Stand', lat: -33.9, lng: 18.4 }]);
});

const codesOf = (rows: Array<{ code: string }>) => rows.map((r) => r.code).sort();
const earnedCodes = async (userId: string) => codesOf(await db.select().from(userAchievements).where(eq(userAchievements.userId, userId)));

describe('achievements', () => {
  it('tells every badge in English exactly as it is defined, and in Spanish', () => {
    for (const def of ACHIEVEMENTS) {
      const words = BADGE_NEWS[def.code];
      expect(words && [localize(words.title, 'en'), localize(words.description, 'en')], def.code).toEqual([def.title, def.description]);
      // Said in Spanish: neither the English nor the bare key.
      expect([def.title, words.title], def.code).not.toContain(localize(words.title, 'es'));
      expect([def.description, words.description], def.code).not.toContain(localize(words.description, 'es'));
    }
  });

  it('lists every badge with progress; locked ones have no date; farmers also see farmer badges', async () => {
    const consumer = await registerUser(app, 'consumer');
    const farmer = await registerUser(app, 'farmer');
    const list = (await as(app, consumer)({ method: 'GET', url: '/api/achievements' })).json().items;
    expect(list).toHaveLength(8);
    expect(list.find((a: { code: string }) => a.code === 'ten-stands')).toMatchObject({ progress: 0, target: 10, unit: 'stands', earnedAt: null });
    expect((await as(app, farmer)({ method: 'GET', url: '/api/achievements' })).json().items).toHaveLength(12);
    expect((await as(app, null)({ method: 'GET', url: '/api/achievements' })).statusCode).toBe(401);
  });

  it('says the badges in the reader’s language (Accept-Language)', async () => {
    const consumer = await registerUser(app, 'consumer');
    const es = (await as(app, consumer)({ method: 'GET', url: '/api/achievements', headers: { 'accept-language': 'es' } })).json().items;
    expect(es.find((a: { code: string }) => a.code === 'first-visit')).toMatchObject({
      title: 'Primera visita',
      description: 'Registra tu visita en un puesto de granja.',
      unit: 'visitas',
    });
    const en = (await as(app, consumer)({ method: 'GET', url: '/api/achievements' })).json().items;
    expect(en.find((a: { code: string }) => a.code === 'first-visit')).toMatchObject({ title: 'First check-in', unit: 'visits' });
  });

  it('counts different stands and the four seasons (by hemisphere) from visits', async () => {
    const user = await registerUser(app, 'consumer');
    const days = ['2025-01-10', '2025-04-10', '2025-07-10'];
    await db.insert(visits).values(days.map((d, i) => ({ userId: user.id, farmId: ids[i], localDate: d, verified: true })));
    expect(codesOf(await evaluateAchievements(db, user.id, 'visit'))).toEqual(['first-visit']);
    // July south of the equator is winter: still three seasons (winter, spring, summer… winter again).
    await db.insert(visits).values({ userId: user.id, farmId: southId, localDate: '2025-07-11', verified: true });
    expect(await evaluateAchievements(db, user.id, 'visit')).toEqual([]);
    await db.insert(visits).values({ userId: user.id, farmId: southId, localDate: '2025-04-12', verified: false });
    expect(codesOf(await evaluateAchievements(db, user.id, 'visit'))).toEqual(['four-seasons']);
    const progress = await listAchievements(db, user.id, 'consumer');
    expect(progress.find((a) => a.code === 'ten-stands')).toMatchObject({ progress: 4, target: 10, earnedAt: null });
    await db.insert(visits).values(ids.slice(3, 9).map((farmId) => ({ userId: user.id, farmId, localDate: '2025-08-01', verified: true })));
    expect(codesOf(await evaluateAchievements(db, user.id, 'visit'))).toEqual(['ten-stands']);
  });

  it('recomputing from scratch gives what the incremental updates gave', async () => {
    const user = await registerUser(app, 'consumer');
    // A shuffled run of real actions, each followed by the incremental update its route makes.
    const actions: Array<[AchievementEvent, () => Promise<unknown>]> = [
      ...ids
        .slice(0, 10)
        .map((id): [AchievementEvent, () => Promise<unknown>] => [
          'favorite',
          () => as(app, user)({ method: 'POST', url: '/api/favorites', payload: { farmId: id } }),
        ]),
      ...ids
        .slice(0, 3)
        .map((id, i): [AchievementEvent, () => Promise<unknown>] => [
          'review',
          () => as(app, user)({ method: 'POST', url: `/api/farms/${id}/reviews`, payload: { rating: 1 + i, body: `Visit ${i}` } }),
        ]),
      ...ids
        .slice(0, 2)
        .map((id): [AchievementEvent, () => Promise<unknown>] => [
          'visit',
          () => as(app, user)({ method: 'POST', url: `/api/farms/${id}/visits`, payload: { unverified: true } }),
        ]),
    ];
    const earnedAlong: string[] = [];
    for (const [, act] of actions.sort(() => Math.random() - 0.5)) {
      const res = (await act()) as { json: () => { earned: Array<{ code: string }> } };
      earnedAlong.push(...res.json().earned.map((a) => a.code));
    }
    const incremental = await earnedCodes(user.id);
    expect(incremental).toEqual(['first-review', 'first-visit', 'ten-favorites']);
    expect(earnedAlong.sort()).toEqual(incremental); // each earned exactly once, in the answer of the action that earned it

    await db.delete(userAchievements).where(eq(userAchievements.userId, user.id));
    const recomputed = codesOf(await evaluateAchievements(db, user.id));
    expect(recomputed).toEqual(incremental);
    expect(await evaluateAchievements(db, user.id)).toEqual([]); // and never twice
  });
});
