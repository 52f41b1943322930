import { useTranslation } from '@/lib/i18n/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Award, CalendarDays, MapPin, Store } from 'lucide-react';
import { formatMonthYear } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/layout/page';
import { useAchievements } from '@/features/achievements/api/get-achievements';
import { useUser } from '@/features/auth/api/use-user';
import { useMyFarms } from '@/features/farms/api/get-my-farms';
import { FarmCard } from '@/features/farms/components/farm-card';
import { timeAgo } from '@/features/farms/format';
import { useMyReviews } from '@/features/reviews/api/get-my-reviews';
import { Stars } from '@/features/reviews/components/star-input';
import { VisitHistory } from '@/features/visits/components/visit-history';

// t('pages:profile.role.farmer') t('pages:profile.role.consumer') t('pages:profile.role.admin')

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-label={title} className="mt-10">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-brand-900">{title}</h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function MyListings() {
  const { t } = useTranslation('pages');
  const { data } = useMyFarms();
  const items = data?.items ?? [];
  if (!items.length) {
    return (
      <div className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <p className="text-stone-700">{t('profile.noListing')}</p>
        <Button asChild className="mt-3">
          <Link href={paths.farmProfile}>{t('profile.setUp')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('profile.listings')}>
      {items.map((f) => (
        <li key={f.id}>
          <FarmCard farm={f} />
        </li>
      ))}
    </ul>
  );
}

function MyReviews() {
  const { t } = useTranslation('pages');
  const { data } = useMyReviews();
  if (!data?.length) return <p className="rounded-2xl bg-white p-4 text-stone-700 ring-1 ring-stone-200">{t('profile.noReviews')}</p>;
  return (
    <ul aria-label={t('profile.reviewsLabel')} className="space-y-3">
      {data.map((r) => (
        <li key={r.id} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link href={paths.farm(r.farm.id)} className="font-semibold text-stone-900 hover:underline">
              {r.farm.name}
            </Link>
            <Stars rating={r.rating} />
            <span className="text-sm text-stone-600">{timeAgo(r.createdAt)}</span>
            {r.hidden && <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold">{t('profile.hidden')}</span>}
          </div>
          <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-stone-800">{r.body}</p>
        </li>
      ))}
    </ul>
  );
}

export default function ProfilePage() {
  const { t, i18n } = useTranslation('pages');
  const { user } = useUser();
  const { data: badges } = useAchievements();
  if (!user) return null;
  const earned = badges?.filter((b) => b.earnedAt) ?? [];
  return (
    <Page title={t('profile.title')} wide>
      <section className="flex flex-wrap items-center gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <div className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-2xl font-semibold text-brand-800" aria-hidden="true">
          {user.firstName.slice(0, 1).toUpperCase()}
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-2xl font-semibold">{user.firstName}</h2>
          <p className="text-stone-700">{t(`profile.role.${user.userType}`)}</p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="h-4 w-4" aria-hidden="true" />{' '}
              {t('profile.memberSince', { date: formatMonthYear(new Date(user.createdAt), i18n.language as Language) })}
            </span>
            {user.home?.label && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="h-4 w-4" aria-hidden="true" /> {user.home.label}
              </span>
            )}
          </p>
        </div>
        {earned.length > 0 && (
          <Link
            href={paths.achievements}
            className="flex items-center gap-2 rounded-xl bg-sun/30 px-3 py-2 text-sm font-semibold text-stone-900 hover:bg-sun/50"
          >
            <Award className="h-5 w-5" aria-hidden="true" /> {t('profile.badges', { count: earned.length })}{' '}
            {earned
              .slice(0, 3)
              .map((b) => b.title)
              .join(', ')}
            {earned.length > 3 && ` ${t('profile.andMore', { n: earned.length - 3 })}`}
          </Link>
        )}
      </section>
      {user.userType === 'farmer' && (
        <Section
          title={t('profile.listings')}
          action={
            <Button asChild variant="secondary" size="sm">
              <Link href={paths.farmProfile}>
                <Store className="h-4 w-4" aria-hidden="true" /> {t('profile.manage')}
              </Link>
            </Button>
          }
        >
          <MyListings />
        </Section>
      )}
      <Section title={t('profile.visits')}>
        <VisitHistory />
      </Section>
      <Section title={t('profile.reviews')}>
        <MyReviews />
      </Section>
    </Page>
  );
}
