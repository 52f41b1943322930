import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs, pushSubscriptions, users } from '../../db/schema/index.js';
import { localize, messageFromText } from '../../lib/i18n.js';
import { createJobRunner } from '../../lib/jobs/index.js';
import { EMAIL_JOB } from '../../lib/mail/index.js';
import { settleEvents } from '../../test/events.js';
import { as, createTestApp, ORIGIN, registerUser, type TestUser } from '../../test/helpers.js';
import { startPushReceiver, type ReceiverSubscription } from '../../test/push-receiver.js';
import { farmerWithListing, send } from '../messages/test-fixtures.js';
import { PUSH_JOB, sendPushJob } from '../push/push.send.js';
import { pushPolicy } from '../push/push.policy.js';
import { loadVapidKeys } from '../push/vapid.js';
import { notify } from './notify.js';
import { unsubscribeToken } from './unsubscribe.js';

const { app, db, config } = await createTestApp();
const register = (t: 'farmer' | 'consumer' = 'consumer') => registerUser(app, t);
const receiver = await startPushReceiver();
afterAll(() => receiver.close());

// Pushes are sent here; emails are checked as queued (the SMTP and outbox delivery has its own tests), since
// other test files' runners may send this file's emails.
const worker = createJobRunner({
  db,
  handlers: {
    [PUSH_JOB]: sendPushJob({ db, vapid: () => loadVapidKeys(db, config), subject: 'mailto:team@example.com', policy: pushPolicy(config), tls: receiver.tls }),
  },
});

async function subscribe(user: TestUser): Promise<ReceiverSubscription> {
  const sub = receiver.subscribe();
  const res = await as(
    app,
    user,
  )({ method: 'POST', url: '/api/notifications/subscribe', payload: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys } });
  expect(res.statusCode).toBe(201);
  return sub;
}
const mailTo = async (email: string) =>
  // Notification emails only: a new account's own confirmation email is queued too.
  (
    await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, EMAIL_JOB), sql`${jobs.payload}->>'to' = ${email}`, sql`${jobs.payload}->>'template' = 'notification'`))
  ).map((j) => j.payload as { subject: string; text: string; html: string });
const pushesTo = (sub: ReceiverSubscription) => receiver.received.filter((r) => r.endpointId === sub.id);

