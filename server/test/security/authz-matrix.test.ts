import { describe, expect, it } from 'vitest';
import { as, createAdmin, registerUser, type TestUser } from '../helpers.js';
import { ADMIN_ONLY, AMBASSADORS, FARMERS, OWNED, PUBLIC, SIGNED_IN, STREAMS, type ActorName } from './access-table.js';
import { appWithRoutes, routeKey } from './app-with-routes.js';

const { app, db, routes } = await appWithRoutes();
// The built client's files are served as routes too: the API is what needs an owner.
const keys = [...new Set(routes.filter((r) => r.url.startsWith('/api/')).map(routeKey))];
const ACTORS: ActorName[] = ['anonymous', 'consumer', 'farmer', 'owner', 'admin'];
const fill = (url: string) => url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');

describe('authorization matrix', () => {
  it('covers every registered route (a new route needs a line in access-table.ts)', () => {
    const listed = new Set([...PUBLIC, ...SIGNED_IN, ...STREAMS, ...FARMERS, ...AMBASSADORS, ...ADMIN_ONLY, ...Object.keys(OWNED)]);
    const missing = keys.filter((k) => !listed.has(k));
    expect(missing, `Add these routes to server/test/security/access-table.ts (PUBLIC, SIGNED_IN, ADMIN_ONLY or OWNED):\n${missing.join('\n')}`).toEqual([]);
    const stale = [...listed].filter((k) => !keys.includes(k));
    expect(stale, 'access-table.ts lists routes that no longer exist').toEqual([]);
  });

  const admin = createAdmin(app, db);
  // ASVS level 2: an admin whose account has no second factor may sign in, but not use the admin console.
  const adminWithoutSecondFactor = createAdmin(app, db, { secondFactor: false });
  const strangers = Promise.all([registerUser(app, 'consumer'), registerUser(app, 'farmer')]);

  describe.each(Object.entries(OWNED))('%s', (key, row) => {
    it.each(ACTORS)('as %s', async (actor) => {
      const owner = await registerUser(app, row.owner);
      const request = await row.setup(app, owner);
      const [consumer, farmer] = await strangers;
      const who: Record<ActorName, TestUser | null> = { anonymous: null, consumer, farmer, owner, admin: await admin };
      const res = await as(app, who[actor])(request);
      const expected = [row.expect[actor]].flat();
      expect(expected, `${key} as ${actor}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
    });
    it('as an admin without two-step verification: no admin powers, what a stranger farmer gets', async () => {
      const owner = await registerUser(app, row.owner);
      const res = await as(app, await adminWithoutSecondFactor)(await row.setup(app, owner));
      expect([row.expect.farmer].flat(), `${key}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    });
  });

  it.each(ADMIN_ONLY)('%s: admins only', async (key) => {
    const [method, url] = key.split(' ');
    const [consumer, farmer] = await strangers;
    const request = { method: method as 'GET', url: fill(url) };
    expect((await as(app, null)(request)).statusCode).toBe(401);
    for (const user of [consumer, farmer]) {
      const res = await as(app, user)(request);
      expect(res.statusCode, `${key} as ${user.email}`).toBe(403);
    }
    const refused = await as(app, await adminWithoutSecondFactor)(request);
    expect(refused.statusCode, `${key} as an admin without two-step verification`).toBe(403);
    expect(refused.json().message).toBe('Set up two-step verification to use the admin console.');
    expect([401, 403]).not.toContain((await as(app, await admin)(request)).statusCode);
  });

  it.each(SIGNED_IN)('%s: signed out is 401; a signed-in user acts on their own account', async (key) => {
    const [method, url] = key.split(' ');
    const request = { method: method as 'GET', url: fill(url) };
    const res = await as(app, null)(request);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/sign in|log in/i);
    // fresh users: some of these end sessions or delete the account
    for (const user of [await registerUser(app, 'consumer'), await registerUser(app, 'farmer')]) {
      expect([401, 403]).not.toContain((await as(app, user)(request)).statusCode);
    }
  });

  it.each(STREAMS)('%s: signed out is 401', async (key) => {
    const [method, url] = key.split(' ');
    const res = await as(app, null)({ method: method as 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/sign in|log in/i);
  });

  it.each(AMBASSADORS)('%s: approved ambassadors only', async (key) => {
    const [method, url] = key.split(' ');
    const request = { method: method as 'GET', url: fill(url) };
    expect((await as(app, null)(request)).statusCode).toBe(401);
    for (const user of await strangers) {
      const res = await as(app, user)(request);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/approved/);
    }
  });

  it.each(FARMERS)('%s: farmers and admins only', async (key) => {
    const [method, url] = key.split(' ');
    const request = { method: method as 'GET', url: fill(url) };
    const [consumer, farmer] = await strangers;
    expect((await as(app, null)(request)).statusCode).toBe(401);
    expect((await as(app, consumer)(request)).statusCode).toBe(403);
    for (const user of [farmer, await admin]) expect([401, 403]).not.toContain((await as(app, user)(request)).statusCode);
  });

  it('the data export of each user holds only their own things', async () => {
    const [consumer, farmer] = await strangers;
    for (const user of [consumer, farmer]) {
      const data = (await as(app, user)({ method: 'GET', url: '/api/account/export' })).json();
      expect(data.account.id).toBe(user.id);
      for (const rows of Object.values(data.records as Record<string, Array<Record<string, unknown>>>)) {
        for (const row of rows)
          for (const v of Object.values(row))
            if (typeof v === 'string' && /^[0-9a-f-]{36}$/.test(v) && v !== user.id) expect([consumer.id, farmer.id]).not.toContain(v);
      }
    }
  });

  it.each(PUBLIC.filter((k) => k.startsWith('GET /api/')))('%s: open to a signed-out visitor', async (key) => {
    const res = await as(app, null)({ method: 'GET', url: fill(key.split(' ')[1]) });
    if (key === 'GET /api/user' || key === 'GET /api/login/verify-2fa') expect(res.statusCode).toBe(401);
    else expect([401, 403]).not.toContain(res.statusCode);
  });
});
