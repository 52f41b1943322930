// The public entry of this feature: other features import only what is exported here (eslint.config.js, FEATURES).
// Other features use only its article styles: see ./ui.ts.
export { blogKeys } from './api/blog-queries';
