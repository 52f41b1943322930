/** Daily counts for the admin charts other modules draw (eslint.config.js: a module's repository is its own). */
export { dailyCounts, dayRange } from './overview.repository.js';
