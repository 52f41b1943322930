/** The site's stored settings, for the modules that keep a value there (eslint.config.js: a module's repository is its own). */
export { settingsRepository } from './settings.repository.js';
