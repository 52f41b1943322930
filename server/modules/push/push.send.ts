import type { Agent } from 'node:https';
import { eq, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { PermanentJobError, type JobHandler } from '../../lib/jobs/index.js';
import type { VapidKeys } from './vapid.js';

export const PUSH_JOB = 'push.send';

/** One push to one subscription: a retry resends only to the endpoint that failed. */
export interface PushJob {
  subscriptionId: string;
  title: string;
  body: string;
  url: string;
  tag: string;
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * How long a push service keeps trying to reach an offline device, and how eagerly a phone on battery should
 * wake for it: a message is worth waking for within a day; a badge can wait, and is stale after a week.
 */
export function pushOptionsFor(type: string): Pick<PushJob, 'ttlSeconds' | 'urgency'> {
  if (type === 'message') return { ttlSeconds: 24 * 3600, urgency: 'high' };
  if (type === 'achievement') return { ttlSeconds: 7 * 24 * 3600, urgency: 'low' };
  return { ttlSeconds: 12 * 3600, urgency: 'normal' };
}

/** The Topic header (at most 32 URL-safe characters): a push service replaces an undelivered push with the same topic. */
const topicOf = (tag: string) => Buffer.from(tag).toString('base64url').slice(0, 32);

export function sendPushJob({ db, vapid, subject, agent }: { db: Db; vapid: () => Promise<VapidKeys>; subject: string; agent?: Agent }): JobHandler<PushJob> {
  return async (job) => {
    const [sub] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, job.subscriptionId));
    if (!sub) return; // unsubscribed since: nothing to send
    const keys = await vapid();
    const payload = JSON.stringify({ title: job.title, body: job.body, url: job.url, tag: job.tag });
    try {
      await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
        TTL: job.ttlSeconds,
        urgency: job.urgency,
        topic: topicOf(job.tag),
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        contentEncoding: 'aes128gcm',
        timeout: 15_000,
        ...(agent ? { agent } : {}),
      });
      if (sub.failures) await db.update(pushSubscriptions).set({ failures: 0 }).where(eq(pushSubscriptions.id, sub.id));
    } catch (err) {
      const status = err instanceof WebPushError ? err.statusCode : 0;
      // The push service says this subscription is gone (unsubscribed, expired): forget it.
      if (status === 404 || status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
        return;
      }
      await db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(eq(pushSubscriptions.id, sub.id));
      // Refused for good (bad keys, payload too large): retrying would be refused again.
      if (status >= 400 && status < 500 && status !== 429) throw new PermanentJobError(`Push service refused the push (${status})`);
      throw new Error(`Push service unavailable (${status || (err instanceof Error ? err.message : String(err))})`, { cause: err });
    }
  };
}
