import { beforeAll, describe, expect, it } from 'vitest';
import { as, createAdmin, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { createListing, farmInput, nonce } from './test-fixtures.js';

const { app, db } = await createTestApp();
let owner: TestUser, otherFarmer: TestUser, consumer: TestUser, admin: TestUser;

beforeAll(async () => {
  [owner, otherFarmer, consumer] = await Promise.all([registerUser(app, 'farmer'), registerUser(app, 'farmer'), registerUser(app, 'consumer')]);
  admin = await createAdmin(app, db);
});

describe('POST /api/farms', () => {
  it('creates a draft for a farmer, with zone from position, slug from name, products and open state', async () => {
    const res = await as(app, owner)({ method: 'POST', url: '/api/farms', payload: farmInput({ name: 'Hoffman Family Farm', lat: 38.4, lng: -122.82 }) });
    expect(res.statusCode).toBe(201);
    const farm = res.json();
    expect(farm).toMatchObject({ name: 'Hoffman Family Farm', slug: 'hoffman-family-farm', status: 'draft', timeZone: 'America/Los_Angeles', canEdit: true });
    expect(farm.owner.id).toBe(owner.id);
    expect(farm.products).toHaveLength(1);
    expect(farm.hours.week).toHaveLength(7);
    expect(farm.open.status).toMatch(/open|closed/);
    expect(JSON.stringify(farm)).not.toMatch(/search_tsv|searchTsv|schedule|map_cell|mapCell|password/);
  });

  it('lets a farmer run several listings; consumers cannot create; signed out is 401', async () => {
    await createListing(app, owner, {}, false);
    await createListing(app, owner, {}, false);
    expect((await as(app, consumer)({ method: 'POST', url: '/api/farms', payload: farmInput() })).statusCode).toBe(403);
    expect((await as(app, null)({ method: 'POST', url: '/api/farms', payload: farmInput() })).statusCode).toBe(401);
    expect((await as(app, admin)({ method: 'POST', url: '/api/farms', payload: farmInput() })).statusCode).toBe(201);
  });

  it('refuses invalid opening hours with a 400 that says what is wrong', async () => {
    const res = await as(app, owner)({ method: 'POST', url: '/api/farms', payload: farmInput({ openingHours: 'Mo-Fr 09:00-25:99 blah' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.openingHours).toMatch(/not valid|expected|hour|time/i);
    expect(res.json().message).toMatch(/^Opening hours/);
    // In the farmer's language: our sentence translated (the library's own reason stays as it is).
    const es = await as(
      app,
      owner,
    )({ method: 'POST', url: '/api/farms', headers: { 'accept-language': 'es' }, payload: farmInput({ openingHours: 'Selbstbedienung' }) });
    expect(es.statusCode).toBe(400);
    expect(es.json().fields.openingHours).toBe('No se entendió el horario en "Selbstbedienung". Escríbelo así: "Mo-Fr 08:00-18:00; Sa 08:00-12:00".');
  });

  it('answers bad bodies with 400, never 500', async () => {
    const bad = [
      {},
      { name: 'x' },
      farmInput({ lat: 91 }),
      { ...farmInput(), extra: 1 },
      farmInput({ kind: 'castle' as never }),
      farmInput({ website: 'javascript:alert(1)' }),
      farmInput({ categories: ['gold'] as never }),
      [],
    ];
    for (const payload of bad) {
      const res = await as(app, owner)({ method: 'POST', url: '/api/farms', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('authorization matrix', () => {
  const write = async (user: TestUser | null, id: number, method: 'PUT' | 'PATCH' | 'DELETE' | 'TOGGLE', productId = '') => {
    const call = as(app, user);
    if (method === 'PUT') return call({ method: 'PUT', url: `/api/farms/${id}`, payload: farmInput({ name: 'Renamed Farm' }) });
    if (method === 'PATCH') return call({ method: 'PATCH', url: `/api/farms/${id}`, payload: { description: 'Changed' } });
    if (method === 'TOGGLE') return call({ method: 'PATCH', url: `/api/farms/${id}/products/${productId}`, payload: { available: false } });
    return call({ method: 'DELETE', url: `/api/farms/${id}` });
  };

  it.each(['PUT', 'PATCH', 'TOGGLE', 'DELETE'] as const)('%s: signed out 401, consumer and other farmer 403, owner and admin allowed', async (method) => {
    for (const [who, expected] of [
      [null, 401],
      ['consumer', 403],
      ['otherFarmer', 403],
    ] as const) {
      const farm = await createListing(app, owner);
      const user = who === null ? null : who === 'consumer' ? consumer : otherFarmer;
      expect((await write(user, farm.id, method, farm.products[0].id)).statusCode, `${method} as ${who}`).toBe(expected);
    }
    for (const user of [owner, admin]) {
      const farm = await createListing(app, owner);
      const res = await write(user, farm.id, method, farm.products[0].id);
      expect(res.statusCode).toBe(method === 'DELETE' ? 204 : 200);
    }
  });

  it('unknown listings are 404 for everyone', async () => {
    for (const url of ['/api/farms/999999999', '/api/farms/abc', '/api/farms/1e3']) {
      expect((await as(app, admin)({ method: 'GET', url })).statusCode).toBe(404);
      expect((await as(app, admin)({ method: 'PATCH', url, payload: {} })).statusCode).toBe(404);
    }
  });
});

describe('drafts and suspended listings', () => {
  it('are only visible to the owner and admins, and never in public reads', async () => {
    const word = nonce();
    const draft = await createListing(app, owner, { name: `Draft ${word} Farm` }, false);
    expect((await as(app, null)({ method: 'GET', url: `/api/farms/${draft.id}` })).statusCode).toBe(404);
    expect((await as(app, otherFarmer)({ method: 'GET', url: `/api/farms/${draft.id}` })).statusCode).toBe(404);
    expect((await as(app, owner)({ method: 'GET', url: `/api/farms/${draft.id}` })).statusCode).toBe(200);
    expect((await as(app, admin)({ method: 'GET', url: `/api/farms/${draft.id}` })).statusCode).toBe(200);
    const search = await as(app, null)({ method: 'GET', url: `/api/farms?q=${word}` });
    expect(search.json().items).toHaveLength(0);

    const live = await createListing(app, owner, { name: `Live ${word} Farm` });
    expect((await as(app, null)({ method: 'GET', url: `/api/farms?q=${word}` })).json().items.map((f: { id: number }) => f.id)).toEqual([live.id]);

    // Only an admin suspends, and only an admin lifts it.
    expect((await as(app, owner)({ method: 'PATCH', url: `/api/farms/${live.id}`, payload: { status: 'suspended' } })).statusCode).toBe(403);
    const suspended = await as(app, admin)({ method: 'PATCH', url: `/api/farms/${live.id}`, payload: { status: 'suspended' } });
    expect(suspended.json().status).toBe('suspended');
    expect((await as(app, null)({ method: 'GET', url: `/api/farms?q=${word}` })).json().items).toHaveLength(0);
    expect((await as(app, null)({ method: 'GET', url: `/api/farms/${live.id}` })).statusCode).toBe(404);
    expect((await as(app, owner)({ method: 'PATCH', url: `/api/farms/${live.id}`, payload: { status: 'published' } })).statusCode).toBe(403);
    expect((await as(app, admin)({ method: 'PATCH', url: `/api/farms/${live.id}`, payload: { status: 'published' } })).json().status).toBe('published');
  });

  it('GET /api/farms/mine lists the caller’s listings with drafts and status', async () => {
    const farmer = await registerUser(app, 'farmer');
    const a = await createListing(app, farmer, { name: 'Mine One' }, false);
    const b = await createListing(app, farmer, { name: 'Mine Two' });
    const res = await as(app, farmer)({ method: 'GET', url: '/api/farms/mine' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((f: { id: number; status: string }) => [f.id, f.status])).toEqual([
      [b.id, 'published'],
      [a.id, 'draft'],
    ]);
    expect((await as(app, null)({ method: 'GET', url: '/api/farms/mine' })).statusCode).toBe(401);
  });
});

describe('updates', () => {
  it('PATCH publishes only with a category, and changes only the fields sent', async () => {
    const farm = await createListing(app, owner, { categories: [], description: 'Keep me' }, false);
    const refused = await as(app, owner)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { status: 'published' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.categories).toBeTruthy();
    const ok = await as(
      app,
      owner,
    )({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { status: 'published', categories: ['eggs'], lat: 39.74, lng: -104.99 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'published', categories: ['eggs'], description: 'Keep me', timeZone: 'America/Denver' });
  });

  it('PUT replaces products by id: kept ones keep their id, missing ones go, new ones are added', async () => {
    const farm = await createListing(app, owner, {
      products: [
        { name: 'Eggs', category: 'eggs' },
        { name: 'Honey', category: 'honey' },
      ],
    });
    const [eggs] = farm.products;
    const res = await as(
      app,
      owner,
    )({
      method: 'PUT',
      url: `/api/farms/${farm.id}`,
      payload: farmInput({
        products: [
          { name: 'Jam', category: 'preserves' },
          { id: eggs.id, name: 'Duck eggs', category: 'eggs', available: false },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().products.map((p: { id: string; name: string; available: boolean }) => [p.id === eggs.id, p.name, p.available])).toEqual([
      [false, 'Jam', true],
      [true, 'Duck eggs', false],
    ]);
    const foreign = await as(
      app,
      owner,
    )({ method: 'PUT', url: `/api/farms/${farm.id}`, payload: farmInput({ products: [{ id: crypto.randomUUID(), name: 'X', category: 'eggs' }] }) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields['products.0.id']).toBe('Unknown product');
  });

  it('the product toggle bumps the product and the listing', async () => {
    const farm = await createListing(app, owner);
    await new Promise((r) => setTimeout(r, 5));
    const res = await as(app, owner)({ method: 'PATCH', url: `/api/farms/${farm.id}/products/${farm.products[0].id}`, payload: { available: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: farm.products[0].id, available: false });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThan(Date.parse(farm.products[0].updatedAt));
    const after = (await as(app, owner)({ method: 'GET', url: `/api/farms/${farm.id}` })).json();
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(farm.updatedAt));
    expect(after.availableProducts).toEqual([]);
    expect(
      (await as(app, owner)({ method: 'PATCH', url: `/api/farms/${farm.id}/products/${crypto.randomUUID()}`, payload: { available: true } })).statusCode,
    ).toBe(404);
    expect((await as(app, owner)({ method: 'PATCH', url: `/api/farms/${farm.id}/products/nope`, payload: { available: true } })).statusCode).toBe(404);
    expect(
      (await as(app, owner)({ method: 'PATCH', url: `/api/farms/${farm.id}/products/${farm.products[0].id}`, payload: { available: 'yes' } })).statusCode,
    ).toBe(400);
  });

  it('DELETE removes the listing', async () => {
    const farm = await createListing(app, owner);
    expect((await as(app, owner)({ method: 'DELETE', url: `/api/farms/${farm.id}` })).statusCode).toBe(204);
    expect((await as(app, owner)({ method: 'GET', url: `/api/farms/${farm.id}` })).statusCode).toBe(404);
  });
});
