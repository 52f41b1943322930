import { msg } from '@common/i18n/keys.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, unauthorized, type Message } from '../../lib/errors.js';
import { signInPolicy } from './auth.policy.js';
import { usersRepository } from './users.repository.js';

/**
 * What other modules may ask of the accounts auth keeps (eslint.config.js: a module's repository is its own; other
 * modules ask its service). Published whole for now: narrowing each to the calls its users make is open work.
 */
export { sessionsRepository, usersRepository } from './users.repository.js';
export { twoFactorRepository } from './two-factor.repository.js';
export { loginRepository } from './login.repository.js';

/**
 * The account a finished second step signs in: 401 (`gone`) when it was deleted meanwhile, 403 when it may not
 * sign in (signInPolicy).
 */
export async function accountToSignIn(db: DbOrTx, id: string, gone: Message) {
  const found = await usersRepository(db).findById(id);
  if (!found || found.deletedAt) throw unauthorized(gone);
  if (!signInPolicy.signIn(found)) throw forbidden(msg('errors:auth.suspended'));
  return found;
}
