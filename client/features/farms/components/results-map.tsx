import { useTranslation } from '@/lib/i18n/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { FarmSummary } from '@common/schemas/farms';
import { authHref } from '@/lib/paths';
import { useIsClient } from '@/lib/use-is-client';
import { SelectedFarmCard } from './map/selected-farm-card';
import type { MapPoint } from './map/points-map';

const PointsMap = lazy(() => import('./map/points-map'));

/**
 * Browse's map view (signed-out visitors, or a shared link): the results already loaded, as points. The
 * full map of every listing (/map) needs an account (docs/product.md §S2), and the note says so.
 */
export function ResultsMap({ items, fullMapHref, signedIn }: { items: FarmSummary[]; fullMapHref: string; signedIn: boolean }) {
  const { t } = useTranslation('farms');
  const [selected, setSelected] = useState<number | null>(null);
  const isClient = useIsClient(); // the map library runs in a browser only
  const points = useMemo<MapPoint[]>(
    () => items.map((f) => ({ id: f.id, name: f.name, lat: f.lat, lng: f.lng, status: f.open.status, picking: f.picking?.condition })),
    [items],
  );
  return (
    <div className="mb-6">
      <div className="relative h-[55vh] min-h-72 overflow-hidden rounded-2xl ring-1 ring-stone-200">
        {isClient ? (
          <Suspense fallback={<div className="h-full w-full animate-pulse bg-stone-200" />}>
            <PointsMap points={points} label={t('map.results')} onSelect={setSelected} selectedId={selected} className="h-full" scrollWheelZoom />
          </Suspense>
        ) : (
          <div className="h-full w-full animate-pulse bg-stone-200" />
        )}
        {selected !== null && <SelectedFarmCard id={selected} onClose={() => setSelected(null)} />}
      </div>
      <p className="mt-2 text-sm text-stone-700">
        {t('map.showing', { count: items.length })}{' '}
        <Link href={signedIn ? fullMapHref : authHref(fullMapHref)} className="font-semibold text-brand-800 underline">
          {signedIn ? t('map.openFull') : t('map.signInFull')}
        </Link>
        .
      </p>
    </div>
  );
}
