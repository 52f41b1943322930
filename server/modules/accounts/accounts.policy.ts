import type { UserRow } from '../../db/schema/index.js';
import type { Subject } from '../../lib/actor.js';

/** Who may change what of an account: used by the services (routes only say "signed in" or "admin"). */
export const accountPolicy = {
  /** A shopper and a farmer switch between the two themselves; an admin's role is another admin's to change. */
  changeOwnType: (account: Pick<UserRow, 'userType'>) => account.userType !== 'admin',
  /** An admin changes other people's role or suspension, never their own (nobody locks the last admin out by a slip). */
  manage: (admin: Subject, target: Pick<UserRow, 'id'>) => target.id !== admin.id,
};
