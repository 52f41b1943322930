import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { paths } from '@/lib/paths';
import { Spinner } from '@/components/ui/spinner';
import { useAchievements } from '@/features/achievements';
import { BadgeCard } from '@/features/achievements/ui';
import { useUser } from '@/features/auth';
import { lang as langOf, timeAgo } from '@/features/farms';
import { FarmCard } from '@/features/farms/ui';
import { useFavorites } from '@/features/favorites';
import { useTrips } from '@/features/trips';
import { TripCard } from '@/features/trips/ui';
import { useFavoriteUpdates } from '../api/get-favorite-updates';

function Panel({ title, more, children }: { title: string; more?: { href: string; label: string }; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-xl font-semibold text-brand-900">{title}</h2>
        {more && (
          <Link href={more.href} className="text-sm font-semibold text-brand-800 hover:underline">
            {more.label}
          </Link>
        )}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const Quiet = ({ children }: { children: ReactNode }) => <p className="rounded-2xl bg-white p-4 text-stone-700 ring-1 ring-stone-200">{children}</p>;

/** A shopper's day: trips ahead, favorites open now, the next badges, and news from followed stands. */
export function ConsumerDashboard() {
  const { t, i18n } = useTranslation('dashboard');
  const lang = langOf(i18n);
  const { user } = useUser();
  const trips = useTrips('upcoming');
  const favorites = useFavorites(null);
  const badges = useAchievements();
  const updates = useFavoriteUpdates();
  const openFavorites = (favorites.data?.pages.flatMap((p) => p.items) ?? []).map((f) => f.farm).filter((f) => f.open.status === 'open');
  const nextBadges = (badges.data ?? [])
    .filter((b) => !b.earnedAt)
    .sort((a, b) => b.progress / b.target - a.progress / a.target)
    .slice(0, 3);

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
      <Panel title={t('consumer.trips')} more={{ href: paths.trips, label: t('consumer.allTrips') }}>
        {trips.isPending ? (
          <Spinner label={t('consumer.loadingTrips')} />
        ) : trips.data?.length ? (
          <ul className="space-y-2">
            {trips.data.slice(0, 3).map((trip) => (
              <li key={trip.id}>
                <TripCard trip={trip} />
              </li>
            ))}
          </ul>
        ) : (
          <Quiet>{t('consumer.noTrips')}</Quiet>
        )}
      </Panel>
      <Panel title={t('consumer.favorites')} more={{ href: paths.favorites, label: t('consumer.allFavorites') }}>
        {favorites.isPending ? (
          <Spinner label={t('consumer.loadingFavorites')} />
        ) : openFavorites.length ? (
          <ul className="space-y-2">
            {openFavorites.slice(0, 3).map((f) => (
              <li key={f.id}>
                <FarmCard farm={f} unit={user?.units} emphasizeClosing />
              </li>
            ))}
          </ul>
        ) : (
          <Quiet>{t('consumer.noneOpen')}</Quiet>
        )}
      </Panel>
      <Panel title={t('consumer.badges')} more={{ href: paths.achievements, label: t('consumer.allBadges') }}>
        {nextBadges.length ? (
          <ul className="space-y-2">
            {nextBadges.map((b) => (
              <li key={b.code}>
                <BadgeCard achievement={b} />
              </li>
            ))}
          </ul>
        ) : (
          <Quiet>{badges.data ? t('consumer.allEarned') : t('consumer.loading')}</Quiet>
        )}
      </Panel>
      <Panel title={t('consumer.updates')}>
        {updates.data?.length ? (
          <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
            {updates.data.map((f) => (
              <li key={f.id} className="px-4 py-3">
                <Link href={paths.farm(f.id)} className="font-semibold text-stone-900 hover:underline">
                  {f.name}
                </Link>{' '}
                <span className="text-sm text-stone-600">{t('consumer.updated', { ago: timeAgo(f.updatedAt, undefined, lang) })}</span>
                <p className="text-sm text-stone-700">
                  {f.availableProducts.length
                    ? t('consumer.available', { products: f.availableProducts.map((p) => p.name).join(', ') })
                    : t('consumer.nothingAvailable')}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <Quiet>{t('consumer.noUpdates')}</Quiet>
        )}
      </Panel>
    </div>
  );
}
