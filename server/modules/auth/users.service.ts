import { msg } from '@common/i18n/keys.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { forbidden, unauthorized, type Message } from '../../lib/errors.js';
import { signInPolicy } from './auth.policy.js';
import { loginRepository as logins } from './login.repository.js';
import { twoFactorRepository as twoFactors } from './two-factor.repository.js';
import { sessionsRepository as sessions, usersRepository as users } from './users.repository.js';

/**
 * What other modules may ask of the accounts auth keeps, and no more (eslint.config.js: a module's repository is its
 * own; other modules ask its service; decision 059). Each is the repository narrowed to the calls made from outside
 * auth: a new need is a line here, where auth sees it.
 */
export const usersRepository = (db: DbOrTx): Pick<ReturnType<typeof users>, 'findById' | 'findByEmail' | 'update'> => users(db);
/** The account cleanup's purge of stale sessions (accounts/cleanup.ts). */
export const sessionsRepository = (db: Db): Pick<ReturnType<typeof sessions>, 'purgeStale'> => sessions(db);
/** Whether an account has a second factor (the admin users screen). */
export const twoFactorRepository = (db: Db): Pick<ReturnType<typeof twoFactors>, 'find'> => twoFactors(db);
/** The account cleanup's purge of old sign-in records. */
export const loginRepository = (db: DbOrTx): Pick<ReturnType<typeof logins>, 'forgetNetworksOlderThan' | 'purgeExpiredChallenges'> => logins(db);

/**
 * The account a finished second step signs in: 401 (`gone`) when it was deleted meanwhile, 403 when it may not
 * sign in (signInPolicy).
 */
export async function accountToSignIn(db: DbOrTx, id: string, gone: Message) {
  const found = await users(db).findById(id);
  if (!found || found.deletedAt) throw unauthorized(gone);
  if (!signInPolicy.signIn(found)) throw forbidden(msg('errors:auth.suspended'));
  return found;
}
