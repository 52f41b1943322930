import type { AgentOptions } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { msg } from '@common/i18n/keys.js';
import type { Db } from '../../db/client.js';
import { withValues } from '../../lib/errors.js';
import { JobError, PermanentJobError, type JobHandler } from '../../lib/jobs/index.js';
import { guardedAgent, isRefusedAddress, outboundProblem, type OutboundPolicy } from '../../lib/outbound.js';
import { pushRepository } from './push.repository.js';
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

interface PushSender {
  db: Db;
  vapid: () => Promise<VapidKeys>;
  subject: string;
  /** Which endpoints may be contacted: checked on the URL, and on every address a socket connects to. */
  policy: OutboundPolicy;
  /** TLS options for the agent (tests: the loopback receiver's self-signed certificate). */
  tls?: AgentOptions;
}

export function sendPushJob({ db, vapid, subject, policy, tls }: PushSender): JobHandler<PushJob> {
  const agent = guardedAgent(policy, tls);
  const repo = pushRepository(db);
  return async (job) => {
    const sub = await repo.find(job.subscriptionId);
    if (!sub) return; // unsubscribed since: nothing to send
    // Rows stored before endpoints were checked, or a push service taken off the list since: never contacted.
    if (await outboundProblem(sub.endpoint, policy, { resolve: false })) {
      await repo.remove(sub.id);
      throw new PermanentJobError(msg('errors:jobs.pushEndpointNotAllowed'));
    }
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
        agent,
      });
      if (sub.failures) await repo.resetFailures(sub.id);
    } catch (err) {
      // The name now resolves to a private address (DNS rebinding, or a poisoned resolver): never retried.
      if (isRefusedAddress(err)) {
        await repo.remove(sub.id);
        throw new PermanentJobError(withValues('errors:jobs.pushEndpointRefused', { detail: (err as Error).message }));
      }
      const status = err instanceof WebPushError ? err.statusCode : 0;
      // The push service says this subscription is gone (unsubscribed, expired): forget it.
      if (status === 404 || status === 410) {
        await repo.remove(sub.id);
        return;
      }
      await repo.countFailure(sub.id);
      // Refused for good (bad keys, payload too large): retrying would be refused again.
      if (status >= 400 && status < 500 && status !== 429) throw new PermanentJobError(withValues('errors:jobs.pushRefused', { status }));
      const detail = status || (err instanceof Error ? err.message : String(err));
      throw new JobError(withValues('errors:jobs.pushUnavailable', { detail }), { cause: err });
    }
  };
}
