import { useEffect, useRef } from 'react';
import type { Marker } from 'leaflet';
import { MAP_BACKGROUND, MapLoadFailed, TilesUnavailable } from './map-notices';
import { pointIcon } from './markers';
import { useLeafletMap } from './use-leaflet-map';

interface PinMapProps {
  lat: number;
  lng: number;
  onMove: (lat: number, lng: number) => void;
}

/**
 * The editor's pin: drag it (or tap the map) to put the stand exactly at its gate. The position fields
 * beside it are the keyboard way to do the same.
 */
export default function PinMap({ lat, lng, onMove }: PinMapProps) {
  const { ref, L, map, tilesFailed, loadFailed } = useLeafletMap({ center: [lat, lng], zoom: 15 }, 'Map: drag the pin to your stand', {
    scrollWheelZoom: false,
  });
  const marker = useRef<Marker | null>(null);
  const move = useRef(onMove);
  move.current = onMove;

  useEffect(() => {
    if (!L || !map) return;
    const m = L.marker([lat, lng], { icon: pointIcon(L, 'open', true), draggable: true, keyboard: false, title: 'Your stand' }).addTo(map);
    m.on('dragend', () => {
      const p = m.getLatLng();
      move.current(p.lat, p.lng);
    });
    const onClick = (e: { latlng: { lat: number; lng: number } }) => move.current(e.latlng.lat, e.latlng.lng);
    map.on('click', onClick);
    marker.current = m;
    return () => {
      map.off('click', onClick);
      m.remove();
      marker.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the pin is created once; the effect below moves it
  }, [L, map]);

  useEffect(() => {
    if (!map || !marker.current) return;
    const here = marker.current.getLatLng();
    if (Math.abs(here.lat - lat) < 1e-7 && Math.abs(here.lng - lng) < 1e-7) return;
    marker.current.setLatLng([lat, lng]);
    map.setView([lat, lng], Math.max(map.getZoom(), 13));
  }, [map, lat, lng]);

  return (
    <div className="relative isolate h-64 overflow-hidden rounded-xl ring-1 ring-stone-300 sm:h-72">
      <div ref={ref} className="h-full w-full" style={MAP_BACKGROUND} />
      {tilesFailed && <TilesUnavailable />}
      {loadFailed && <MapLoadFailed />}
    </div>
  );
}
