// The public entry of this feature: other features import only what is exported here (eslint.config.js, FEATURES).
export { pickingKeys } from './api/keys';
export { useListingPicking } from './api/get-picking';
export { PICKING_TONE } from './components/picking-tone';
