import { sql } from 'drizzle-orm';
import { BulkMessageInputSchema, MESSAGE_LIMITS, type BulkMessage, type BulkMessageList } from '@common/schemas/messages.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { FarmRow, UserRow } from '../../db/schema/index.js';
import { badRequest, forbidden, HttpError, notFound, parse, withValues } from '../../lib/errors.js';
import { localize, type Language } from '../../lib/i18n.js';
import { formatWeekdayLong } from '@common/i18n/format.js';
import { INTL_LOCALE } from '@common/i18n/languages.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { farmsRepository } from '../farms/farms.repository.js';
import { setAvailability } from '../farms/availability.js';
import { enqueueFanout } from './fanout.js';
import { countReachableFollowers } from './followers.repository.js';
import { actorOf } from '../../lib/actor.js';
import { msg } from '@common/i18n/keys.js';

const NOT_FOUND = msg('errors:listing.notFound');
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
async function dailyLimitReached(tx: DbOrTx, farm: FarmRow, lang: Language): Promise<{ message: string; retryAfter: number } | null> {
  const { rows } = await tx.execute<{ n: number; free_at: string | null }>(sql`
    SELECT count(*)::int AS n, min(created_at) + ${sql.raw(DAY)} AS free_at FROM bulk_messages WHERE farm_id = ${farm.id} AND created_at > now() - ${sql.raw(DAY)}`);
  const { n, free_at } = rows[0];
  if (n < MESSAGE_LIMITS.bulkPerListingPerDay || !free_at) return null;
  const freeAt = new Date(free_at);
  const values = {
    farm: farm.name,
    max: MESSAGE_LIMITS.bulkPerListingPerDay,
    day: formatWeekdayLong(freeAt, farm.timeZone, lang),
    time: new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: farm.timeZone, hour: 'numeric', minute: '2-digit' }).format(freeAt),
  };
  return {
    message: localize(withValues('errors:messages.bulkDailyLimit', values), lang),
    retryAfter: Math.max(1, Math.ceil((freeAt.getTime() - Date.now()) / 1000)),
  };
}

async function assertUnderDailyLimit(tx: DbOrTx, farm: FarmRow, lang: Language) {
  const reached = await dailyLimitReached(tx, farm, lang);
  if (reached) throw new HttpError(429, reached.message, undefined, { 'retry-after': String(reached.retryAfter) });
}

/** Messages from a farmer to every follower of one listing (PRODUCT.md 4): recorded now, delivered by the queue. */
export function bulkService(db: Db) {
  async function ownedFarm(tx: DbOrTx, user: UserRow, farmId: number, lock: boolean): Promise<FarmRow> {
    const repo = farmsRepository(tx);
    const farm = lock ? await repo.findForUpdate(farmId) : await repo.find(farmId);
    if (!farm || !farmPolicy.see(actorOf(user), farm)) throw notFound(NOT_FOUND);
    if (!farm.ownerId || farm.ownerId !== user.id) throw forbidden('errors:messages.bulkOwnerOnly');
    return farm;
  }

  return {
    async send(user: UserRow, farmId: number, body: unknown, lang: Language): Promise<BulkMessage> {
      const input = parse(BulkMessageInputSchema, body);
      return db.transaction(async (tx) => {
        // The listing row is locked: two sends at once cannot both slip under the daily limit.
        const farm = await ownedFarm(tx, user, farmId, true);
        if (farm.status !== 'published') throw badRequest('errors:messages.bulkPublishFirst');
        await assertUnderDailyLimit(tx, farm, lang);
        const marks = [...new Set(input.productIds)].map((productId) => ({ productId, available: true }));
        const { skipped } = await setAvailability(tx, farm.id, marks, { source: 'farmer', userId: user.id, announce: false });
        if (skipped.length) throw badRequest('errors:messages.bulkUnknownProduct', { productIds: msg('errors:messages.unknownProduct') });
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

    async list(user: UserRow, farmId: number, lang: Language): Promise<BulkMessageList> {
      const farm = await ownedFarm(db, user, farmId, false);
      const [{ rows }, followers, today, reached] = await Promise.all([
        db.execute<BulkRow>(
          sql`SELECT id, farm_id, body, status, recipient_count, delivered_count, created_at FROM bulk_messages WHERE farm_id = ${farm.id} ORDER BY id DESC LIMIT 20`,
        ),
        countReachableFollowers(db, farm.id, user.id),
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bulk_messages WHERE farm_id = ${farm.id} AND created_at > now() - ${sql.raw(DAY)}`),
        dailyLimitReached(db, farm, lang),
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
      if (!farm || !farmPolicy.see(actorOf(user), farm)) throw notFound(NOT_FOUND);
      if (muted) await db.execute(sql`INSERT INTO listing_mutes (user_id, farm_id) VALUES (${user.id}, ${farmId}) ON CONFLICT DO NOTHING`);
      else await db.execute(sql`DELETE FROM listing_mutes WHERE user_id = ${user.id} AND farm_id = ${farmId}`);
      return { muted };
    },
  };
}
