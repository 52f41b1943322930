import type { DbOrTx } from '../../db/client.js';
import { usersRepository } from './users.repository.js';

/**
 * What other modules may ask of the accounts auth keeps (eslint.config.js: a module's repository is its own; other
 * modules ask its service). Published whole for now: narrowing each to the calls its users make is open work.
 */
export { sessionsRepository, usersRepository } from './users.repository.js';
export { twoFactorRepository } from './two-factor.repository.js';
export { loginRepository } from './login.repository.js';

/** The account with this id, deleted or not (the two-step sign-in's last check). */
export const findAccount = (db: DbOrTx, id: string) => usersRepository(db).findById(id);
