/**
 * What other modules may ask of the listings farms keeps (eslint.config.js: a module's repository is its own; other
 * modules ask its service). Published whole for now: narrowing it to the reads and locks its users make is open work.
 */
export { farmsRepository } from './farms.repository.js';
