import { useTranslation } from '@/lib/i18n/react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, CalendarPlus, Download, Navigation, Pencil, Route as RouteIcon, Trash2 } from 'lucide-react';
import { paths } from '@/lib/paths';
import { EmptyState, useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/use-user';
import { clockIn, lang as langOf } from '@/features/farms/format';
import { formatNumber } from '@common/i18n/format';
import { errorMessage, isNotFound } from '@/lib/api-client';
import { useTrip } from '@/features/trips/api/get-trips';
import { useDeleteTrip } from '@/features/trips/api/trip-mutations';
import { PastDayWarning } from '@/features/trips/components/past-day-warning';
import { TripStopList } from '@/features/trips/components/trip-stop-list';
import { formatLegDistance, formatMinutes, formatSpeed, formatTripDate } from '@/features/trips/format';

const RouteMap = lazy(() => import('@/features/trips/components/route-map'));

export default function TripPage({ params }: { params: { id: string } }) {
  const { t, i18n } = useTranslation('pages');
  const { user } = useUser();
  const { data: trip, error, isPending } = useTrip(params.id);
  const remove = useDeleteTrip();
  const [, navigate] = useLocation();
  useTitle(trip?.name ?? t('trip.title'));

  if (isPending) return <Spinner label={t('trip.loading')} className="py-20" />;
  if (!trip) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="sr-only">{t('trip.notFoundTitle')}</h1>
        <EmptyState
          icon={<RouteIcon className="h-8 w-8" aria-hidden="true" />}
          title={isNotFound(error) ? t('trip.notFound') : t('trip.loadFailed')}
          actions={
            <Button asChild>
              <Link href={paths.trips}>{t('trip.yourTrips')}</Link>
            </Button>
          }
        >
          <p>{isNotFound(error) ? t('trip.notFoundBody') : errorMessage(error)}</p>
        </EmptyState>
      </div>
    );
  }
  const unit = user?.units;
  const lang = langOf(i18n);
  const yourStart = t('trip.yourStart');
  return (
    <article className="mx-auto max-w-5xl px-4 pb-16 pt-6">
      <Link href={paths.trips} className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('trip.allTrips')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">{trip.name}</h1>
          <p className="mt-1 text-stone-700">
            {formatTripDate(trip.date, true, lang)}
            {trip.departure && ` · ${t('trip.leave', { time: clockIn(new Date(trip.departure), trip.timeZone, lang) })}`}
            {trip.start ? ` ${t('trip.from', { place: trip.start.label ?? yourStart })}` : trip.stops.length ? ` ${t('trip.fromFirstStop')}` : ''}
          </p>
          {trip.stops.length > 0 && (
            <p className="mt-1 text-sm text-stone-600">
              {t('trip.stops', { count: trip.stops.length })} · {formatLegDistance(trip.totals.km, unit, lang)} ·{' '}
              {t('trip.driving', { time: formatMinutes(trip.totals.driveMinutes) })} ·{' '}
              <strong className={trip.totals.closedOnArrival ? 'text-tomato-700' : 'text-brand-800'}>
                {t('trip.openOnArrival', { open: trip.totals.openOnArrival, total: trip.stops.length })}
              </strong>
            </p>
          )}
          <PastDayWarning trip={trip} />
        </div>
        <Button asChild>
          <Link href={paths.tripEdit(trip.id)}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> {t('trip.edit')}
          </Link>
        </Button>
      </header>

      {trip.stops.length === 0 ? (
        <div className="mt-8">
          <EmptyState
            icon={<RouteIcon className="h-8 w-8" aria-hidden="true" />}
            title={t('trip.emptyTitle')}
            actions={
              <Button asChild>
                <Link href={paths.tripEdit(trip.id)}>{t('trip.addStops')}</Link>
              </Button>
            }
          >
            <p>{t('trip.emptyBody')}</p>
          </EmptyState>
        </div>
      ) : (
        <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[1fr_24rem]">
          <div className="space-y-6">
            <Suspense fallback={<div className="h-72 animate-pulse rounded-2xl bg-stone-200 sm:h-96" />}>
              <RouteMap trip={trip} />
            </Suspense>
            <TripStopList trip={trip} unit={unit} />
          </div>
          <aside aria-label={t('trip.takeIt')} className="space-y-3">
            <h2 className="text-xl font-semibold text-brand-900">{t('trip.takeIt')}</h2>
            {trip.mapsUrl && (
              <Button asChild className="w-full">
                <a href={trip.mapsUrl} target="_blank" rel="noopener noreferrer">
                  <Navigation className="h-4 w-4" aria-hidden="true" /> {t('trip.openMaps')}
                </a>
              </Button>
            )}
            <Button asChild variant="secondary" className="w-full">
              <a href={`/api/trips/${trip.id}/gpx`} download>
                <Download className="h-4 w-4" aria-hidden="true" /> {t('trip.gpx')}
              </a>
            </Button>
            <Button asChild variant="secondary" className="w-full">
              <a href={`/api/trips/${trip.id}/ics`} download>
                <CalendarPlus className="h-4 w-4" aria-hidden="true" /> {t('trip.ics')}
              </a>
            </Button>
            <p className="text-sm text-stone-600">
              {t('trip.assumptions', {
                factor: formatNumber(trip.assumptions.roadFactor, lang),
                speed: formatSpeed(trip.assumptions.speedKmh, unit, lang),
                minutes: trip.assumptions.dwellMinutes,
              })}
            </p>
            <ConfirmDialog
              trigger={
                <Button variant="ghost-danger" className="w-full">
                  <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('trip.delete')}
                </Button>
              }
              title={t('trip.deleteTitle', { name: trip.name })}
              description={t('trip.deleteBody')}
              confirmLabel={t('trip.delete')}
              cancelLabel={t('trip.keep')}
              onConfirm={() => remove.mutate(trip.id, { onSuccess: () => navigate(paths.trips) })}
              pending={remove.isPending}
              closeOnConfirm={false}
            />
          </aside>
        </div>
      )}
    </article>
  );
}
