import { CONFIRMATION_MAX_AGE_HOURS, type ConfirmationInput, type ConfirmationResult, type MyConfirmation } from '@common/schemas/confirmations.js';
import { VERIFIED_VISIT_RADIUS_M } from '@common/schemas/visits.js';
import type { Db } from '../../db/client.js';
import { msg } from '@common/i18n/keys.js';
import type { FarmRow, ListingConfirmationRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, conflict, forbidden, HttpError, notFound, withValues } from '../../lib/errors.js';
import { haversineKm } from '../../lib/geo/distance.js';
import { limit } from '../../lib/rate-limit.js';
import { networkKey } from '../../lib/client-network.js';
import { setAvailability } from '../farms/availability.js';
import { farmsRepository } from '../farms/listings.service.js';
import { openStateAt } from '../farms/hours/open-state.js';
import type { DbOrTx } from '../farms/sql.js';
import { notify } from '../notifications/notify.js';
import { localDateIn } from '../visits/visits.service.js';
import { visitsRepository } from '../visits/visits.service.js';
import { confirmationPolicy } from './confirmations.policy.js';
import { confirmationsRepository, markHoursConfirmedByVisitor } from './confirmations.repository.js';
import { publish } from '../../lib/events/index.js';

const NO_LISTING = msg('errors:confirmations.noListing');
/**
 * Different visitors, on different networks, finding it closed while the hours say open before the listing warns and
 * its owner hears (issue 29 point 3: two throwaway accounts on one line are one voice).
 */
export const CLOSED_WARNING_VISITORS = 2;

export const presentConfirmation = (row: ListingConfirmationRow): MyConfirmation => ({ open: row.open, at: row.answeredAt.toISOString() });

const sameAnswer = (row: ListingConfirmationRow, input: ConfirmationInput) => {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));
  return row.open === input.open && same(row.had, input.had) && same(row.soldOut, input.soldOut);
};

/** "You are 120 m from …", "You are 2.4 miles from …". */
const tooFar = (m: number, farm: string) =>
  m < 1609
    ? withValues('errors:confirmations.tooFarMeters', { meters: Math.round(m / 10) * 10, farm, radius: VERIFIED_VISIT_RADIUS_M })
    : withValues('errors:confirmations.tooFarMiles', { miles: (m / 1609.344).toFixed(1), farm, radius: VERIFIED_VISIT_RADIUS_M });

/** When the answer was given: now, or the time a phone that was offline at the stand says (within limits). */
function answeredAt(input: ConfirmationInput, now: Date): Date {
  if (!input.at) return now;
  const at = new Date(input.at);
  if (at.getTime() > now.getTime() + 60_000) throw badRequest('errors:confirmations.atInFuture', { at: msg('errors:confirmations.inTheFuture') });
  if (at.getTime() < now.getTime() - CONFIRMATION_MAX_AGE_HOURS * 3600_000) {
    const tooOld = withValues('errors:confirmations.atTooOld', { hours: CONFIRMATION_MAX_AGE_HOURS });
    throw badRequest(tooOld, { at: msg('errors:confirmations.tooLongAgo') });
  }
  return at;
}

/**
 * "Was it open?" (docs/product.md §9): visitors at the stand keep its hours and stock true. Same rules as a check-in:
 * within 500 m (or a verified check-in that day), one answer per listing and local day. The same answer sent
 * again is harmless (answered as before), so a phone may retry it.
 */
