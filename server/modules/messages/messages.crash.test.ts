import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventHandlers } from '../../jobs.js';
import { eventJobHandlers } from '../../lib/events/index.js';
import { createJobRunner } from '../../lib/jobs/index.js';
import { createTestApp, registerUser } from '../../test/helpers.js';
import { createIsolatedDatabase } from '../../test/isolated-db.js';

// A database of its own: this file's runner works every event queued in it, and its child dies mid-way.
const databaseUrl = await createIsolatedDatabase('messages_crash');
const { app, db } = await createTestApp({}, databaseUrl);
const runner = createJobRunner({ db, handlers: eventJobHandlers(eventHandlers) });
/** The restarted worker: works events and their handlers until nothing is due. */
const drain = async () => {
  while ((await runner.drain()) > 0);
};

/** Sends `body` from `senderId` to `recipientId` in a child process that is killed right after its commit. */
function sendAndDie(senderId: string, recipientId: string, body: string): Promise<{ signal: NodeJS.Signals | null; out: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../../test/message-child.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SENDER_ID: senderId, SENDER_NAME: 'Robin', RECIPIENT_ID: recipientId, BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  return new Promise((resolve) => proc.on('exit', (_code, signal) => resolve({ signal, out })));
}

const seen = async (userId: string) => {
  const { rows } = await db.execute<{ notifications: number; messages: number; told: number }>(sql`
    SELECT (SELECT count(*)::int FROM notifications WHERE user_id = ${userId} AND type = 'message') AS notifications,
           (SELECT count(*)::int FROM live_events WHERE user_id = ${userId} AND kind = 'message') AS messages,
           (SELECT count(*)::int FROM live_events WHERE user_id = ${userId} AND kind = 'notification') AS told`);
  return rows[0];
};

describe('message.sent under a crash (decision 058)', () => {
  it('a process killed right after the message committed: after restart the recipient is told once and both sides see it live once', async () => {
    const sender = await registerUser(app);
    const recipient = await registerUser(app);
    const { signal, out } = await sendAndDie(sender.id, recipient.id, 'Are the peaches ripe?');
    expect(signal).toBe('SIGKILL');
    expect(out).toContain('committed');
    // The message is in the thread, its unread count with it; nobody has heard of it yet.
    const { rows } = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM messages WHERE sender_id = ${sender.id} AND body = 'Are the peaches ripe?'`,
    );
    expect(rows[0].n).toBe(1);
    expect(await seen(recipient.id)).toEqual({ notifications: 0, messages: 0, told: 0 });
    expect(await seen(sender.id)).toEqual({ notifications: 0, messages: 0, told: 0 });

    await drain();
    expect(await seen(recipient.id)).toEqual({ notifications: 1, messages: 1, told: 1 });
    expect(await seen(sender.id)).toEqual({ notifications: 0, messages: 1, told: 0 });
    const [note] = (await db.execute<{ body: string; url: string }>(sql`SELECT body, url FROM notifications WHERE user_id = ${recipient.id}`)).rows;
    expect(note).toEqual({ body: 'Are the peaches ripe?', url: `/messages/${sender.id}` });

    // Another worker coming by finds nothing left to do.
    await drain();
    expect(await seen(recipient.id)).toEqual({ notifications: 1, messages: 1, told: 1 });
    expect(await seen(sender.id)).toEqual({ notifications: 0, messages: 1, told: 0 });
  });
});
