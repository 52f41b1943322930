import { Link } from 'wouter';
import { CalendarDays, MapPin, UserRound } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/layout/page';
import { useUser } from '@/features/auth/api/use-user';

const ROLE = { farmer: 'Farmer', consumer: 'Fresh-food finder', admin: 'Site admin' } as const;

export default function ProfilePage() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <Page title="Your profile">
      <section className="flex items-center gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <div className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-2xl font-semibold text-brand-800" aria-hidden="true">
          {user.firstName.slice(0, 1).toUpperCase()}
        </div>
        <div className="min-w-0">
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
      </section>
      <div className="mt-8">
        <EmptyState
          icon={<UserRound className="h-8 w-8" aria-hidden="true" />}
          title={user.userType === 'farmer' ? 'Your listings and visits' : 'Your visits and reviews'}
          actions={
            <Button asChild>
              <Link href={user.userType === 'farmer' ? paths.farmProfile : paths.browse}>
                {user.userType === 'farmer' ? 'Set up your listing' : 'Find a stand to visit'}
              </Link>
            </Button>
          }
        >
          <p>
            {user.userType === 'farmer'
              ? 'Your published listings will appear here, with their reviews and followers.'
              : 'Every stand you check in at and every review you write will be listed here.'}
          </p>
        </EmptyState>
      </div>
    </Page>
  );
}
