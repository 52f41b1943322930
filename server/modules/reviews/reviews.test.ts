import { beforeAll, describe, expect, it } from 'vitest';
import { as, createAdmin, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { createListing } from '../farms/test-fixtures.js';

const { app, db } = await createTestApp();
let farmer: TestUser, otherFarmer: TestUser, alice: TestUser, bob: TestUser, admin: TestUser;
let stand: { id: number };

beforeAll(async () => {
  [farmer, otherFarmer, alice, bob] = await Promise.all([
    registerUser(app, 'farmer'),
    registerUser(app, 'farmer'),
    registerUser(app, 'consumer'),
    registerUser(app, 'consumer'),
  ]);
  admin = await createAdmin(app, db);
  stand = await createListing(app, farmer, { name: 'Review Stand' });
});

const post = (u: TestUser | null, farmId: number, payload: object) => as(app, u)({ method: 'POST', url: `/api/farms/${farmId}/reviews`, payload });
const list = (u: TestUser | null, farmId: number, q = '') => as(app, u)({ method: 'GET', url: `/api/farms/${farmId}/reviews${q}` });
const farmRating = async (id: number) => {
  const f = (await as(app, null)({ method: 'GET', url: `/api/farms/${id}` })).json();
  return { avg: f.ratingAvg, count: f.ratingCount };
};

describe('reviews', () => {
  it('writes a review (trimmed), once per user: a second is a 409', async () => {
    const res = await post(alice, stand.id, { rating: 4, body: '  Sweet corn was perfect.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().review).toMatchObject({ rating: 4, body: 'Sweet corn was perfect.', mine: true, author: { firstName: 'Test' } });
    expect(res.json().rating).toEqual({ avg: 4, count: 1 });
    expect(res.json().earned.map((a: { code: string }) => a.code)).toEqual(['first-review']);
    expect((await post(alice, stand.id, { rating: 5, body: 'Again!' })).statusCode).toBe(409);
  });

  it('validates stars and text length', async () => {
    for (const payload of [
      { rating: 0, body: 'Fine stand' },
      { rating: 6, body: 'Fine stand' },
      { rating: 3.5, body: 'Fine stand' },
      { rating: 3, body: '  a ' },
      { rating: 3, body: 'x'.repeat(2001) },
      { rating: 3 },
      { rating: 3, body: 'ok ok', extra: 1 },
    ]) {
      const res = await post(bob, stand.id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 50)).toBe(400);
      expect(res.json().fields).toBeTruthy();
    }
  });

  it('keeps markup as plain text', async () => {
    const body = '<img src=x onerror="alert(1)"> <script>alert(2)</script> great eggs';
    const res = await post(bob, stand.id, { rating: 2, body });
    expect(res.statusCode).toBe(201);
    expect(res.json().review.body).toBe(body);
    expect(await farmRating(stand.id)).toEqual({ avg: 3, count: 2 });
  });

  it('lets the author edit and delete; nobody else; the average follows', async () => {
    const mine = (await list(bob, stand.id)).json().mine;
    expect((await as(app, alice)({ method: 'PUT', url: `/api/reviews/${mine.id}`, payload: { rating: 5, body: 'Hijacked' } })).statusCode).toBe(403);
    expect((await as(app, farmer)({ method: 'DELETE', url: `/api/reviews/${mine.id}` })).statusCode).toBe(403);
    expect((await as(app, null)({ method: 'DELETE', url: `/api/reviews/${mine.id}` })).statusCode).toBe(401);
    const edited = await as(app, bob)({ method: 'PUT', url: `/api/reviews/${mine.id}`, payload: { rating: 5, body: 'Changed my mind: lovely eggs.' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().rating).toEqual({ avg: 4.5, count: 2 });
    const deleted = await as(app, bob)({ method: 'DELETE', url: `/api/reviews/${mine.id}` });
    expect(deleted.json().rating).toEqual({ avg: 4, count: 1 });
    expect(await farmRating(stand.id)).toEqual({ avg: 4, count: 1 });
    expect((await list(bob, stand.id)).json()).toMatchObject({ mine: null, canReview: true });
  });

  it('forbids farmers to review their own listing', async () => {
    const res = await post(farmer, stand.id, { rating: 5, body: 'Best stand ever' });
    expect(res.statusCode).toBe(403);
    expect((await list(farmer, stand.id)).json().canReview).toBe(false);
    expect((await post(otherFarmer, stand.id, { rating: 5, body: 'Good neighbours' })).statusCode).toBe(201);
    expect((await post(null, stand.id, { rating: 5, body: 'Anonymous' })).statusCode).toBe(401);
  });

  it('lets only the listing’s farmer reply, once', async () => {
    const review = (await list(alice, stand.id)).json().mine;
    expect((await as(app, alice)({ method: 'POST', url: `/api/reviews/${review.id}/reply`, payload: { body: 'Self reply' } })).statusCode).toBe(403);
    expect((await as(app, otherFarmer)({ method: 'POST', url: `/api/reviews/${review.id}/reply`, payload: { body: 'Not my stand' } })).statusCode).toBe(403);
    expect((await list(farmer, stand.id)).json().items.find((r: { id: string }) => r.id === review.id).canReply).toBe(true);
    const res = await as(app, farmer)({ method: 'POST', url: `/api/reviews/${review.id}/reply`, payload: { body: ' Thank you, see you Saturday! ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().review.reply.body).toBe('Thank you, see you Saturday!');
    expect((await as(app, farmer)({ method: 'POST', url: `/api/reviews/${review.id}/reply`, payload: { body: 'Again' } })).statusCode).toBe(409);
    // The author hears of the reply once (not of the refused second one).
    const replies = (await as(app, alice)({ url: '/api/notifications' })).json().items.filter((n: { type: string }) => n.type === 'review_reply');
    expect(replies).toEqual([
      expect.objectContaining({
        title: 'Review Stand replied to your review',
        body: 'Thank you, see you Saturday!',
        url: `/farm/${stand.id}#reviews`,
        read: false,
      }),
    ]);
  });

  it('takes reports once per person; admins see the count and hide; hidden reviews leave the rating', async () => {
    const review = (await list(alice, stand.id)).json().mine;
    expect((await as(app, alice)({ method: 'POST', url: `/api/reviews/${review.id}/report`, payload: {} })).statusCode).toBe(403);
    expect((await as(app, bob)({ method: 'POST', url: `/api/reviews/${review.id}/report`, payload: { reason: 'Spam' } })).statusCode).toBe(201);
    expect((await as(app, bob)({ method: 'POST', url: `/api/reviews/${review.id}/report`, payload: { reason: 'Spam' } })).statusCode).toBe(200);
    expect((await list(bob, stand.id)).json().items[0].reports).toBeUndefined();
    expect((await list(admin, stand.id)).json().items.find((r: { id: string }) => r.id === review.id).reports).toBe(1);

    expect((await as(app, farmer)({ method: 'PATCH', url: `/api/reviews/${review.id}/hidden`, payload: { hidden: true } })).statusCode).toBe(403);
    const hidden = await as(app, admin)({ method: 'PATCH', url: `/api/reviews/${review.id}/hidden`, payload: { hidden: true } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().rating).toEqual({ avg: 5, count: 1 });
    expect((await list(bob, stand.id)).json().items.map((r: { id: string }) => r.id)).not.toContain(review.id);
    expect((await list(alice, stand.id)).json().mine).toMatchObject({ id: review.id, hidden: true });
    expect((await list(admin, stand.id)).json().items.map((r: { id: string }) => r.id)).toContain(review.id);
    await as(app, admin)({ method: 'PATCH', url: `/api/reviews/${review.id}/hidden`, payload: { hidden: false } });
    expect(await farmRating(stand.id)).toEqual({ avg: 4.5, count: 2 });
  });

  it('keeps the average and count exact under concurrent writes', async () => {
    const busy = await createListing(app, farmer, { name: 'Busy Stand' });
    const users = await Promise.all(Array.from({ length: 8 }, () => registerUser(app, 'consumer')));
    const results = await Promise.all(users.map((u, i) => post(u, busy.id, { rating: (i % 5) + 1, body: `Review number ${i}` })));
    expect(results.map((r) => r.statusCode)).toEqual(users.map(() => 201));
    const expected = users.reduce((s, _, i) => s + (i % 5) + 1, 0) / users.length;
    expect((await farmRating(busy.id)).count).toBe(8);
    expect((await farmRating(busy.id)).avg).toBeCloseTo(expected, 5);
    // Concurrent duplicates: exactly one is written.
    const dupes = await Promise.all([0, 1, 2].map(() => post(alice, busy.id, { rating: 1, body: 'Double tap' })));
    expect(dupes.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await farmRating(busy.id)).count).toBe(9);
  });

  it('lists the author’s own reviews for their profile', async () => {
    const mine = (await as(app, alice)({ method: 'GET', url: '/api/me/reviews' })).json().items;
    expect(mine[0]).toMatchObject({ farm: { name: expect.any(String) }, rating: expect.any(Number) });
    expect(mine.length).toBe(2);
    expect((await as(app, null)({ method: 'GET', url: '/api/me/reviews' })).statusCode).toBe(401);
  });

  it('pages newest first and 404s unknown listings and reviews', async () => {
    const first = (await list(null, stand.id, '?limit=1')).json();
    expect(first.items).toHaveLength(1);
    const second = (await list(null, stand.id, `?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await list(null, 99999999)).statusCode).toBe(404);
    expect((await list(null, stand.id, '?cursor=zzz')).statusCode).toBe(400);
    expect((await as(app, alice)({ method: 'PUT', url: '/api/reviews/not-a-uuid', payload: { rating: 3, body: 'Hello' } })).statusCode).toBe(404);
    const draft = await createListing(app, farmer, { name: 'Draft' }, false);
    expect((await post(alice, draft.id, { rating: 3, body: 'Sneaky' })).statusCode).toBe(404);
  });
});
