import type { Db, DbOrTx } from '../../db/client.js';
import { enqueueJob, type JobHandler } from '../../lib/jobs/index.js';
import { notify } from '../notifications/notify.js';
import { bulkRepository } from './bulk.repository.js';
import { alreadyToldOf, listingName, publishedListingOwner, reachableFollowers } from './followers.repository.js';
import { deliverMessage } from './messages.service.js';
import { msg } from '@common/i18n/keys.js';
import { withValues, type Message } from '../../lib/errors.js';

export const FANOUT_JOB = 'followers.fanout';
/** Followers reached per job (one transaction): small enough to commit quickly, big enough to move along. */
export const FANOUT_BATCH = 200;

export type FanoutJob =
  | { what: 'bulk'; bulkId: number; after: string | null }
  /** News about a listing for its followers; `news` names it (a product available on a day): they hear it once. */
  | { what: 'news'; farmId: number; title: Message; body: Message; news: string; after: string | null };

/** Queues the fan-out in the caller's transaction; the dedupe key makes queueing the same news twice harmless. */
export const enqueueFanout = (db: DbOrTx, job: FanoutJob, dedupeKey: string) => enqueueJob(db, { kind: FANOUT_JOB, payload: job, dedupeKey, maxAttempts: 10 });

/**
 * Reaches one batch of a listing's followers, then queues the next batch, all in one transaction: a crash
 * redoes at most that batch, and a message already in a thread is not posted (nor notified) twice.
 */
export function fanoutJob(db: Db): JobHandler<FanoutJob> {
  return async (job) => {
    await db.transaction(async (tx) => {
      if (job.what === 'bulk') return bulkBatch(tx, job);
      const ownerId = await publishedListingOwner(tx, job.farmId);
      if (!ownerId) return;
      const batch = await reachableFollowers(tx, job.farmId, ownerId, job.after, FANOUT_BATCH);
      // A batch redone after a crash skips whoever already heard this news.
      const skip = await alreadyToldOf(tx, batch, job.news);
      for (const userId of batch.filter((id) => !skip.has(id))) {
        await notify(tx, {
          userId,
          type: 'favorite_update',
          title: job.title,
          body: job.body,
          url: `/farm/${job.farmId}`,
          data: { key: `farm:${job.farmId}`, news: job.news },
        });
      }
      if (batch.length === FANOUT_BATCH) await enqueueFanout(tx, { ...job, after: batch.at(-1)! }, `${job.news}:${batch.at(-1)}`);
    });
  };
}

async function bulkBatch(tx: DbOrTx, job: Extract<FanoutJob, { what: 'bulk' }>) {
  const bulks = bulkRepository(tx);
  const bulk = await bulks.lockForFanout(job.bulkId);
  if (!bulk || bulk.status === 'sent') return;
  const batch = await reachableFollowers(tx, bulk.farm_id, bulk.sender_id, job.after, FANOUT_BATCH);
  let delivered = 0;
  for (const userId of batch) {
    // Its recipient is told as news from the listing (on-message-sent.ts: a message with `bulk` set).
    const message = await deliverMessage(tx, { id: bulk.sender_id, firstName: bulk.sender_name }, userId, bulk.body, { bulkMessageId: job.bulkId });
    if (message) delivered += 1;
  }
  const done = batch.length < FANOUT_BATCH;
  await bulks.recordBatch(job.bulkId, delivered, batch.at(-1) ?? job.after, done);
  if (!done) await enqueueFanout(tx, { ...job, after: batch.at(-1)! }, `bulk:${job.bulkId}:${batch.at(-1)}`);
}

/**
 * Followers hear that a product is available again: once per product per day (the day it was marked, `at`), however
 * often it is toggled.
 */
export async function announceAvailable(tx: DbOrTx, farmId: number, product: { id: string; name: string }, at = new Date()) {
  // Keys and values, not words: each follower hears the news in their own language.
  const values = { farm: (await listingName(tx, farmId)) ?? msg('push:news.someStand'), product: product.name };
  const news = `available:${product.id}:${at.toISOString().slice(0, 10)}`;
  const title = withValues('push:news.availableTitle', values);
  await enqueueFanout(tx, { what: 'news', farmId, title, body: withValues('push:news.availableBody', values), news, after: null }, news);
}
