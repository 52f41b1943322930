// The public entry of this feature: other features import only what is exported here (eslint.config.js, FEATURES).
// Hooks, query keys, formatters and helpers; the components other features render are in ./ui.ts.
export { geoQueries, resolvePlace, reversePlace, useResolvedPlace } from './api/geo-queries';
export { useGeolocation, geolocationPermission, type LatLng } from './use-geolocation';
export { useKnownPosition } from './use-known-position';
