/**
 * What other modules may ask of the accounts auth keeps (eslint.config.js: a module's repository is its own; other
 * modules ask its service). Published whole for now: narrowing each to the calls its users make is open work.
 */
export { sessionsRepository, usersRepository } from './users.repository.js';
export { twoFactorRepository } from './two-factor.repository.js';
export { loginRepository } from './login.repository.js';
