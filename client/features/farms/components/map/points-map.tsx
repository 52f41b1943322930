import { useTranslation } from '@/lib/i18n/react';
import { useEffect } from 'react';
import type { OpenState } from '@common/schemas/farms';
import type { PickingCondition } from '@common/schemas/picking';
import { cn } from '@/lib/utils';
import { MAP_BACKGROUND, MapLoadFailed, TilesUnavailable } from './map-notices';
import { markerTitle, pointIcon } from './markers';
import { liveMap, useLeafletMap } from './use-leaflet-map';

export interface MapPoint {
  id: number;
  name: string;
  lat: number;
  lng: number;
  status: OpenState['status'];
  /** A u-pick's best picking now: the pin's ring, as on the full map (issue 32 point 1). */
  picking?: PickingCondition;
}

interface PointsMapProps {
  points: MapPoint[];
  label: string;
  onSelect?: (id: number) => void;
  selectedId?: number | null;
  className?: string;
  /** A small map inside a page should not hijack the scroll wheel. */
  scrollWheelZoom?: boolean;
  zoom?: number;
}

/** A map of a few known listings (one farm, or the results on screen), framed to fit them. */
export default function PointsMap({ points, label, onSelect, selectedId, className, scrollWheelZoom = false, zoom = 13 }: PointsMapProps) {
  const { t } = useTranslation('farms');
  const start = points[0] ?? { lat: 39.8, lng: -98.6 };
  const { ref, L, map, tilesFailed, loadFailed } = useLeafletMap({ center: [start.lat, start.lng], zoom: points.length ? zoom : 4 }, label, {
    scrollWheelZoom,
  });

  useEffect(() => {
    if (!L || !liveMap(map)) return;
    const layer = L.layerGroup().addTo(map);
    for (const p of points) {
      const marker = L.marker([p.lat, p.lng], {
        icon: pointIcon(L, p.status, p.id === selectedId, p.picking),
        title: markerTitle(t, p.name, p.status, p.picking),
        keyboard: Boolean(onSelect),
        interactive: Boolean(onSelect),
        zIndexOffset: p.id === selectedId ? 1000 : 0,
      });
      if (onSelect) marker.on('click', () => onSelect(p.id));
      layer.addLayer(marker);
    }
    return () => void layer.remove();
  }, [L, map, points, onSelect, selectedId, t]);

  // Frame the points when the set changes (not when one is selected: that would jerk the map).
  const frameKey = points.map((p) => p.id).join(',');
  useEffect(() => {
    if (!L || !liveMap(map) || points.length < 2) return;
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), { padding: [28, 28], maxZoom: 14 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- frameKey stands for points
  }, [L, map, frameKey]);

  return (
    <div className={cn('relative isolate overflow-hidden', className)}>
      <div ref={ref} className="h-full w-full" style={MAP_BACKGROUND} />
      {tilesFailed && <TilesUnavailable />}
      {loadFailed && <MapLoadFailed />}
    </div>
  );
}
