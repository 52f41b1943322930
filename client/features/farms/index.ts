// The public entry of this feature: other features import only what is exported here (eslint.config.js, FEATURES).
// Hooks, query keys, formatters and helpers; the components other features render are in ./ui.ts, the map's in ./lazy.ts.
export { farmKeys } from './api/keys';
export { useFarm } from './api/get-farm';
export { useFarms } from './api/get-farms';
export { useMyFarms } from './api/get-my-farms';
export { useSetProductAvailability } from './api/set-product-availability';
export { useCatalogLabels } from './catalog-labels';
export type { Unit } from './filters';
export { lang, timeAgo, clockIn, nextChangeLabel, formatDistance, formatRating } from './format';
