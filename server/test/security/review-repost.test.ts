import { describe, expect, it } from 'vitest';
import type { AdminReview } from '@common/schemas/reviews.js';
import { createListing, nonce } from '../../modules/farms/test-fixtures.js';
import { as, createAdmin, createTestApp, registerUser } from '../helpers.js';

const { app, db } = await createTestApp();

/**
 * Issue 29 point 6: hide → the author deletes → posts again was public and counted in the rating again (ten times
 * a day). The tombstone of a hidden review holds the author's next review of that listing back until an admin looks.
 */
describe('a review hidden by a moderator cannot come back by deleting and posting again', () => {
  it('the next review starts hidden, out of the rating, in the moderation queue; the delete is audited', async () => {
    const [farmer, author, admin] = await Promise.all([registerUser(app, 'farmer'), registerUser(app), createAdmin(app, db)]);
    const farm = await createListing(app, farmer, { name: `Repost Farm ${nonce()}` });
    const post = (body: string) => as(app, author)({ method: 'POST', url: `/api/farms/${farm.id}/reviews`, payload: { rating: 1, body } });
    const publicView = async () => (await as(app, null)({ method: 'GET', url: `/api/farms/${farm.id}/reviews` })).json();

    const first = await post('This stand sells poison, avoid at all costs.');
    expect(first.statusCode).toBe(201);
    const firstId: string = first.json().review.id;
    expect((await as(app, admin)({ method: 'PATCH', url: `/api/reviews/${firstId}/hidden`, payload: { hidden: true } })).statusCode).toBe(200);
    expect((await publicView()).rating).toEqual({ avg: null, count: 0 });

    expect((await as(app, author)({ method: 'DELETE', url: `/api/reviews/${firstId}` })).statusCode).toBe(200);
    const again = await post('This stand sells poison, avoid at all costs!');
    expect(again.statusCode).toBe(201);
    const againId: string = again.json().review.id;
    // The author sees it, marked hidden; nobody else does, and the rating does not count it.
    expect(again.json().review).toMatchObject({ hidden: true, mine: true });
    expect(again.json().rating).toEqual({ avg: null, count: 0 });
    const seen = await publicView();
    expect(seen.items.map((r: { id: string }) => r.id)).not.toContain(againId);
    expect(seen.rating).toEqual({ avg: null, count: 0 });

    // The author's delete of the hidden review is on record, with what it said.
    const log = (await as(app, admin)({ method: 'GET', url: '/api/admin/audit-log?action=review.&limit=100' })).json();
    const deleted = log.items.find((e: { targetId: string; action: string }) => e.targetId === firstId && e.action === 'review.delete-hidden');
    expect(deleted).toMatchObject({ actorEmail: author.email, details: { body: 'This stand sells poison, avoid at all costs.' } });

    // It waits in the moderation queue, marked held; an admin showing it is the look that lets it out.
    const queue = (await as(app, admin)({ method: 'GET', url: `/api/admin/reviews?status=reported&q=${encodeURIComponent(farm.name)}` })).json();
    expect(queue.items.map((r: AdminReview) => [r.id, r.held, r.hidden])).toEqual([[againId, true, true]]);
    expect((await as(app, admin)({ method: 'PATCH', url: `/api/reviews/${againId}/hidden`, payload: { hidden: false } })).statusCode).toBe(200);
    expect((await publicView()).rating).toEqual({ avg: 1, count: 1 });
  });

  it('deleting a review nobody hid leaves no tombstone: the next one is public', async () => {
    const [farmer, author] = await Promise.all([registerUser(app, 'farmer'), registerUser(app)]);
    const farm = await createListing(app, farmer, { name: `Fine Farm ${nonce()}` });
    const post = () => as(app, author)({ method: 'POST', url: `/api/farms/${farm.id}/reviews`, payload: { rating: 5, body: 'Great eggs.' } });
    const first = await post();
    expect((await as(app, author)({ method: 'DELETE', url: `/api/reviews/${first.json().review.id}` })).statusCode).toBe(200);
    const again = await post();
    expect(again.json().review.hidden).toBe(false);
    expect(again.json().rating).toEqual({ avg: 5, count: 1 });
  });
});
