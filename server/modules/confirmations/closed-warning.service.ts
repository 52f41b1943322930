import type { ClosedAnswer, ClosedWarningClearResult, ClosedWarningOwnerAnswer } from '@common/schemas/closed-warning.js';
import type { ListingTrust } from '@common/schemas/listing-trust.js';
import { msg } from '@common/i18n/keys.js';
import type { Db } from '../../db/client.js';
import type { FarmRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { limit } from '../../lib/rate-limit.js';
import { recordAuditBy } from '../accounts/audit.js';
import { mustBeAdmin } from '../admin/admin.policy.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { farmsRepository } from '../farms/listings.service.js';
import type { DbOrTx } from '../farms/sql.js';
import { closedWarningPolicy } from './confirmations.policy.js';
import { CLOSED_WARNING_VISITORS } from './confirmations.service.js';
import { closedWindowStart, confirmationsRepository } from './confirmations.repository.js';
import { publish } from '../../lib/events/index.js';

const NO_LISTING = msg('errors:closedWarning.noListing');

/** The account as the owner and admins see it beside an answer: the end of its id, so two Anns are told apart. */
const maskedAccount = (userId: string) => `…${userId.replace(/-/g, '').slice(-4)}`;

/** The warning as the listing shows it now: null below the threshold; the owner's answer when given during this warning. */
export async function closedWarningOf(db: DbOrTx, farm: FarmRow, now: Date): Promise<ListingTrust['closedWarning']> {
  const repo = confirmationsRepository(db);
  const closed = await repo.closedVisitors(farm.id, farm.hoursConfirmedAt, now);
  if (closed.visitors < CLOSED_WARNING_VISITORS || !closed.latestAt) return null;
  const answer = await repo.findAnswer(farm.id);
  const current = answer && answer.by === 'owner' && answer.answeredAt >= closedWindowStart(farm.hoursConfirmedAt, now);
  const ownerAnswer: ClosedWarningOwnerAnswer | null = current ? { note: answer.note, at: answer.answeredAt.toISOString() } : null;
  return { visitors: closed.visitors, latestAt: closed.latestAt.toISOString(), ownerAnswer };
}

/** Who said the listing was closed, for its owner and admins (null for everyone else): never an address or network. */
export async function closedAnswersFor(db: DbOrTx, viewer: Actor | null, farm: FarmRow, now: Date): Promise<ClosedAnswer[] | null> {
  if (!closedWarningPolicy.seeWho(viewer, farm)) return null;
  const rows = await confirmationsRepository(db).closedAnswers(farm.id, farm.hoursConfirmedAt, now);
  return rows.map((r) => ({ id: r.id, name: r.firstName, account: maskedAccount(r.userId), at: r.answeredAt.toISOString(), counted: r.counted }));
}

/**
 * The closed warning's two answers from above (decision 049). The listing's farmer answers it in a sentence, shown with
 * the warning to everyone, and may edit it; the answer refutes nothing (an owner could otherwise silence honest visitors).
 * An admin clears it with a reason: its answers are refuted, so the warning goes and those accounts weigh no more.
 * Both are written to the audit log in the same transaction.
 */
export function closedWarningService(db: Db) {
  async function lockedFarm(tx: DbOrTx, user: Actor, farmId: number) {
    const farm = await farmsRepository(tx).findForUpdate(farmId);
    if (!farm || !farmPolicy.see(user, farm) || farm.status !== 'published') throw notFound(NO_LISTING);
    return farm;
  }

  return {
    async answer(user: Actor, farmId: number, note: string, now = new Date()): Promise<ClosedWarningOwnerAnswer> {
      await limit(db, 'closedWarningAnswers', user.id);
      return db.transaction(async (tx) => {
        const farm = await lockedFarm(tx, user, farmId);
        if (!closedWarningPolicy.answer(user, farm)) throw forbidden('errors:closedWarning.ownerOnly');
        const warning = await closedWarningOf(tx, farm, now);
        if (!warning) throw conflict('errors:closedWarning.noWarning');
        await confirmationsRepository(tx).saveAnswer({ farmId, by: 'owner', userId: user.id, note, answeredAt: now });
        await recordAuditBy(tx, user, {
          action: warning.ownerAnswer ? 'closed-warning.answer-edit' : 'closed-warning.answer',
          summary: `Answered the closed warning on “${farm.name}”`,
          target: { type: 'farm', id: farm.id },
          details: { note, visitors: warning.visitors, before: warning.ownerAnswer?.note ?? null },
        });
        await publish(tx, 'listing.trustChanged', { farmId, what: 'closedWarning' });
        return { note, at: now.toISOString() };
      });
    },

    async clear(admin: Actor, farmId: number, reason: string, now = new Date()): Promise<ClosedWarningClearResult> {
      mustBeAdmin(admin);
      await limit(db, 'closedWarningClears', admin.id);
      return db.transaction(async (tx) => {
        const farm = await lockedFarm(tx, admin, farmId);
        const warning = await closedWarningOf(tx, farm, now);
        if (!warning) throw conflict('errors:closedWarning.noWarningToClear');
        const repo = confirmationsRepository(tx);
        const ids = await repo.closedIds(farm.id, farm.hoursConfirmedAt, now);
        const refuted = await repo.refute(ids, 'admin', now);
        await recordAuditBy(tx, admin, {
          action: 'closed-warning.clear',
          summary: `Cleared the closed warning on “${farm.name}”`,
          target: { type: 'farm', id: farm.id },
          details: { reason, visitors: warning.visitors, refuted: ids },
        });
        await publish(tx, 'listing.trustChanged', { farmId, what: 'closedWarning' });
        return { refuted };
      });
    },
  };
}
