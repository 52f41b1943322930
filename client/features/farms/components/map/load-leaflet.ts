/** Leaflet (~44 kB gzipped) and its CSS load only on pages that show a map, once per session. */
export type Leaflet = typeof import('leaflet');

let loading: Promise<Leaflet> | null = null;
export function loadLeaflet(): Promise<Leaflet> {
  loading ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css').then(() => import('./map.css'))]).then(([mod]) => {
    const m = mod as Leaflet & { default?: Leaflet };
    return m.default ?? m; // the ESM build has named exports; a CommonJS interop build has a default
  });
  loading.catch(() => {
    loading = null; // a dropped connection: let the next attempt try again
  });
  return loading;
}
