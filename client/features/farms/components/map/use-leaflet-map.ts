import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { getConfig } from '@/lib/config';
import { loadLeaflet, type Leaflet } from './load-leaflet';

/**
 * The map is still on the page. An effect of the component that holds the map can run in the same commit as the
 * hook's clean-up that removed it (the container was detached: a Suspense boundary above hid it for a moment),
 * with the removed map from its render: Leaflet then throws on the first layer added. Effects check this first;
 * the hook's re-render brings them the new map.
 */
export function liveMap(map: LeafletMap | undefined): map is LeafletMap {
  return Boolean(map?.getPane('mapPane'));
}

/**
 * A zoom animation under way ends on a 250 ms timer Leaflet keeps no handle to (Map._animateZoom, Leaflet 1.9): when
 * the map is removed before it fires (the page left while a trip's route was being fitted), the timer moves a map
 * pane that is gone and throws "Cannot read properties of undefined (reading '_leaflet_pos')". The timer returns at
 * once when no zoom is animating, so the map says so before it goes.
 */
function forgetZoomAnimation(map: LeafletMap) {
  (map as unknown as { _animatingZoom?: boolean })._animatingZoom = false;
}

export interface MapView {
  center: [number, number];
  zoom: number;
  /** South-west and north-east corners to fit on screen, whatever its width: then `zoom` is only the starting guess. */
  bounds?: [[number, number], [number, number]];
}

/**
 * Creates a Leaflet map in `ref` once Leaflet has loaded, with the configured tiles and attribution.
 * `tilesFailed` turns true when tiles cannot load (offline, blocked): the markers do not depend on them.
 */
export function useLeafletMap(initial: MapView, label: string, options: { scrollWheelZoom?: boolean } = {}) {
  // The container as state, not a ref object: when a Suspense boundary above hides this tree for a moment (a
  // page's words still loading), React detaches the element and attaches it again; the map follows it, instead
  // of finding no element when Leaflet arrives and never being made.
  const [el, ref] = useState<HTMLDivElement | null>(null);
  const [ready, setReady] = useState<{ L: Leaflet; map: LeafletMap } | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const first = useRef(initial);
  const scrollWheelZoom = options.scrollWheelZoom ?? true;

  useEffect(() => {
    if (!el) return;
    let cancelled = false;
    let map: LeafletMap | undefined;
    loadLeaflet()
      .then((L) => {
        if (cancelled) return;
        map = L.map(el, { center: first.current.center, zoom: first.current.zoom, scrollWheelZoom, zoomControl: true });
        if (first.current.bounds) map.fitBounds(first.current.bounds, { animate: false });
        // Leaflet makes the container focusable (arrow keys pan, +/- zoom); give it a name.
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', label);
        el.setAttribute('aria-roledescription', 'map');
        const { mapTileUrl, mapAttribution } = getConfig();
        let loaded = 0;
        let failed = 0;
        L.tileLayer(mapTileUrl, { attribution: mapAttribution, maxZoom: 19, crossOrigin: false })
          .on('tileload', () => {
            loaded++;
            setTilesFailed(false);
          })
          .on('tileerror', () => {
            if (++failed >= 2 && loaded === 0) setTilesFailed(true);
          })
          .addTo(map);
        setReady({ L, map });
      })
      .catch(() => !cancelled && setLoadFailed(true));
    return () => {
      cancelled = true;
      if (map) forgetZoomAnimation(map);
      map?.remove();
      setReady(null);
    };
  }, [el, label, scrollWheelZoom]);

  return { ref, L: ready?.L, map: ready?.map, tilesFailed, loadFailed };
}
