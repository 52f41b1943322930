import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopperPreferences } from '../../db/schema/index.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { as, createTestApp, PASSWORD, registerUser } from '../../test/helpers.js';

/** "I pay with SNAP" (issue 33 point 2, decision 069): a signed-in shopper's own saved choice. */
const { app, db } = await createTestApp();
const get = (u: Parameters<typeof as>[1]) => as(app, u)({ url: '/api/account/pays-with' });
const put = (u: Parameters<typeof as>[1], payload: object) => as(app, u)({ method: 'PUT', url: '/api/account/pays-with', payload });

describe('/api/account/pays-with', () => {
  it('is empty until saved, then the saved choice, for its owner only', async () => {
    const ann = await registerUser(app, 'consumer');
    const bob = await registerUser(app, 'consumer');
    expect((await get(ann)).json()).toEqual({ paysWith: [] });
    const saved = await put(ann, { paysWith: ['snap', 'wic', 'snap'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ paysWith: ['snap', 'wic'] });
    expect((await get(ann)).json()).toEqual({ paysWith: ['snap', 'wic'] });
    // Another person sees their own (none), and saving theirs leaves Ann's alone.
    expect((await get(bob)).json()).toEqual({ paysWith: [] });
    expect((await put(bob, { paysWith: ['card'] })).statusCode).toBe(200);
    expect((await get(ann)).json()).toEqual({ paysWith: ['snap', 'wic'] });
    // An empty list forgets it.
    expect((await put(ann, { paysWith: [] })).json()).toEqual({ paysWith: [] });
    expect((await get(ann)).json()).toEqual({ paysWith: [] });
  });

  it('needs a signed-in person', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await put(null, { paysWith: ['snap'] })).statusCode).toBe(401);
  });

  it.each([{ paysWith: ['bitcoin'] }, { paysWith: 'snap' }, {}, { paysWith: ['snap'], extra: 1 }, { paysWith: Array(7).fill('snap') }])(
    'refuses %j with a 400 that says why',
    async (payload) => {
      const ann = await registerUser(app, 'consumer');
      const res = await put(ann, payload);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    },
  );

  it('says which values are known, in English and Spanish', async () => {
    const ann = await registerUser(app, 'consumer');
    const es = await as(app, ann)({ method: 'PUT', url: '/api/account/pays-with', payload: { paysWith: ['cash'] }, headers: { 'accept-language': 'es' } });
    expect(es.body).toContain('accepts debe ser uno o varios de snap, wic, fmnp, incentive, card y mobile.');
  });

  it('rate limit: a 429 with Retry-After once the hour’s saves are spent', async () => {
    const ann = await registerUser(app, 'consumer');
    await db.execute(sql`INSERT INTO rate_limits (key, count, reset_at) VALUES (${`paysWith:${ann.id}`}, ${LIMITS.paysWith.max}, now() + interval '1 hour')
                         ON CONFLICT (key) DO UPDATE SET count = excluded.count, reset_at = excluded.reset_at`);
    const res = await put(ann, { paysWith: ['snap'] });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await get(ann)).json()).toEqual({ paysWith: [] });
  });

  it('is in the account export and goes with the account', async () => {
    const ann = await registerUser(app, 'consumer');
    await put(ann, { paysWith: ['fmnp'] });
    const exported = (await as(app, ann)({ url: '/api/account/export' })).json();
    expect(exported.records.shopper_preferences).toEqual([expect.objectContaining({ pays_with: ['fmnp'] })]);
    const del = await as(app, ann)({ method: 'POST', url: '/api/account/delete', payload: { password: PASSWORD } });
    expect(del.statusCode, del.body).toBe(200);
    expect(await db.select().from(shopperPreferences).where(eq(shopperPreferences.userId, ann.id))).toEqual([]);
  });
});
