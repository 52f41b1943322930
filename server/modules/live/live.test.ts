import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { startAppProcess } from '../../test/processes.js';
import { settleEvents } from '../../test/events.js';
import { openSse, type SseEvent } from '../../test/sse-client.js';
import { farmerWithListing, send } from '../messages/test-fixtures.js';

const { app, db } = await createTestApp();
let base = '';
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
const streams: Array<{ close(): void }> = [];
afterAll(() => streams.forEach((s) => s.close()));
const stream = (user: TestUser, at = base, lastEventId?: string) => {
  const s = openSse(at, user.cookie, lastEventId);
  streams.push(s);
  return s;
};
const register = (t: 'farmer' | 'consumer' = 'consumer') => registerUser(app, t);
const isMessage = (body: string) => (e: SseEvent) => e.event === 'message' && (e.data as { message: { body: string } }).message.body === body;

describe('live events (server-sent events)', () => {
  it('needs a session', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
  });

  it('delivers a message, its notification and a read receipt to every open tab of both sides', async () => {
    const { farmer } = await farmerWithListing(app, register);
    const consumer = await register();
    const farmerTabs = [stream(farmer), stream(farmer)];
    const consumerTab = stream(consumer);
    for (const s of [...farmerTabs, consumerTab]) {
      expect(await s.opened).toBe(200);
      await s.waitFor((e) => e.event === 'ready');
    }
    const sent = (await send(app, consumer, farmer, 'Are the peaches ripe?')).json();
    // Live events come from the listeners of `message.sent` (decision 058): what the app's job runner does.
    await settleEvents(db);
    for (const tab of farmerTabs) {
      const e = await tab.waitFor(isMessage('Are the peaches ripe?'));
      expect(e.data).toMatchObject({ with: consumer.id, message: { id: sent.id, senderId: consumer.id } });
      // The message's, not the farmer's first-listing achievement that the same settling may tell.
      const n = await tab.waitFor((x) => x.event === 'notification' && (x.data as { notification: { type: string } }).notification.type === 'message');
      expect(n.data).toMatchObject({ notification: { type: 'message', url: `/messages/${consumer.id}`, body: 'Are the peaches ripe?', read: false } });
    }
    // The sender's own tab shows it too.
    await consumerTab.waitFor(isMessage('Are the peaches ripe?'));

    await as(app, farmer)({ method: 'POST', url: `/api/messages/${consumer.id}/read`, payload: { upTo: sent.id } });
    await settleEvents(db);
    const receipt = await consumerTab.waitFor((e) => e.event === 'read');
    expect(receipt.data).toEqual({ with: farmer.id, peerLastReadId: sent.id });
    await farmerTabs[1].waitFor((e) => e.event === 'read' && (e.data as { unreadCount?: number }).unreadCount === 0);
    await farmerTabs[1].waitFor((e) => e.event === 'notifications_read');
  });

  it('replays what a reconnecting client missed (Last-Event-ID), and asks for a resync when it cannot', async () => {
    const { farmer } = await farmerWithListing(app, register);
    const consumer = await register();
    const first = stream(farmer);
    await first.opened;
    await send(app, consumer, farmer, 'First');
    await settleEvents(db);
    const seen = await first.waitFor(isMessage('First'));
    first.close();

    await send(app, consumer, farmer, 'Second, while you were away');
    await send(app, consumer, farmer, 'Third, while you were away');
    await settleEvents(db);
    const again = stream(farmer, base, seen.id!);
    await again.waitFor((e) => e.event === 'ready');
    const bodies = again.events.filter((e) => e.event === 'message').map((e) => (e.data as { message: { body: string } }).message.body);
    expect(bodies).toContain('Second, while you were away');
    expect(bodies).toContain('Third, while you were away');
    // Events are never replayed to someone else.
    const stranger = await register();
    const other = stream(stranger, base, seen.id!);
    const otherReady = await other.waitFor((e) => e.event === 'ready' || e.event === 'resync');
    expect(other.events.filter((e) => e.event === 'message')).toEqual([]);
    expect(otherReady.event).toBe('resync');
  });

  it('fans out across processes: a message sent through one server reaches a client connected to another', async () => {
    const [one, two] = await Promise.all([startAppProcess(), startAppProcess()]);
    const { farmer } = await farmerWithListing(app, register);
    const consumer = await register();
    const onTwo = stream(farmer, two.url);
    expect(await onTwo.opened).toBe(200);
    await onTwo.waitFor((e) => e.event === 'ready');
    const res = await fetch(`${one.url}/api/messages/${farmer.id}`, {
      method: 'POST',
      headers: { cookie: consumer.cookie, origin: 'http://localhost:5000', 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Sent through process one' }),
    });
    expect(res.status).toBe(201);
    await settleEvents(db); // the job runner of any process (here the test's) publishes the live event
    const e = await onTwo.waitFor(isMessage('Sent through process one'));
    expect(e.data).toMatchObject({ with: consumer.id });
  }, 90_000); // two app processes to start, and the events to work, on a shared machine
});
