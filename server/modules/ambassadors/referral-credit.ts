import { REF_CODE } from '@common/schemas/ambassadors.js';
import type { DbOrTx } from '../../db/client.js';
import { ambassadorsRepository } from './ambassadors.repository.js';

/**
 * Called once per sign-up (the listener of account.registered): credits the new account to the approved ambassador whose code it came
 * with. An unknown, unapproved or malformed code is ignored: it must never stop a sign-up.
 */
export async function creditSignup(db: DbOrTx, { userId, ref }: { userId: string; ref?: string | null }) {
  if (!ref || !REF_CODE.test(ref)) return false;
  const repo = ambassadorsRepository(db);
  const ambassador = await repo.findApprovedByCode(ref);
  if (!ambassador || ambassador.userId === userId) return false;
  const credited = await repo.credit({ ambassadorId: ambassador.id, kind: 'signup', subjectId: userId, userId });
  // The account's listings made before this ran (their listing.created may have been handled first) count too.
  if (credited) {
    for (const farmId of await repo.listingIdsOf(userId))
      await repo.credit({ ambassadorId: ambassador.id, kind: 'listing', subjectId: String(farmId), userId });
  }
  return credited;
}

/** Called once per new listing (the listener of listing.created): a listing by a referred farmer is credited to the same ambassador. */
export async function creditListing(db: DbOrTx, { farmId, ownerId }: { farmId: number; ownerId: string }) {
  const repo = ambassadorsRepository(db);
  const ambassadorId = await repo.signupCreditOf(ownerId);
  if (!ambassadorId) return false;
  return repo.credit({ ambassadorId, kind: 'listing', subjectId: String(farmId), userId: ownerId });
}
