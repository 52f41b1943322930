// The map's building blocks, for code that is itself loaded lazily (the trip's route map): kept out of ./index.ts
// and ./ui.ts so the pages that import those do not take the map code with them.
export { MAP_BACKGROUND, MapLoadFailed, TilesUnavailable } from './components/map/map-notices';
export { liveMap, useLeafletMap } from './components/map/use-leaflet-map';