describe('notify()', () => {
  it('writes the in-app notification and queues push and email with it, per the type’s defaults', async () => {
    const user = await register();
    const sub = await subscribe(user);
    const result = await db.transaction((tx) =>
      notify(tx, { userId: user.id, type: 'review_reply', title: 'Fern replied to your review', body: 'Thanks for visiting!', url: '/farm/1' }),
    );
    expect(result.id).toBeGreaterThan(0);
    const list = (await as(app, user)({ url: '/api/notifications' })).json();
    expect(list.unreadCount).toBe(1);
    expect(list.items[0]).toMatchObject({ type: 'review_reply', title: 'Fern replied to your review', url: '/farm/1', read: false });

    await worker.drain();
    const [push] = pushesTo(sub);
    expect(push.payload).toEqual({ title: 'Fern replied to your review', body: 'Thanks for visiting!', url: '/farm/1', tag: `review_reply:n${result.id}` });
    expect(push.ttl).toBe(12 * 3600);
    expect(push.urgency).toBe('normal');
    expect(push.vapid.publicKey).toBe((await loadVapidKeys(db, config)).publicKey);
    expect(push.vapid.subject).toBe('mailto:team@example.com');

    const [mail] = await mailTo(user.email);
    expect(mail.subject).toBe('Replies to your reviews: “Fern replied to your review”');
    expect(mail.text).toContain('Thanks for visiting!');
    expect(mail.text).toContain(`Read the reply: ${ORIGIN}/farm/1`);
    expect(mail.html).toContain('/api/notifications/email-unsubscribe?token=');
  });

  it('nothing at all when the transaction that caused it rolls back', async () => {
    const user = await register();
    await subscribe(user);
    await db
      .transaction(async (tx) => {
        await notify(tx, { userId: user.id, type: 'message', title: 'New message from Fern', body: 'Hi', url: '/messages/x' });
        throw new Error('the message failed to save');
      })
      .catch(() => {});
    expect((await as(app, user)({ url: '/api/notifications' })).json().items).toEqual([]);
    const queued = await db.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE payload->>'to' = ${user.email} AND payload->>'template' = 'notification'`);
    expect(queued.rows[0].n).toBe(0);
  });

  it('follows the user’s preferences per type and channel', async () => {
    const user = await register();
    const sub = await subscribe(user);
    const prefs = await as(
      app,
      user,
    )({ method: 'PUT', url: '/api/notification-preferences', payload: { achievement: { inApp: false, push: true, email: true } } });
    expect(prefs.statusCode).toBe(200);
    expect(prefs.json().achievement).toEqual({ inApp: false, push: true, email: true });
    expect(prefs.json().message).toEqual({ inApp: true, push: true, email: true });
    await db.transaction((tx) =>
      notify(tx, { userId: user.id, type: 'achievement', title: 'You earned “First visit”', body: 'Your first check-in.', url: '/achievements' }),
    );
    expect((await as(app, user)({ url: '/api/notifications' })).json().items).toEqual([]);
    await worker.drain();
    expect(pushesTo(sub)).toHaveLength(1);
    expect(pushesTo(sub)[0].urgency).toBe('low');
    expect(await mailTo(user.email)).toHaveLength(1);

    for (const payload of [
      { achievement: { inApp: true } },
      { nonsense: { inApp: true, push: true, email: true } },
      { message: { inApp: 'yes', push: true, email: true } },
    ]) {
      expect((await as(app, user)({ method: 'PUT', url: '/api/notification-preferences', payload })).statusCode).toBe(400);
    }
    expect((await as(app)({ url: '/api/notification-preferences' })).statusCode).toBe(401);
  });

  it('folds a chat into one unread notification and one email, while every message is pushed', async () => {
    const { farmer } = await farmerWithListing(app, register);
    // Publishing the listing earns the farmer a badge through the listing.published event: let it arrive, then read
    // it, so only the chat is left unread (another file's settling may otherwise hand it in mid-test).
    await settleEvents(db);
    await as(app, farmer)({ method: 'POST', url: '/api/notifications/read', payload: { all: true } });
    const consumer = await register();
    const sub = await subscribe(farmer);
    for (const body of ['Hello!', 'Do you take cards?', 'I can come at 4']) expect((await send(app, consumer, farmer, body)).statusCode).toBe(201);
    // The recipient is told by the listener of `message.sent` (decision 058): its three runs fold into one.
    await settleEvents(db);
    const list = (await as(app, farmer)({ url: '/api/notifications' })).json();
    expect(list.items.filter((n: { read: boolean }) => !n.read)).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ type: 'message', body: 'I can come at 4', url: `/messages/${consumer.id}` });
    await worker.drain();
    expect(
      pushesTo(sub)
        .map((p) => (p.payload as { body: string }).body)
        .sort(),
    ).toEqual(['Do you take cards?', 'Hello!', 'I can come at 4']);
    expect(new Set(pushesTo(sub).map((p) => (p.payload as { tag: string }).tag)).size).toBe(1);
    expect(pushesTo(sub)[0]).toMatchObject({ ttl: 86400, urgency: 'high' });
    expect(await mailTo(farmer.email)).toHaveLength(1);

    // Reading the thread reads its notification.
    const history = (await as(app, farmer)({ url: `/api/messages/${consumer.id}/history` })).json();
    await as(app, farmer)({ method: 'POST', url: `/api/messages/${consumer.id}/read`, payload: { upTo: history.items[0].id } });
    expect((await as(app, farmer)({ url: '/api/notifications/unread' })).json()).toEqual({ notifications: 0, messages: 0 });
  });
});

describe('push delivery', () => {
  it('deletes a subscription the push service reports gone (410 or 404), and keeps the others', async () => {
    const user = await register();
    const gone = await subscribe(user);
    const missing = await subscribe(user);
    const alive = await subscribe(user);
    receiver.answer(gone, 410);
    receiver.answer(missing, 404);
    await db.transaction((tx) => notify(tx, { userId: user.id, type: 'favorite_update', title: 'Sunny Acres has strawberries', body: '', url: '/farm/2' }));
    await worker.drain();
    const left = await db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(left.map((s) => s.endpoint)).toEqual([alive.endpoint]);
    expect(pushesTo(alive)).toHaveLength(1);
  });

  it('retries later when the push service fails, and only for that subscription', async () => {
    const user = await register();
    const flaky = await subscribe(user);
    const fine = await subscribe(user);
    receiver.answer(flaky, 503);
    await db.transaction((tx) => notify(tx, { userId: user.id, type: 'bulk_message', title: 'Corn is in', body: 'Picked this morning', url: '/messages/x' }));
    await worker.drain();
    expect(pushesTo(fine)).toHaveLength(1);
    const [job] = await db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.kind, PUSH_JOB), sql`${jobs.payload}->>'subscriptionId' = (SELECT id::text FROM push_subscriptions WHERE endpoint = ${flaky.endpoint})`),
      );
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.lastError).toMatch(/503/);
    // Kept as a message key: the admin queue says it in the admin's language.
    expect(localize(messageFromText(job.lastError!), 'es')).toBe('El servicio push no está disponible (503)');
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());
    // Once the service is back and the retry is due, it goes through, once.
    receiver.answer(flaky, 201);
    await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job.id));
    await worker.drain();
    expect(pushesTo(flaky)).toHaveLength(1);
    expect(pushesTo(fine)).toHaveLength(1);
    expect(receiver.errors).toEqual([]);
  });
});

describe('the notification list', () => {
  it('pages, counts unread and marks read (only the caller’s own)', async () => {
    const user = await register();
    const other = await register();
    for (let i = 1; i <= 3; i++)
      await db.transaction((tx) => notify(tx, { userId: user.id, type: 'achievement', title: `Badge ${i}`, body: '', url: '/achievements' }));
    await db.transaction((tx) => notify(tx, { userId: other.id, type: 'achievement', title: 'Theirs', body: '', url: '/achievements' }));
    const first = (await as(app, user)({ url: '/api/notifications?limit=2' })).json();
    expect(first.items.map((n: { title: string }) => n.title)).toEqual(['Badge 3', 'Badge 2']);
    const second = (await as(app, user)({ url: `/api/notifications?limit=2&cursor=${first.nextCursor}` })).json();
    expect(second.items.map((n: { title: string }) => n.title)).toEqual(['Badge 1']);

    const theirs = (await as(app, other)({ url: '/api/notifications' })).json().items[0].id;
    const marked = await as(app, user)({ method: 'POST', url: '/api/notifications/read', payload: { ids: [first.items[0].id, theirs] } });
    expect(marked.json()).toEqual({ marked: 1, unreadCount: 2 });
    expect((await as(app, other)({ url: '/api/notifications' })).json().unreadCount).toBe(1);
    expect((await as(app, user)({ method: 'POST', url: '/api/notifications/read', payload: { all: true } })).json()).toEqual({ marked: 2, unreadCount: 0 });
    expect((await as(app, user)({ method: 'POST', url: '/api/notifications/read', payload: {} })).statusCode).toBe(400);
    expect((await as(app)({ url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('email unsubscribe links', () => {
  it('asks on GET, turns that type of email off on POST (the one-click form), and refuses a bad token', async () => {
    const user = await register();
    await db.transaction((tx) => notify(tx, { userId: user.id, type: 'review_reply', title: 'A reply', body: 'Thanks', url: '/farm/1' }));
    await worker.drain();
    const [mail] = await mailTo(user.email);
    const link = /(\/api\/notifications\/email-unsubscribe\?token=[^"\s]+)/.exec(mail.text)![1];
    const page = await app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop emails about replies to your reviews?');
    expect((await as(app, user)({ url: '/api/notification-preferences' })).json().review_reply.email).toBe(true);

    const done = await app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect((await as(app, user)({ url: '/api/notification-preferences' })).json().review_reply).toEqual({ inApp: true, push: true, email: false });

    expect((await app.inject({ url: link.replace(/token=[^&]+/, 'token=forgedforgedforgedforged') })).statusCode).toBe(404);
  });

  it('speaks the account’s saved language, else the reader’s', async () => {
    const post = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' } as const;
    const rosa = await register();
    await db.update(users).set({ language: 'es' }).where(eq(users.id, rosa.id));
    const link = `/api/notifications/email-unsubscribe?token=${await unsubscribeToken(db, rosa.id)}&type=review_reply`;
    // Her saved language wins over the browser that opens the link.
    const ask = await app.inject({ url: link, headers: { 'accept-language': 'en-US' } });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('<html lang="es">');
    expect(ask.body).toContain('¿Dejar de recibir correos sobre respuestas a tus reseñas?');
    expect(ask.body).toContain('>Cancelar suscripción</button>');
    expect(ask.body).toContain('Elige cada notificación en la configuración de tu cuenta');
    expect(ask.body).not.toContain('Unsubscribe');
    const done = await app.inject({ ...post, url: link, headers: { ...post.headers, 'accept-language': 'en-US' } });
    expect(done.body).toContain('<html lang="es">');
    expect(done.body).toContain('Cancelaste la suscripción');
    expect(done.body).toContain('Ya no recibirás correos sobre respuestas a tus reseñas.');

    // No saved language: the reader's browser decides, English by default.
    const sam = await register();
    const samLink = `/api/notifications/email-unsubscribe?token=${await unsubscribeToken(db, sam.id)}&type=message`;
    const english = await app.inject({ url: samLink });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Stop emails about new messages?');
    expect(english.body).toContain('>Unsubscribe</button>');
    expect(english.body).toContain('Choose every notification in your account settings');
    const spanish = await app.inject({ url: samLink, headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('¿Dejar de recibir correos sobre mensajes nuevos?');

    // A link that names nobody: the reader's language.
    const broken = await app.inject({
      ...post,
      url: link.replace(/token=[^&]+/, 'token=forgedforgedforgedforged'),
      headers: { ...post.headers, 'accept-language': 'es' },
    });
    expect(broken.statusCode).toBe(404);
    expect(broken.body).toContain('<html lang="es">');
    expect(broken.body).toContain('Este enlace no funciona');
    const brokenEn = await app.inject({ url: '/api/notifications/email-unsubscribe' });
    expect(brokenEn.statusCode).toBe(404);
    expect(brokenEn.body).toContain('<html lang="en">');
    expect(brokenEn.body).toContain('This link does not work');
  });
});