export function confirmationsService(db: Db) {
  async function where(tx: DbOrTx, user: Actor, farm: FarmRow, input: ConfirmationInput, localDate: string): Promise<number | null> {
    if (input.lat === undefined || input.lng === undefined) {
      const visit = await visitsRepository(tx).findDay(user.id, farm.id, localDate);
      if (visit?.verified) return null;
      throw new HttpError(422, withValues('errors:confirmations.sharePosition', { radius: VERIFIED_VISIT_RADIUS_M, farm: farm.name }), {
        lat: msg('errors:confirmations.needed'),
      });
    }
    const distanceM = haversineKm({ lat: input.lat, lng: input.lng }, farm) * 1000;
    if (distanceM > VERIFIED_VISIT_RADIUS_M) {
      throw new HttpError(422, tooFar(distanceM, farm.name), { lat: msg('errors:confirmations.tooFarAway') });
    }
    return distanceM;
  }

  return {
    async answer(user: Actor, farmId: number, input: ConfirmationInput, now = new Date()): Promise<ConfirmationResult> {
      await limit(db, 'confirmations', user.id);
      const at = answeredAt(input, now);
      return db.transaction(async (tx) => {
        // The listing's row lock orders answers: two "closed" at once still notify the owner exactly once.
        const farm = await farmsRepository(tx).findForUpdate(farmId);
        if (!farm || farm.status !== 'published') throw notFound(NO_LISTING);
        if (!confirmationPolicy.answer(user, farm)) throw forbidden('errors:confirmations.ownListing');
        const repo = confirmationsRepository(tx);
        const localDate = localDateIn(farm.timeZone, at);
        const existing = await repo.findDay(farmId, user.id, localDate);
        if (existing && sameAnswer(existing, input)) return { confirmation: presentConfirmation(existing), skipped: [], repeated: true };
        const already = withValues('errors:confirmations.alreadyToday', { farm: farm.name });
        if (existing) throw conflict(already);

        const distanceM = await where(tx, user, farm, input, localDate);
        const hoursSaidOpen = openStateAt(farm, at).status === 'open';
        const row = await repo.insert({
          farmId,
          userId: user.id,
          localDate,
          open: input.open,
          hoursSaidOpen,
          distanceM,
          had: input.had,
          soldOut: input.soldOut,
          answeredAt: at,
          network: user.ip ? networkKey(user.ip) : null,
        });
        if (!row) throw conflict(already);
        // A new account, or one whose word was refuted, is kept on record but moves nothing alone (decision 033).
        if (!(await repo.accountWeighs(user.id, at))) return { confirmation: presentConfirmation(row), skipped: [], repeated: false };

        const marks = [
          ...input.had.map((productId) => ({ productId, available: true })),
          ...input.soldOut.map((productId) => ({ productId, available: false })),
        ];
        const { skipped } = await setAvailability(tx, farmId, marks, { source: 'visitor', userId: user.id });
        if (input.open && hoursSaidOpen) await confirmHours(tx, farm, at);
        else if (hoursSaidOpen) await warnIfClosed(tx, farm, at, row.id);
        await publish(tx, 'listing.trustChanged', { farmId, what: 'visitorAnswer' });
        return { confirmation: presentConfirmation(row), skipped, repeated: false };
      });
    },
  };
}

/** Found open when the hours said so: a visitor confirmed them, unless a later confirmation exists already. */
async function confirmHours(tx: DbOrTx, farm: FarmRow, at: Date) {
  if (farm.hoursConfirmedAt && farm.hoursConfirmedAt >= at) return;
  await markHoursConfirmedByVisitor(tx, farm.id, at);
}

/**
 * The answer that makes the warning (two visitors on two networks, from accounts that weigh, while the hours say open)
 * tells the owner, once per run of answers.
 */
async function warnIfClosed(tx: DbOrTx, farm: FarmRow, at: Date, answerId: string) {
  const repo = confirmationsRepository(tx);
  const { visitors } = await repo.closedVisitors(farm.id, farm.hoursConfirmedAt, at);
  if (visitors < CLOSED_WARNING_VISITORS || !farm.ownerId) return;
  const before = await repo.closedVisitors(farm.id, farm.hoursConfirmedAt, at, answerId);
  if (before.visitors >= CLOSED_WARNING_VISITORS) return;
  await notify(tx, {
    userId: farm.ownerId,
    type: 'listing_feedback',
    title: withValues('push:confirmations.closedTitle', { visitors, farm: farm.name }),
    body: msg('push:confirmations.closedBody'),
    url: `/farm-profile?id=${farm.id}`,
    data: { key: `closed:${farm.id}:${at.toISOString().slice(0, 10)}` },
  });
}

/** Answers as the trust summary reads them (eslint.config.js: a module's repository is its own). */
export { confirmationsRepository } from './confirmations.repository.js';
