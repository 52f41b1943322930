import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from 'wouter';
import { Plus, Route } from 'lucide-react';
import type { Language } from '@common/i18n/languages';
import { authHref, paths } from '@/lib/paths';
import { useHere } from '@/lib/use-here';
import { useNow } from '@/lib/render-clock';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useUser } from '@/features/auth';
import { useTrips } from '../api/get-trips';
import { useAddStop, useCreateTrip } from '../api/trip-mutations';
import { defaultDeparture, formatTripDate } from '../format';

/** "Add to trip": onto an upcoming trip, or a new trip starting with this stand. */
export function AddToTripButton({ farmId, farmName, size = 'md' }: { farmId: number; farmName: string; size?: 'sm' | 'md' }) {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const here = useHere();
  const [open, setOpen] = useState(false);
  const trips = useTrips('upcoming', open);
  const add = useAddStop();
  const create = useCreateTrip();
  const { t, i18n } = useTranslation('trips');
  const now = useNow();

  const newTrip = () =>
    create.mutate(
      {
        name: t('add.newTripName', { farm: farmName }).slice(0, 80),
        ...defaultDeparture(),
        start: user?.home ? { lat: user.home.lat, lng: user.home.lng, label: user.home.label ?? t('start.home') } : null,
        stops: [farmId],
      },
      { onSuccess: (r) => navigate(paths.tripEdit(r.trip.id)) },
    );

  return (
    <>
      <Button variant="secondary" size={size} onClick={() => (user ? setOpen(true) : navigate(authHref(here)))}>
        <Route className="h-4 w-4" aria-hidden="true" /> {t('add.button')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{t('add.title', { farm: farmName })}</DialogTitle>
          <DialogDescription className="mt-1">{t('add.description')}</DialogDescription>
          <ul className="mt-4 divide-y divide-stone-200" aria-label={t('add.upcoming')}>
            {(trips.data ?? []).map((trip) => (
              <li key={trip.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{trip.name}</span>
                  <span className="text-sm text-stone-600">
                    {formatTripDate(trip.date, false, i18n.language as Language, now)} · {t('stops', { count: trip.stopCount })}
                  </span>
                </span>
                <Button
                  size="sm"
                  disabled={add.isPending}
                  onClick={() => add.mutate({ tripId: trip.id, farmId }, { onSuccess: () => setOpen(false) })}
                  aria-label={t('add.to', { trip: trip.name })}
                >
                  {t('add.add')}
                </Button>
              </li>
            ))}
          </ul>
          {trips.isSuccess && !trips.data.length && <p className="mt-2 text-stone-700">{t('add.none')}</p>}
          <Button className="mt-4 w-full" variant="sun" onClick={newTrip} disabled={create.isPending}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {t('add.newTrip')}
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}
