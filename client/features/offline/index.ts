// The public entry of this feature: other features import only what is exported here (eslint.config.js, FEATURES).
export { useOfflineText } from './strings';
