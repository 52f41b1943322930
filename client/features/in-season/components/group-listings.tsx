import { Link } from 'wouter';
import type { FarmSummary } from '@common/schemas/farms';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFarms, formatDistance } from '@/features/farms';
import { OpenBadge } from '@/features/farms/ui';
import { availabilityText, useFreshnessSay } from '@/features/freshness';
import { useNow } from '@/lib/render-clock';
import { errorMessage } from '@/lib/api-client';
import { useInSeasonText } from '../in-season-text';

/** The product as this listing names it, for "marked available 2 h ago" (the group's name may differ a little). */
function offerOf(farm: FarmSummary, product: string) {
  const word = product.toLowerCase().slice(0, 5);
  return (
    farm.availableProducts.find((p) => p.name.toLowerCase() === product.toLowerCase()) ??
    farm.availableProducts.find((p) => p.name.toLowerCase().includes(word))
  );
}

/** The stands of one product group, nearest first: distance, open state and when it was marked available. */
export function GroupListings({ apiQuery, product, unit }: { apiQuery: string; product: string; unit: 'mi' | 'km' }) {
  const IN_SEASON_TEXT = useInSeasonText();
  const say = useFreshnessSay();
  const now = useNow();
  const results = useFarms(apiQuery);
  const items = results.data?.pages.flatMap((p) => p.items) ?? [];
  if (results.isPending) return <Spinner label={IN_SEASON_TEXT.loadingStands} className="my-3" />;
  if (results.isError)
    return (
      <p role="alert" className="text-tomato-700">
        {errorMessage(results.error)}
      </p>
    );
  return (
    <>
      <ul className="divide-y divide-stone-100">
        {items.map((f) => {
          const offer = offerOf(f, product);
          const said = offer ? availabilityText(offer.updatedAt, now, say) : null;
          return (
            <li key={f.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p>
                  <Link href={paths.farm(f.id)} className="font-semibold text-stone-900 underline-offset-2 hover:text-brand-800 hover:underline">
                    {f.name}
                  </Link>
                </p>
                <OpenBadge open={f.open} timeZone={f.timeZone} className="mt-1 text-sm" />
                {said && (
                  <p className="mt-1 text-sm text-stone-700">
                    {offer!.name} {said.text}
                    {said.unconfirmed && <span className="font-medium text-amber-800"> · {say.t('freshness:notConfirmedLately')}</span>}
                  </p>
                )}
              </div>
              <span className="shrink-0 text-sm font-semibold text-stone-700">{formatDistance(f.distance, unit, say.lang)}</span>
            </li>
          );
        })}
      </ul>
      {results.hasNextPage && (
        <Button variant="secondary" size="sm" className="mt-2" disabled={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
          {IN_SEASON_TEXT.more}
        </Button>
      )}
    </>
  );
}
