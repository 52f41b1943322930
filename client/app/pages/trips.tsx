import { useTranslation } from '@/lib/i18n/react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Plus, Route } from 'lucide-react';
import { TRIP_LIMITS, type TripSummary } from '@common/schemas/trips';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { EmptyState, Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/use-user';
import { useTrips } from '@/features/trips/api/get-trips';
import { useCreateTrip } from '@/features/trips/api/trip-mutations';
import { TripCard } from '@/features/trips/components/trip-card';
import { defaultDeparture, departureOn } from '@/features/trips/format';

function TripList({ title, trips }: { title: string; trips: TripSummary[] }) {
  if (!trips.length) return null;
  return (
    <section aria-label={title} className="mt-10">
      <h2 className="text-xl font-semibold text-brand-900">{title}</h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {trips.map((trip) => (
          <li key={trip.id}>
            <TripCard trip={trip} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function NewTripForm() {
  const { t } = useTranslation('pages');
  const { user } = useUser();
  const [, navigate] = useLocation();
  const [name, setName] = useState(() => t('trips.defaultName'));
  const [date, setDate] = useState(() => defaultDeparture().date);
  const create = useCreateTrip();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const start = user?.home ? { lat: user.home.lat, lng: user.home.lng, label: user.home.label ?? t('trips.home') } : null;
    // Leaves at a time still ahead on the chosen day (the editor changes it).
    create.mutate({ name, date, departAt: departureOn(date), start, stops: [] }, { onSuccess: (r) => navigate(paths.tripEdit(r.trip.id)) });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('trips.newTrip')}
      className="grid grid-cols-1 items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-[1fr_11rem_auto]"
    >
      <Field label={t('trips.name')} value={name} onChange={(e) => setName(e.target.value)} maxLength={TRIP_LIMITS.nameMax} required />
      <Field label={t('trips.date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
      <Button type="submit" disabled={create.isPending || !name.trim()}>
        <Plus className="h-4 w-4" aria-hidden="true" /> {t('trips.plan')}
      </Button>
    </form>
  );
}

export default function TripsPage() {
  const { t } = useTranslation('pages');
  const upcoming = useTrips('upcoming');
  const past = useTrips('past');
  const none = upcoming.isSuccess && past.isSuccess && !upcoming.data.length && !past.data.length;
  return (
    <Page title={t('trips.title')} lead={t('trips.lead')} wide>
      <NewTripForm />
      {(upcoming.isPending || past.isPending) && <Spinner label={t('trips.loading')} className="mt-8" />}
      {none && (
        <div className="mt-8">
          <EmptyState
            icon={<Route className="h-8 w-8" aria-hidden="true" />}
            title={t('trips.emptyTitle')}
            actions={
              <Button asChild variant="secondary">
                <Link href={paths.browse}>{t('trips.choose')}</Link>
              </Button>
            }
          >
            <p>{t('trips.emptyBody')}</p>
          </EmptyState>
        </div>
      )}
      <TripList title={t('trips.upcoming')} trips={upcoming.data ?? []} />
      <TripList title={t('trips.past')} trips={past.data ?? []} />
    </Page>
  );
}
