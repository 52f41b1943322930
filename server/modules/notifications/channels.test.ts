import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { NotificationType } from '@common/schemas/notifications.js';
import { emailUnsubscribeTokens, jobs } from '../../db/schema/index.js';
import { EMAIL_JOB } from '../../lib/mail/index.js';
import { as, createTestApp, registerUser } from '../../test/helpers.js';
import { defineChannel, notificationChannels, registerChannel, type Recipient } from './channels/index.js';
import { notify } from './notify.js';

/**
 * A fourth channel, as a new module would bring it (decision 060): an in-memory "sms" whose sender records
 * what it was given. On by default for messages only. Registered before the app is built, as start-up does, and
 * taken out after this file (the server's test files share the worker's modules).
 */
const sent: { to: string; phone: string; type: NotificationType; title: string; body: string; url: string }[] = [];
const unregister = registerChannel(
  defineChannel<string>({
    name: 'sms',
    defaultFor: (type) => type === 'message',
    reach: (_db, to) => `+1555${to.id.replace(/\D/g, '').slice(0, 7)}`,
    async send(_db, to, phone, n) {
      sent.push({ to: to.id, phone, type: n.type, title: n.title, body: n.body, url: n.url });
    },
  }),
);

afterAll(unregister);
const { app, db } = await createTestApp();
const smsTo = (userId: string) => sent.filter((s) => s.to === userId);
const tell = (userId: string, type: NotificationType, title = 'Fern wrote to you') =>
  db.transaction((tx) => notify(tx, { userId, type, title, body: 'Sweet corn today.', url: '/messages/1' }));
const notificationEmails = async (to: string) =>
  db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, EMAIL_JOB), sql`${jobs.payload}->>'to' = ${to}`, sql`${jobs.payload}->>'template' = 'notification'`));

describe('a channel added to the registry', () => {
  it('is offered in the preferences with its default, in the documented schema, and in the data export', async () => {
    const user = await registerUser(app);
    const prefs = (await as(app, user)({ url: '/api/notification-preferences' })).json();
    expect(prefs.message).toEqual({ inApp: true, push: true, email: true, sms: true });
    expect(prefs.achievement).toEqual({ inApp: true, push: false, email: false, sms: false });
    // The settings page draws its columns from the answer, in the registry's order.
    expect(Object.keys(prefs.review_reply)).toEqual(['inApp', 'push', 'email', 'sms']);

    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const get = doc.paths['/api/notification-preferences'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(get.properties.message.properties)).toEqual(['inApp', 'push', 'email', 'sms']);

    const exported = (await as(app, user)({ url: '/api/account/export' })).json();
    expect(exported.notificationPreferences.message.sms).toBe(true);
    expect(exported.notificationPreferences.listing_claim.sms).toBe(false);
  });

  it('receives a notification when it is on, and none when the user turned it off', async () => {
    const user = await registerUser(app);
    await tell(user.id, 'message');
    expect(smsTo(user.id)).toEqual([
      { to: user.id, phone: expect.stringMatching(/^\+1555\d+$/), type: 'message', title: 'Fern wrote to you', body: 'Sweet corn today.', url: '/messages/1' },
    ]);
    // Off by default for achievements: nothing.
    await tell(user.id, 'achievement', 'You earned a badge');
    expect(smsTo(user.id)).toHaveLength(1);

    const off = await as(
      app,
      user,
    )({
      method: 'PUT',
      url: '/api/notification-preferences',
      payload: { message: { inApp: true, push: true, email: true, sms: false }, achievement: { inApp: true, push: false, email: false, sms: true } },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toEqual({ inApp: true, push: true, email: true, sms: false });
    await tell(user.id, 'message', 'Fern wrote again');
    await tell(user.id, 'achievement', 'You earned another badge');
    expect(smsTo(user.id).map((s) => s.title)).toEqual(['Fern wrote to you', 'You earned another badge']);
    // The other channels went on as before: both messages are in the list.
    const list = (await as(app, user)({ url: '/api/notifications' })).json();
    expect(list.items.map((n: { title: string }) => n.title)).toContain('Fern wrote again');

    // Every channel is named in a type's choice: one left out is a bad request.
    const partial = await as(
      app,
      user,
    )({ method: 'PUT', url: '/api/notification-preferences', payload: { message: { inApp: true, push: true, email: true } } });
    expect(partial.statusCode).toBe(400);
  });

  it('refuses a second channel with a name already taken', () => {
    expect(() => registerChannel(defineChannel({ name: 'email', defaultFor: () => true, reach: () => null, send: async () => {} }))).toThrow(
      /already registered/,
    );
  });
});

describe('the email channel', () => {
  const email = notificationChannels().find((c) => c.name === 'email')!;
  const recipient = (emailVerified: boolean): Recipient => ({
    id: '00000000-0000-0000-0000-000000000000',
    email: 'rosa@example.com',
    emailVerified,
    firstName: 'Rosa',
    language: 'en',
  });

  it('reaches only an address the account proved (issue 29: an unverified one gets only verification and reset mails)', async () => {
    expect(await email.reach(db, recipient(false))).toBeNull();
    expect(await email.reach(db, recipient(true))).toBe('rosa@example.com');
  });

  it('queues nothing for an unverified account, not even its unsubscribe secret, while the other channels still tell it', async () => {
    const unverified = await registerUser(app, 'consumer', {}, { verified: false });
    const verified = await registerUser(app);
    for (const user of [unverified, verified]) await tell(user.id, 'message');
    expect(await notificationEmails(unverified.email)).toEqual([]);
    expect(await db.select().from(emailUnsubscribeTokens).where(eq(emailUnsubscribeTokens.userId, unverified.id))).toEqual([]);
    expect(smsTo(unverified.id)).toHaveLength(1);
    expect((await as(app, unverified)({ url: '/api/notifications' })).json().unreadCount).toBe(1);
    expect(await notificationEmails(verified.email)).toHaveLength(1);
  });
});

describe('migration 0026', () => {
  it('keeps every stored choice, under the channels’ names', async () => {
    const file = new URL('../../db/migrations/0026_notification-channels.sql', import.meta.url);
    const backfill = fs
      .readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .find((s) => s.includes('UPDATE'))!
      .replaceAll('"notification_preferences"', 'old_prefs');
    const user = await registerUser(app);
    const moved = await db.transaction(async (tx) => {
      // The table as it was before, with a user's choices in it.
      await tx.execute(sql`CREATE TEMP TABLE old_prefs (LIKE notification_preferences INCLUDING DEFAULTS) ON COMMIT DROP`);
      await tx.execute(sql`ALTER TABLE old_prefs ADD COLUMN in_app boolean, ADD COLUMN push boolean, ADD COLUMN email boolean`);
      await tx.execute(
        sql`INSERT INTO old_prefs (user_id, type, in_app, push, email) VALUES (${user.id}, 'message', false, true, false), (${user.id}, 'achievement', true, false, true)`,
      );
      await tx.execute(sql.raw(backfill));
      return (await tx.execute<{ type: string; channels: Record<string, boolean> }>(sql`SELECT type, channels FROM old_prefs ORDER BY type`)).rows;
    });
    expect(moved).toEqual([
      { type: 'achievement', channels: { inApp: true, push: false, email: true } },
      { type: 'message', channels: { inApp: false, push: true, email: false } },
    ]);
  });
});
