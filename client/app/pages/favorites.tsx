import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { Heart, RefreshCw } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/use-user';
import { FarmCard, FarmCardSkeleton } from '@/features/farms/components/farm-card';
import { useFavorites } from '@/features/favorites/api/get-favorites';
import { errorMessage } from '@/lib/api-client';
import { useKnownPosition } from '@/features/geo/use-known-position';

export default function FavoritesPage() {
  const { t } = useTranslation('pages');
  const { user } = useUser();
  const { position, settled } = useKnownPosition();
  const near = position ? `${position.lat.toFixed(5)},${position.lng.toFixed(5)}` : null;
  // Wait for the position check (instant when not granted) so the list is fetched once, in its final order.
  const favorites = useFavorites(near, settled);
  const items = favorites.data?.pages.flatMap((p) => p.items) ?? [];
  const openCount = items.filter((f) => f.farm.open.status === 'open').length;
  const yourHome = t('favorites.yourHome');
  const sortedBy = near
    ? t('favorites.sortedNearYou')
    : user?.home
      ? t('favorites.sortedNearHome', { place: user.home.label ?? yourHome })
      : t('favorites.sortedRecent');

  return (
    <Page title={t('favorites.title')} lead={items.length ? t('favorites.lead', { open: openCount, total: items.length, sortedBy }) : undefined} wide>
      {favorites.isPending && (
        <>
          <Spinner label={t('favorites.loading')} className="sr-only" />
          <ul className="grid gap-3 lg:grid-cols-2" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <li key={i}>
                <FarmCardSkeleton />
              </li>
            ))}
          </ul>
        </>
      )}
      {favorites.isError && !items.length && (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
          <p className="font-semibold text-tomato-700">{t('favorites.loadFailed')}</p>
          <p className="mt-1 text-stone-800">{errorMessage(favorites.error)}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void favorites.refetch()}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" /> {t('favorites.retry')}
          </Button>
        </div>
      )}
      {favorites.isSuccess && !items.length && (
        <EmptyState
          icon={<Heart className="h-8 w-8" aria-hidden="true" />}
          title={t('favorites.emptyTitle')}
          actions={
            <Button asChild>
              <Link href={paths.browse}>{t('favorites.find')}</Link>
            </Button>
          }
        >
          <p>{t('favorites.emptyBody')}</p>
        </EmptyState>
      )}
      {items.length > 0 && (
        <>
          <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('favorites.listLabel')}>
            {items.map(({ farm }) => (
              <li key={farm.id}>
                <FarmCard farm={farm} unit={user?.units} />
              </li>
            ))}
          </ul>
          {favorites.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" onClick={() => void favorites.fetchNextPage()} disabled={favorites.isFetchingNextPage}>
                {favorites.isFetchingNextPage ? t('favorites.loadingMore') : t('favorites.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </Page>
  );
}
