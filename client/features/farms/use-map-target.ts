import { useEffect, useRef, useState } from 'react';
import { useResolvedPlace } from '@/features/geo';
import { useTranslation } from '@/lib/i18n/react';
import type { MapTarget } from './components/map/cluster-map';
import type { MapView } from './components/map/use-leaflet-map';
import { parseNear, type FarmFilters } from './filters';

// The lower 48 states, fitted to the screen: at a fixed zoom 4 a phone showed only the middle of the country, and
// most stands (New York, California, Florida) were off screen.
const US: MapView = {
  center: [39.8, -98.6],
  zoom: 4,
  bounds: [
    [24.5, -124.8],
    [49.4, -66.9],
  ],
};
const PLACE_ZOOM = 11;

/**
 * Where the map looks: the searched place (a position, or a typed ZIP/city resolved offline), else the
 * user's home, else the whole country. A new place flies the map there; "search this area" does not.
 */
export function useMapTarget(filters: FarmFilters) {
  const { t } = useTranslation('farms');
  const near = parseNear(filters.near);
  const resolved = useResolvedPlace(filters.location ?? '', !near);
  const place = near ?? (resolved.data ? { lat: resolved.data.lat, lng: resolved.data.lng } : null);
  const [initial] = useState<MapView>(() => (place ? { center: [place.lat, place.lng], zoom: PLACE_ZOOM } : US));
  const [target, setTarget] = useState<MapTarget | null>(null);
  const skip = useRef<string | null>(null);
  const key = place ? `${place.lat.toFixed(5)},${place.lng.toFixed(5)}` : null;

  useEffect(() => {
    if (!key || !place) return;
    if (skip.current === key) return; // the map is already looking there
    skip.current = key;
    setTarget((t) => ({ center: [place.lat, place.lng], zoom: PLACE_ZOOM, seq: (t?.seq ?? 0) + 1 }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for place
  }, [key]);

  /** Call before writing a near that the map already shows, so it does not jump. */
  const stayAt = (lat: number, lng: number) => {
    skip.current = `${lat.toFixed(5)},${lng.toFixed(5)}`;
  };
  // The typed place is not in the gazetteer: said in the reader's language.
  return { initial, target, stayAt, placeError: resolved.data === null ? t('map.placeUnknown') : undefined };
}
