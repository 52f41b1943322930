import { sql } from 'drizzle-orm';
import { BulkMessageInputSchema, MESSAGE_LIMITS, type BulkMessage, type BulkMessageList } from '@common/schemas/messages.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { FarmRow, UserRow } from '../../db/schema/index.js';
import { badRequest, forbidden, HttpError, notFound, parse } from '../../lib/errors.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { farmsRepository } from '../farms/farms.repository.js';
import { enqueueFanout } from './fanout.js';
import { queueProductAlerts } from '../alerts/alerts.job.js';
import { countReachableFollowers } from './followers.repository.js';

const NOT_FOUND = 'This listing does not exist, or is not public.';
const DAY = `interval '24 hours'`;

type BulkRow = {
  id: number;
  farm_id: number;
  body: string;
  status: BulkMessage['status'];
  recipient_count: number;
  delivered_count: number;
  created_at: string;
};

const present = (r: BulkRow): BulkMessage => ({
  id: Number(r.id),
  farmId: Number(r.farm_id),
  body: r.body,
  status: r.status,
  recipientCount: r.recipient_count,
  deliveredCount: r.delivered_count,
  createdAt: new Date(r.created_at).toISOString(),
});

/** Past the daily limit: why, and when the listing may send again (a day after the oldest of the last few, in the stand's own time). */
async function dailyLimitReached(tx: DbOrTx, farm: FarmRow): Promise<{ message: string; retryAfter: number } | null> {
  const { rows } = await tx.execute<{ n: number; free_at: string | null }>(sql`
    SELECT count(*)::int AS n, min(created_at) + ${sql.raw(DAY)} AS free_at FROM bulk_messages WHERE farm_id = ${farm.id} AND created_at > now() - ${sql.raw(DAY)}`);
  const { n, free_at } = rows[0];
  if (n < MESSAGE_LIMITS.bulkPerListingPerDay || !free_at) return null;
  const freeAt = new Date(free_at);
  const part = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: farm.timeZone, ...o }).format(freeAt);
  const when = `${part({ weekday: 'long' })} at ${part({ hour: 'numeric', minute: '2-digit' })}`;
  return {
    message: `${farm.name} has already sent ${MESSAGE_LIMITS.bulkPerListingPerDay} messages to its followers in the last 24 hours. You can send the next one on ${when}.`,
    retryAfter: Math.max(1, Math.ceil((freeAt.getTime() - Date.now()) / 1000)),
  };
}

async function assertUnderDailyLimit(tx: DbOrTx, farm: FarmRow) {
  const reached = await dailyLimitReached(tx, farm);
  if (reached) throw new HttpError(429, reached.message, undefined, { 'retry-after': String(reached.retryAfter) });
}

/** Messages from a farmer to every follower of one listing (PRODUCT.md 4): recorded now, delivered by the queue. */
export function bulkService(db: Db) {
  async function ownedFarm(tx: DbOrTx, user: UserRow, farmId: number, lock: boolean): Promise<FarmRow> {
    const repo = farmsRepository(tx);
    const farm = lock ? await repo.findForUpdate(farmId) : await repo.find(farmId);
    if (!farm || !farmPolicy.see(user, farm)) throw notFound(NOT_FOUND);
    if (!farm.ownerId || farm.ownerId !== user.id) throw forbidden('Only the listing’s farmer can write to its followers.');
    return farm;
  }

  return {
    async send(user: UserRow, farmId: number, body: unknown): Promise<BulkMessage> {
      const input = parse(BulkMessageInputSchema, body);
      return db.transaction(async (tx) => {
        // The listing row is locked: two sends at once cannot both slip under the daily limit.
        const farm = await ownedFarm(tx, user, farmId, true);
        if (farm.status !== 'published') throw badRequest('Publish your listing before writing to its followers.');
        await assertUnderDailyLimit(tx, farm);
        const repo = farmsRepository(tx);
        for (const productId of new Set(input.productIds)) {
          if (!(await repo.setAvailable(farm.id, productId, true)))
            throw badRequest('One of the products is not on this listing.', { productIds: 'Unknown product' });
        }
        await queueProductAlerts(tx, { farmId: farm.id, productIds: [...new Set(input.productIds)], actorId: user.id });
        const recipients = await countReachableFollowers(tx, farm.id, user.id);
        const { rows } = await tx.execute<BulkRow>(sql`
          INSERT INTO bulk_messages (farm_id, sender_id, body, product_ids, recipient_count, status)
          VALUES (${farm.id}, ${user.id}, ${input.body}, ${sql.param(input.productIds)}::uuid[], ${recipients}, ${recipients ? 'queued' : 'sent'})
          RETURNING id, farm_id, body, status, recipient_count, delivered_count, created_at`);
        const bulk = rows[0];
        if (recipients) await enqueueFanout(tx, { what: 'bulk', bulkId: Number(bulk.id), after: null }, `bulk:${bulk.id}`);
        return present(bulk);
      });
    },

    async list(user: UserRow, farmId: number): Promise<BulkMessageList> {
      const farm = await ownedFarm(db, user, farmId, false);
      const [{ rows }, followers, today, reached] = await Promise.all([
        db.execute<BulkRow>(
          sql`SELECT id, farm_id, body, status, recipient_count, delivered_count, created_at FROM bulk_messages WHERE farm_id = ${farm.id} ORDER BY id DESC LIMIT 20`,
        ),
        countReachableFollowers(db, farm.id, user.id),
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bulk_messages WHERE farm_id = ${farm.id} AND created_at > now() - ${sql.raw(DAY)}`),
        dailyLimitReached(db, farm),
      ]);
      return {
        items: rows.map(present),
        followers,
        sentToday: today.rows[0].n,
        limitPerDay: MESSAGE_LIMITS.bulkPerListingPerDay,
        limitReached: reached?.message ?? null,
      };
    },

    async muted(user: UserRow, farmId: number) {
      const { rows } = await db.execute(sql`SELECT 1 FROM listing_mutes WHERE user_id = ${user.id} AND farm_id = ${farmId}`);
      return { muted: rows.length > 0 };
    },

    async setMuted(user: UserRow, farmId: number, muted: boolean) {
      const farm = await farmsRepository(db).find(farmId);
      if (!farm || !farmPolicy.see(user, farm)) throw notFound(NOT_FOUND);
      if (muted) await db.execute(sql`INSERT INTO listing_mutes (user_id, farm_id) VALUES (${user.id}, ${farmId}) ON CONFLICT DO NOTHING`);
      else await db.execute(sql`DELETE FROM listing_mutes WHERE user_id = ${user.id} AND farm_id = ${farmId}`);
      return { muted };
    },
  };
}
