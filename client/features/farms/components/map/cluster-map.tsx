import { useTranslation } from '@/lib/i18n/react';
import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { useFarmMap } from '../../api/get-farm-map';
import { MapStatusPill } from './map-status-pill';
import { MAP_BACKGROUND, MapLegend, MapLoadFailed, TilesUnavailable } from './map-notices';
import { clusterIcon, hereIcon, markerTitle, pointIcon } from './markers';
import { mergeOverlappingClusters } from './merge-clusters';
import { liveMap, useLeafletMap, type MapView } from './use-leaflet-map';

export interface ViewChange {
  center: { lat: number; lng: number };
  /**
   * Metres from the centre to a corner: the radius of a "search this area". Every stand on screen is inside it (a
   * circle inside the rectangle left out the corners' stands, and a search after tapping a cluster could find none of
   * the stands in view); a few just off screen beside the edges come too.
   */
  radiusMeters: number;
  byUser: boolean;
}
export interface MapTarget extends MapView {
  seq: number;
}

interface ClusterMapProps {
  filterQuery: string;
  initialView: MapView;
  target: MapTarget | null;
  here: { lat: number; lng: number } | null;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  onViewChange: (v: ViewChange) => void;
}

const reduceMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
const r4 = (n: number) => n.toFixed(4);
function boxOf(map: LeafletMap) {
  const b = map.getBounds();
  const clampLng = (x: number) => Math.max(-180, Math.min(180, x));
  return `bbox=${r4(clampLng(b.getWest()))},${r4(Math.max(-85, b.getSouth()))},${r4(clampLng(b.getEast()))},${r4(Math.min(85, b.getNorth()))}&zoom=${Math.round(map.getZoom())}`;
}

/**
 * Every listing as server-made clusters and points for the visible box (GET /api/farms/map). Moves are
 * debounced: one request when the map comes to rest; a newer box aborts the older request.
 */
export default function ClusterMap({ filterQuery, initialView, target, here, selectedId, onSelect, onViewChange }: ClusterMapProps) {
  const { t } = useTranslation('farms');
  const { ref, L, map, tilesFailed, loadFailed } = useLeafletMap(initialView, t('map.all'));
  const [box, setBox] = useState<string | null>(null);
  const auto = useRef(false); // true while the map moves because we asked it to
  const onView = useRef(onViewChange);
  onView.current = onViewChange;
  const query = box ? `${box}${filterQuery ? `&${filterQuery}` : ''}` : null;
  const { data, isFetching, isError, refetch } = useFarmMap(query);

  useEffect(() => {
    if (!liveMap(map)) return;
    let timer: ReturnType<typeof setTimeout>;
    let byUser = false;
    const onStart = () => {
      if (!auto.current) byUser = true;
    };
    const onEnd = () => {
      const wasUser = byUser;
      auto.current = false;
      byUser = false;
      const c = map.getCenter();
      const radiusMeters = map.distance(c, map.getBounds().getNorthEast());
      onView.current({ center: { lat: c.lat, lng: c.lng }, radiusMeters, byUser: wasUser });
      clearTimeout(timer);
      timer = setTimeout(() => setBox(boxOf(map)), 250);
    };
    map.on('movestart', onStart).on('moveend', onEnd);
    setBox(boxOf(map));
    return () => {
      clearTimeout(timer);
      map.off('movestart', onStart).off('moveend', onEnd);
    };
  }, [map]);

  useEffect(() => {
    if (!liveMap(map) || !target) return;
    auto.current = true;
    map.setView(target.center, target.zoom, { animate: !reduceMotion() });
  }, [map, target]);

  useEffect(() => {
    if (!L || !liveMap(map) || !data) return;
    const layer = L.layerGroup().addTo(map);
    for (const f of mergeOverlappingClusters(data.features, (lat, lng) => map.latLngToLayerPoint([lat, lng]), map.getZoom())) {
      const [lng, lat] = f.geometry.coordinates;
      const p = f.properties;
      if (p.cluster) {
        const m = L.marker([lat, lng], { icon: clusterIcon(L, p.count), title: t('map.marker.cluster', { count: p.count }), keyboard: true });
        m.on('click', () => {
          auto.current = true;
          // Always at least one step in, so a tap is never a no-op.
          map.setView([lat, lng], Math.min(Math.max(p.expansionZoom, map.getZoom() + 1), 18), { animate: !reduceMotion() });
        });
        layer.addLayer(m);
      } else {
        const selected = p.id === selectedId;
        const m = L.marker([lat, lng], {
          icon: pointIcon(L, p.open, selected, p.picking),
          title: markerTitle(t, p.name, p.open, p.picking),
          keyboard: true,
          zIndexOffset: selected ? 1000 : 0,
        });
        m.on('click', () => onSelect(p.id));
        layer.addLayer(m);
      }
    }
    return () => void layer.remove();
  }, [L, map, data, selectedId, onSelect, t]);

  useEffect(() => {
    if (!L || !liveMap(map) || !here) return;
    const m = L.marker([here.lat, here.lng], { icon: hereIcon(L), interactive: false, keyboard: false, title: t('map.here') }).addTo(map);
    return () => void m.remove();
  }, [L, map, here, t]);

  const count = data?.features.length ?? 0;
  return (
    <div className="relative isolate h-full w-full overflow-hidden">
      <div ref={ref} className="h-full w-full" style={MAP_BACKGROUND} />
      <MapStatusPill
        loading={isFetching || (!data && !loadFailed)}
        error={isError && !isFetching}
        empty={Boolean(data) && count === 0}
        onRetry={() => void refetch()}
      />
      <div className="pointer-events-none absolute bottom-7 left-2 z-[500] flex flex-col items-start gap-1">
        <MapLegend />
        {tilesFailed && <TilesUnavailable inline />}
      </div>
      {loadFailed && <MapLoadFailed />}
    </div>
  );
}
