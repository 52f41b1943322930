import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { TripDetail } from '@common/schemas/trips';
import { MAP_BACKGROUND, MapLoadFailed, TilesUnavailable, liveMap, useLeafletMap } from '@/features/farms/lazy';

const COLOR = { open: '#2f6b3a', closed: '#b53d1c', unknown: '#57534e' } as const;

/** The day's route: start, then numbered stops (green open on arrival, red closed), joined in order. */
export default function RouteMap({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation('trips');
  const first = trip.start ?? trip.stops[0]?.farm ?? { lat: 39.8, lng: -98.6 };
  const { ref, L, map, tilesFailed, loadFailed } = useLeafletMap({ center: [first.lat, first.lng], zoom: 11 }, t('map.label', { trip: trip.name }), {
    scrollWheelZoom: false,
  });

  useEffect(() => {
    if (!L || !liveMap(map)) return;
    const layer = L.layerGroup().addTo(map);
    const points: Array<[number, number]> = [];
    const badge = (text: string, color: string, title: string, lat: number, lng: number) => {
      const node = document.createElement('span');
      Object.assign(node.style, {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '28px',
        height: '28px',
        borderRadius: '9999px',
        background: color,
        color: '#fff',
        border: '3px solid #fff',
        boxShadow: '0 1px 4px rgba(0,0,0,.45)',
        font: '700 13px/1 system-ui, sans-serif',
        boxSizing: 'border-box',
      });
      node.textContent = text;
      layer.addLayer(
        L.marker([lat, lng], { icon: L.divIcon({ html: node, className: 'fsf-marker', iconSize: [28, 28], iconAnchor: [14, 14] }), title, keyboard: false }),
      );
      points.push([lat, lng]);
    };
    const startPoint = t('map.startPoint');
    if (trip.start) badge('S', '#1c4024', t('map.start', { place: trip.start.label ?? startPoint }), trip.start.lat, trip.start.lng);
    trip.stops.forEach((s, i) => badge(String(i + 1), COLOR[s.atArrival.status], `${i + 1}. ${s.farm.name}`, s.farm.lat, s.farm.lng));
    if (points.length > 1) {
      layer.addLayer(L.polyline(points, { color: '#1c4024', weight: 4, opacity: 0.75, dashArray: '8 6' }));
      map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 14 });
    } else if (points.length === 1) map.setView(points[0], 13);
    return () => void layer.remove();
  }, [L, map, trip, t]);

  return (
    <div className="relative isolate h-72 overflow-hidden rounded-2xl ring-1 ring-stone-200 sm:h-96">
      <div ref={ref} className="h-full w-full" style={MAP_BACKGROUND} />
      {tilesFailed && <TilesUnavailable />}
      {loadFailed && <MapLoadFailed />}
    </div>
  );
}
