import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Navigation } from 'lucide-react';
import type { FarmDetail } from '@common/schemas/farms';
import { Button } from '@/components/ui/button';
import { useNearViewport } from '@/lib/use-near-viewport';

const PointsMap = lazy(() => import('../map/points-map'));

/** A plain link: on a phone it opens the maps app with the route; no API key, no script. */
export const directionsUrl = (lat: number, lng: number) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

export function LocationCard({ farm }: { farm: FarmDetail }) {
  // The map library loads when the map is about to scroll into view, not with the page.
  const { t } = useTranslation('farms');
  const [mapRef, mapNear] = useNearViewport<HTMLDivElement>();
  const line2 = [farm.city, [farm.region, farm.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <div className="space-y-3">
      <address className="not-italic text-stone-800">
        {farm.address && <span className="block">{farm.address}</span>}
        {line2 && <span className="block">{line2}</span>}
      </address>
      <div ref={mapRef} className="h-48 overflow-hidden rounded-xl ring-1 ring-stone-200">
        {/* The boundary only around the map: the placeholder hydrates with the page, never as a boundary of its own. */}
        {mapNear ? (
          <Suspense fallback={<div className="h-full w-full animate-pulse bg-stone-200" />}>
            <PointsMap
              points={[{ id: farm.id, name: farm.name, lat: farm.lat, lng: farm.lng, status: farm.open.status }]}
              label={t('detail.mapOf', { name: farm.name })}
              className="h-full"
              zoom={13}
            />
          </Suspense>
        ) : (
          <div className="h-full w-full bg-stone-100" />
        )}
      </div>
      <Button asChild className="w-full">
        <a href={directionsUrl(farm.lat, farm.lng)} target="_blank" rel="noopener noreferrer">
          <Navigation className="h-5 w-5" aria-hidden="true" />
          {t('detail.directions')}
          <span className="sr-only"> {t('detail.directionsHint')}</span>
        </a>
      </Button>
    </div>
  );
}
