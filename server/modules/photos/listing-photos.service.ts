/** The photos of listings, as other modules show them (eslint.config.js: a module's repository is its own). */
export { photosForFarms, presentPhoto } from './photos.repository.js';
