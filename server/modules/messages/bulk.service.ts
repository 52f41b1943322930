import type { z } from 'zod';
import { MESSAGE_LIMITS, type BulkMessage, type BulkMessageInputSchema, type BulkMessageList, type Mute } from '@common/schemas/messages.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { FarmRow } from '../../db/schema/index.js';
import { badRequest, forbidden, HttpError, notFound, withValues } from '../../lib/errors.js';
import { localize, type Language } from '../../lib/i18n.js';
import { formatWeekdayLong } from '@common/i18n/format.js';
import { INTL_LOCALE } from '@common/i18n/languages.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { farmsRepository } from '../farms/listings.service.js';
import { setAvailability } from '../farms/availability.js';
import { enqueueFanout } from './fanout.js';
import { countReachableFollowers } from './followers.repository.js';
import type { Actor } from '../../lib/actor.js';
import { bulkRepository, type BulkRow } from './bulk.repository.js';
import { bulkPolicy } from './messages.policy.js';
import { msg } from '@common/i18n/keys.js';

const NOT_FOUND = msg('errors:listing.notFound');

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
  const { n, freeAt } = await bulkRepository(tx).lastDay(farm.id);
  if (n < MESSAGE_LIMITS.bulkPerListingPerDay || !freeAt) return null;
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

/** Messages from a farmer to every follower of one listing (docs/product.md §4): recorded now, delivered by the queue. */
export function bulkService(db: Db) {
  async function ownedFarm(tx: DbOrTx, user: Actor, farmId: number, lock: boolean): Promise<FarmRow> {
    const repo = farmsRepository(tx);
    const farm = lock ? await repo.findForUpdate(farmId) : await repo.find(farmId);
    if (!farm || !farmPolicy.see(user, farm)) throw notFound(NOT_FOUND);
    if (!bulkPolicy.send(user, farm)) throw forbidden('errors:messages.bulkOwnerOnly');
    return farm;
  }

  return {
    async send(user: Actor, farmId: number, input: z.output<typeof BulkMessageInputSchema>, lang: Language): Promise<BulkMessage> {
      return db.transaction(async (tx) => {
        // The listing row is locked: two sends at once cannot both slip under the daily limit.
        const farm = await ownedFarm(tx, user, farmId, true);
        if (farm.status !== 'published') throw badRequest('errors:messages.bulkPublishFirst');
        await assertUnderDailyLimit(tx, farm, lang);
        const marks = [...new Set(input.productIds)].map((productId) => ({ productId, available: true }));
        const { skipped } = await setAvailability(tx, farm.id, marks, { source: 'farmer', userId: user.id, announce: false });
        if (skipped.length) throw badRequest('errors:messages.bulkUnknownProduct', { productIds: msg('errors:messages.unknownProduct') });
        const recipients = await countReachableFollowers(tx, farm.id, user.id);
        const bulk = await bulkRepository(tx).insert({ farmId: farm.id, senderId: user.id, body: input.body, productIds: input.productIds, recipients });
        if (recipients) await enqueueFanout(tx, { what: 'bulk', bulkId: Number(bulk.id), after: null }, `bulk:${bulk.id}`);
        return present(bulk);
      });
    },

    async list(user: Actor, farmId: number, lang: Language): Promise<BulkMessageList> {
      const farm = await ownedFarm(db, user, farmId, false);
      const [rows, followers, today, reached] = await Promise.all([
        bulkRepository(db).latest(farm.id),
        countReachableFollowers(db, farm.id, user.id),
        bulkRepository(db).lastDay(farm.id),
        dailyLimitReached(db, farm, lang),
      ]);
      return {
        items: rows.map(present),
        followers,
        sentToday: today.n,
        limitPerDay: MESSAGE_LIMITS.bulkPerListingPerDay,
        limitReached: reached?.message ?? null,
      };
    },

    async muted(user: Actor, farmId: number): Promise<Mute> {
      return { muted: await bulkRepository(db).muted(user.id, farmId) };
    },

    async setMuted(user: Actor, farmId: number, muted: boolean): Promise<Mute> {
      const farm = await farmsRepository(db).find(farmId);
      if (!farm || !farmPolicy.see(user, farm)) throw notFound(NOT_FOUND);
      await (muted ? bulkRepository(db).mute(user.id, farmId) : bulkRepository(db).unmute(user.id, farmId));
      return { muted };
    },
  };
}
