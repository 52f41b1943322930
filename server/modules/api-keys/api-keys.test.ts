import { describe, expect, it } from 'vitest';
import { API_KEY_LIMITS, ApiKeyCreatedSchema, ApiKeyListSchema } from '@common/schemas/open-data.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { as, createTestApp, registerUser } from '../../test/helpers.js';
import { hashKey } from './api-keys.service.js';

const { app, db } = await createTestApp();
const make = (user: Awaited<ReturnType<typeof registerUser>> | null, name: unknown = 'My app', headers: Record<string, string> = {}) =>
  as(app, user)({ method: 'POST', url: '/api/account/api-keys', payload: { name }, headers });

describe('API keys in account settings', () => {
  it('shows a new key once, stores only its SHA-256, and lists it by its prefix', async () => {
    const user = await registerUser(app);
    const res = await make(user, '  Farm map for our co-op  ');
    expect(res.statusCode, res.body).toBe(201);
    const { key, secret } = ApiKeyCreatedSchema.parse(res.json());
    expect(secret).toMatch(/^fsf_[A-Za-z0-9_-]{43}$/);
    expect(key.name).toBe('Farm map for our co-op');
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(key.prefix.length).toBeLessThan(16);

    const { rows } = await db.$client.query(`SELECT key_hash, prefix FROM api_keys WHERE id = $1`, [key.id]);
    expect(rows[0].key_hash).toBe(hashKey(secret));
    expect(JSON.stringify(rows)).not.toContain(secret);

    const list = await as(app, user)({ method: 'GET', url: '/api/account/api-keys' });
    const parsed = ApiKeyListSchema.parse(list.json());
    expect(parsed.items.map((k) => k.id)).toEqual([key.id]);
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(hashKey(secret));
    expect(parsed.limit).toBe(API_KEY_LIMITS.perUser);
  });

  it('refuses the signed-out (401) and bad input (400)', async () => {
    expect((await make(null)).statusCode).toBe(401);
    expect((await as(app, null)({ method: 'GET', url: '/api/account/api-keys' })).statusCode).toBe(401);
    const user = await registerUser(app);
    for (const name of ['', '   ', 'x'.repeat(61), 42]) {
      const res = await make(user, name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().fields).toHaveProperty('name');
    }
    const extra = await as(app, user)({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'ok', admin: true } });
    expect(extra.statusCode).toBe(400);
    expect((await as(app, user)({ method: 'DELETE', url: '/api/account/api-keys/not-a-uuid' })).statusCode).toBe(404);
  });

  it('speaks the reader’s language in its errors', async () => {
    const user = await registerUser(app);
    const res = await make(user, '', { 'accept-language': 'es' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.name).toBe('Ponle un nombre a la clave, como el de la app que la va a usar.');
  });

  it('lets nobody else list or revoke a user’s keys', async () => {
    const [owner, stranger] = [await registerUser(app), await registerUser(app, 'farmer')];
    const { key } = (await make(owner)).json();
    const theirs = await as(app, stranger)({ method: 'GET', url: '/api/account/api-keys' });
    expect(theirs.json().items).toEqual([]);
    const revoke = await as(app, stranger)({ method: 'DELETE', url: `/api/account/api-keys/${key.id}` });
    expect(revoke.statusCode).toBe(404);
    expect((await as(app, owner)({ method: 'GET', url: '/api/account/api-keys' })).json().items[0].revokedAt).toBeNull();
  });

  it('revokes: the key stays listed as revoked and stops counting against the cap', async () => {
    const user = await registerUser(app);
    const { key } = (await make(user)).json();
    expect((await as(app, user)({ method: 'DELETE', url: `/api/account/api-keys/${key.id}` })).statusCode).toBe(204);
    const [listed] = (await as(app, user)({ method: 'GET', url: '/api/account/api-keys' })).json().items;
    expect(listed.revokedAt).toEqual(expect.any(String));
    // revoking twice keeps the first time
    expect((await as(app, user)({ method: 'DELETE', url: `/api/account/api-keys/${key.id}` })).statusCode).toBe(204);
    expect((await as(app, user)({ method: 'GET', url: '/api/account/api-keys' })).json().items[0].revokedAt).toBe(listed.revokedAt);
  });

  it('caps the keys in use per account', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < API_KEY_LIMITS.perUser; i++) expect((await make(user, `Key ${i}`)).statusCode).toBe(201);
    const over = await make(user, 'One too many');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(`You can have at most ${API_KEY_LIMITS.perUser} API keys. Revoke one you no longer use first.`);
  });

  it('rate-limits making keys, with Retry-After', async () => {
    const user = await registerUser(app);
    await db.$client.query(`INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, $2, now() + interval '1 hour')`, [
      `apiKeysCreate:${user.id}`,
      LIMITS.apiKeysCreate.max,
    ]);
    const res = await make(user);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
