import { describe, expect, it } from 'vitest';
import { as, createAdmin, createTestApp, registerUser } from '../../test/helpers.js';
import { farmerWithListing, follow, send } from './test-fixtures.js';

const { app, db } = await createTestApp();
const register = (t: 'farmer' | 'consumer' = 'consumer') => registerUser(app, t);

describe('who may write to whom', () => {
  it('a consumer writes to the farmer of a published listing; the farmer may then answer', async () => {
    const { farmer } = await farmerWithListing(app, register);
    const consumer = await register();
    const res = await send(app, consumer, farmer);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ senderId: consumer.id, body: 'Do you have sweet corn today?', bulk: null });
    expect((await send(app, farmer, consumer, 'Yes, picked this morning.')).statusCode).toBe(201);
  });

  it('a farmer cannot cold-message a consumer, but may write to a follower', async () => {
    const { farmer, farm } = await farmerWithListing(app, register);
    const consumer = await register();
    const refused = await send(app, farmer, consumer, 'Come visit!');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/customers who have messaged you or follow/);
    const thread = await as(app, farmer)({ url: `/api/messages/${consumer.id}` });
    expect(thread.json()).toMatchObject({ canWrite: false });
    await follow(db, consumer, farm.id);
    expect((await send(app, farmer, consumer, 'Thanks for following!')).statusCode).toBe(201);
  });

  it('consumers cannot write to each other out of the blue; admins can write to anyone', async () => {
    const a = await register();
    const b = await register();
    expect((await send(app, a, b)).statusCode).toBe(403);
    const admin = await createAdmin(app, db);
    expect((await send(app, admin, a, 'Your report was handled.')).statusCode).toBe(201);
    expect((await send(app, a, admin, 'Thank you!')).statusCode).toBe(201);
  });

  it('a block stops both sides, and unblocking restores writing', async () => {
    const { farmer } = await farmerWithListing(app, register);
    const consumer = await register();
    expect((await send(app, consumer, farmer)).statusCode).toBe(201);
    expect((await as(app, farmer)({ method: 'PUT', url: `/api/messages/${consumer.id}/block` })).statusCode).toBe(200);
    const blocked = await send(app, consumer, farmer, 'Hello?');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toMatch(/isn’t accepting messages from you/);
    expect((await send(app, farmer, consumer, 'Sorry')).json().message).toMatch(/You blocked/);
    expect((await as(app, farmer)({ url: `/api/messages/${consumer.id}` })).json()).toMatchObject({ blockedByMe: true, canWrite: false });
    await as(app, farmer)({ method: 'DELETE', url: `/api/messages/${consumer.id}/block` });
    expect((await send(app, consumer, farmer, 'Hello again')).statusCode).toBe(201);
  });

  it('needs a session, a real user and a body', async () => {
    const { farmer } = await farmerWithListing(app, register);
    const consumer = await register();
    expect((await as(app)({ method: 'POST', url: `/api/messages/${farmer.id}`, payload: { body: 'hi' } })).statusCode).toBe(401);
    expect((await as(app)({ url: '/api/messages' })).statusCode).toBe(401);
    expect((await send(app, consumer, 'not-a-user')).statusCode).toBe(404);
    expect((await send(app, consumer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await send(app, consumer, consumer)).statusCode).toBe(403);
    for (const payload of [{}, { body: '   ' }, { body: 'x'.repeat(2001) }, { body: 'hi', extra: 1 }]) {
      const res = await as(app, consumer)({ method: 'POST', url: `/api/messages/${farmer.id}`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toBeTruthy();
    }
  });
});

describe('inbox and threads', () => {
  it('lists conversations newest first with the last message and unread counts, paged', async () => {
    const consumer = await register();
    const farms = [];
    for (const name of ['Apple Hill', 'Berry Patch', 'Corn Crib']) farms.push(await farmerWithListing(app, register, name));
    for (const { farmer } of farms) await send(app, consumer, farmer, `Hello ${farmer.id}`);
    await send(app, farms[0].farmer, consumer, 'Apples are ready');
    await send(app, farms[0].farmer, consumer, 'Come by after 3');

    const first = await as(app, consumer)({ url: '/api/messages?limit=2' });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((c: { peer: { farmName: string } }) => c.peer.farmName)).toEqual(['Apple Hill', 'Corn Crib']);
    expect(page1.items[0]).toMatchObject({ unreadCount: 2, lastMessage: { body: 'Come by after 3' } });
    expect(page1.items[1].unreadCount).toBe(0);
    const page2 = (await as(app, consumer)({ url: `/api/messages?limit=2&cursor=${page1.nextCursor}` })).json();
    expect(page2.items.map((c: { peer: { farmName: string } }) => c.peer.farmName)).toEqual(['Berry Patch']);
    expect(page2.nextCursor).toBeNull();
    expect((await as(app, consumer)({ url: '/api/messages?cursor=garbage' })).statusCode).toBe(400);

    const summary = (await as(app, consumer)({ url: '/api/notifications/unread' })).json();
    expect(summary.messages).toBe(2);
  });

  it('pages a thread back in time and keeps read receipts', async () => {
    const { farmer } = await farmerWithListing(app, register);
    const consumer = await register();
    for (let i = 1; i <= 5; i++) await send(app, consumer, farmer, `Message ${i}`);
    const newest = (await as(app, farmer)({ url: `/api/messages/${consumer.id}/history?limit=3` })).json();
    expect(newest.items.map((m: { body: string }) => m.body)).toEqual(['Message 5', 'Message 4', 'Message 3']);
    const older = (await as(app, farmer)({ url: `/api/messages/${consumer.id}/history?limit=3&cursor=${newest.nextCursor}` })).json();
    expect(older.items.map((m: { body: string }) => m.body)).toEqual(['Message 2', 'Message 1']);
    expect(older.nextCursor).toBeNull();

    expect((await as(app, farmer)({ url: `/api/messages/${consumer.id}` })).json()).toMatchObject({ unreadCount: 5, myLastReadId: 0 });
    const read = await as(app, farmer)({ method: 'POST', url: `/api/messages/${consumer.id}/read`, payload: { upTo: newest.items[1].id } });
    expect(read.json()).toEqual({ lastReadId: newest.items[1].id, unreadCount: 1 });
    // Never backwards, and never past the last message.
    await as(app, farmer)({ method: 'POST', url: `/api/messages/${consumer.id}/read`, payload: { upTo: 1 } });
    await as(app, farmer)({ method: 'POST', url: `/api/messages/${consumer.id}/read`, payload: { upTo: 9_000_000_000 } });
    const thread = (await as(app, consumer)({ url: `/api/messages/${farmer.id}` })).json();
    expect(thread.peerLastReadId).toBe(newest.items[0].id);
    expect((await as(app, farmer)({ url: `/api/messages/${consumer.id}` })).json().unreadCount).toBe(0);
  });

  it('a third user sees nothing of a conversation that is not theirs', async () => {
    const { farmer } = await farmerWithListing(app, register);
    const consumer = await register();
    const other = await register();
    await send(app, consumer, farmer, 'Private question');
    const peek = (await as(app, other)({ url: `/api/messages/${farmer.id}/history` })).json();
    expect(peek.items).toEqual([]);
    expect((await as(app, other)({ url: '/api/messages' })).json().items).toEqual([]);
  });

  it('stores text as written (the client renders it as text)', async () => {
    const { farmer } = await farmerWithListing(app, register);
    const consumer = await register();
    const body = '<img src=x onerror=alert(1)> see https://example.com/corn?x=1&y=2';
    expect((await send(app, consumer, farmer, body)).json().body).toBe(body);
  });

  it('limits how fast one person can send', async () => {
    const { farmer } = await farmerWithListing(app, register);
    const consumer = await register();
    const codes = [];
    for (let i = 0; i < 21; i++) codes.push((await send(app, consumer, farmer, `Spam ${i}`)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    const last = await send(app, consumer, farmer, 'one more');
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeTruthy();
  });
});
