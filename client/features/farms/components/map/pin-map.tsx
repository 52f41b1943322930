import { useTranslation } from '@/lib/i18n/react';
import { useEffect, useRef } from 'react';
import type { Marker } from 'leaflet';
import { MAP_BACKGROUND, MapLoadFailed, TilesUnavailable } from './map-notices';
import { pointIcon } from './markers';
import { liveMap, useLeafletMap } from './use-leaflet-map';

interface PinMapProps {
  /** The pin; null before the stand has a position (the map then waits for a tap). */
  lat: number | null;
  lng: number | null;
  /** Where to look when there is no pin yet (the farmer's home area, else the whole country). */
  around?: { lat: number; lng: number; zoom: number };
  onMove: (lat: number, lng: number) => void;
}

const COUNTRY = { lat: 39.5, lng: -98.35, zoom: 3 };

/**
 * The editor's pin: drag it (or tap the map) to put the stand exactly at its gate. The position fields
 * beside it are the keyboard way to do the same.
 */
export default function PinMap({ lat, lng, around = COUNTRY, onMove }: PinMapProps) {
  const { t } = useTranslation('farms');
  const start =
    lat !== null && lng !== null
      ? { center: [lat, lng] as [number, number], zoom: 15 }
      : { center: [around.lat, around.lng] as [number, number], zoom: around.zoom };
  const { ref, L, map, tilesFailed, loadFailed } = useLeafletMap(start, t('map.pinLabel'), { scrollWheelZoom: false });
  const marker = useRef<Marker | null>(null);
  const move = useRef(onMove);
  move.current = onMove;

  useEffect(() => {
    if (!liveMap(map)) return;
    const onClick = (e: { latlng: { lat: number; lng: number } }) => move.current(e.latlng.lat, e.latlng.lng);
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map]);

  useEffect(() => {
    if (!L || !liveMap(map)) return;
    if (lat === null || lng === null) return;
    if (!marker.current) {
      // The pin appears with the first position (located, looked up or tapped) and then only moves.
      const m = L.marker([lat, lng], { icon: pointIcon(L, 'open', true), draggable: true, keyboard: false, title: t('map.pinTitle') }).addTo(map);
      m.on('dragend', () => {
        const p = m.getLatLng();
        move.current(p.lat, p.lng);
      });
      marker.current = m;
      map.setView([lat, lng], Math.max(map.getZoom(), 15));
      return;
    }
    const here = marker.current.getLatLng();
    if (Math.abs(here.lat - lat) < 1e-7 && Math.abs(here.lng - lng) < 1e-7) return;
    marker.current.setLatLng([lat, lng]);
    map.setView([lat, lng], Math.max(map.getZoom(), 13));
  }, [L, map, lat, lng, t]);

  useEffect(
    () => () => {
      marker.current?.remove();
      marker.current = null;
    },
    [map],
  );

  return (
    <div className="relative isolate h-64 overflow-hidden rounded-xl ring-1 ring-stone-300 sm:h-72">
      <div ref={ref} className="h-full w-full" style={MAP_BACKGROUND} />
      {tilesFailed && <TilesUnavailable />}
      {loadFailed && <MapLoadFailed />}
    </div>
  );
}
