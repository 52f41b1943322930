// The public entry of this feature: other features import only what is exported here (eslint.config.js, FEATURES).
export { seasonKeys } from './api/keys';
export { useListingSeasons } from './api/get-seasons';
export { useComingUp, useCropCalendar } from './api/get-area-seasons';
