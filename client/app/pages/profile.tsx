import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Award, CalendarDays, MapPin, Store } from 'lucide-react';
import { paths } from '@/app/paths';
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

const ROLE = { farmer: 'Farmer', consumer: 'Fresh-food finder', admin: 'Site admin' } as const;

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
  const { data } = useMyFarms();
  const items = data?.items ?? [];
  if (!items.length) {
    return (
      <div className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <p className="text-stone-700">You have no listing yet. Shoppers find you once it is published.</p>
        <Button asChild className="mt-3">
          <Link href={paths.farmProfile}>Set up your listing</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 lg:grid-cols-2" aria-label="Your listings">
      {items.map((f) => (
        <li key={f.id}>
          <FarmCard farm={f} />
        </li>
      ))}
    </ul>
  );
}

function MyReviews() {
  const { data } = useMyReviews();
  if (!data?.length)
    return (
      <p className="rounded-2xl bg-white p-4 text-stone-700 ring-1 ring-stone-200">No reviews yet. Tell others what you found at a stand from its page.</p>
    );
  return (
    <ul aria-label="Your reviews" className="space-y-3">
      {data.map((r) => (
        <li key={r.id} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link href={paths.farm(r.farm.id)} className="font-semibold text-stone-900 hover:underline">
              {r.farm.name}
            </Link>
            <Stars rating={r.rating} />
            <span className="text-sm text-stone-600">{timeAgo(r.createdAt)}</span>
            {r.hidden && <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold">Hidden by an admin</span>}
          </div>
          <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-stone-800">{r.body}</p>
        </li>
      ))}
    </ul>
  );
}

export default function ProfilePage() {
  const { user } = useUser();
  const { data: badges } = useAchievements();
  if (!user) return null;
  const earned = badges?.filter((b) => b.earnedAt) ?? [];
  return (
    <Page title="Your profile" wide>
      <section className="flex flex-wrap items-center gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <div className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-2xl font-semibold text-brand-800" aria-hidden="true">
          {user.firstName.slice(0, 1).toUpperCase()}
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-2xl font-semibold">{user.firstName}</h2>
          <p className="text-stone-700">{ROLE[user.userType]}</p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="h-4 w-4" aria-hidden="true" /> Member since{' '}
              {new Date(user.createdAt).toLocaleDateString(undefined, { month: 'long', year: 'numeric' })}
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
            <Award className="h-5 w-5" aria-hidden="true" /> {earned.length} {earned.length === 1 ? 'badge' : 'badges'}:{' '}
            {earned
              .slice(0, 3)
              .map((b) => b.title)
              .join(', ')}
            {earned.length > 3 && ` and ${earned.length - 3} more`}
          </Link>
        )}
      </section>
      {user.userType === 'farmer' && (
        <Section
          title="Your listings"
          action={
            <Button asChild variant="secondary" size="sm">
              <Link href={paths.farmProfile}>
                <Store className="h-4 w-4" aria-hidden="true" /> Manage
              </Link>
            </Button>
          }
        >
          <MyListings />
        </Section>
      )}
      <Section title="Visits">
        <VisitHistory />
      </Section>
      <Section title="Reviews you wrote">
        <MyReviews />
      </Section>
    </Page>
  );
}
