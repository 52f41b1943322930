import { useTranslation } from '@/lib/i18n/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { TRIP_LIMITS, TripInputSchema, type TripDetail, type TripInput } from '@common/schemas/trips';
import { paths } from '@/lib/paths';
import { useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/features/auth/api/use-user';
import { errorMessage } from '@/lib/api-client';
import { useTrip } from '@/features/trips/api/get-trips';
import { useOptimizeTrip, useSaveTrip } from '@/features/trips/api/trip-mutations';
import { StandPicker } from '@/features/trips/components/stand-picker';
import { StartPoint, type TripStart } from '@/features/trips/components/start-point';
import { StopsEditor, type EditableStop } from '@/features/trips/components/stops-editor';
import { formatLegDistance } from '@/features/trips/format';
import { lang as langOf } from '@/features/farms/format';
import { useUnsavedGuard } from '@/lib/use-unsaved-guard';
import { fieldErrors } from '@/lib/field-errors';

interface Draft {
  name: string;
  date: string;
  departAt: string;
  start: TripStart;
  stops: EditableStop[];
}

const draftOf = (trip: TripDetail): Draft => ({
  name: trip.name,
  date: trip.date,
  departAt: trip.departAt,
  start: trip.start ? { lat: trip.start.lat, lng: trip.start.lng, label: trip.start.label ?? undefined } : null,
  stops: trip.stops.map((s) => ({
    id: s.farm.id,
    name: s.farm.name,
    place: [s.farm.city, s.farm.region].filter(Boolean).join(', '),
    lat: s.farm.lat,
    lng: s.farm.lng,
  })),
});

export default function TripEditPage({ params }: { params: { id: string } }) {
  const { t, i18n } = useTranslation('pages');
  const { user } = useUser();
  const [, navigate] = useLocation();
  const { data: trip, error, isPending } = useTrip(params.id);
  const save = useSaveTrip(params.id);
  const optimize = useOptimizeTrip(params.id);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stopsHeading = useRef<HTMLHeadingElement>(null);
  useTitle(trip ? t('tripEdit.titleNamed', { name: trip.name }) : t('tripEdit.title'));
  useEffect(() => {
    if (trip && !draft) setDraft(draftOf(trip));
  }, [trip, draft]);
  const dirty = !!trip && !!draft && JSON.stringify(draft) !== JSON.stringify(draftOf(trip));
  // "Back to the trip", the header links and closing the tab ask first; "Save and view the plan" saves.
  const unsavedGuard = useUnsavedGuard(dirty && !save.isPending, {
    title: t('tripEdit.unsavedGuard'),
    confirmLabel: t('tripEdit.leaveUnsaved'),
    cancelLabel: t('tripEdit.stay'),
  });

  if (isPending) return <Spinner label={t('trip.loading')} className="py-20" />;
  if (!trip || !draft)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-12 text-tomato-700">
        {errorMessage(error) || t('tripEdit.missing')}
      </p>
    );

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const input = (): TripInput | null => {
    const parsed = TripInputSchema.safeParse({ ...draft, stops: draft.stops.map((s) => s.id) });
    if (parsed.success) return (setErrors({}), parsed.data);
    setErrors(fieldErrors(parsed.error.issues)); // the schema's keys, said in the reader's language
    return null;
  };
  const submit = () => {
    const body = input();
    if (body) save.mutate(body, { onSuccess: (r) => setDraft(draftOf(r.trip)) });
  };
  const runOptimize = () => {
    const body = input();
    if (!body) return;
    // Optimize what is on screen: save it first, then reorder on the server.
    save.mutate(body, {
      onSuccess: () =>
        optimize.mutate(undefined, {
          onSuccess: ({ trip: optimized, optimization: o }) => {
            setDraft(draftOf(optimized));
            if (!o) return;
            const driving = formatLegDistance(o.kmAfter, user?.units, langOf(i18n));
            toast({
              title: t('tripEdit.optimized', { open: o.openAfter, total: optimized.stops.length }),
              description: [
                o.openAfter > o.openBefore ? t('tripEdit.was', { before: o.openBefore }) : '',
                o.method === 'heuristic' ? t('tripEdit.drivingHeuristic', { distance: driving }) : t('tripEdit.driving', { distance: driving }),
              ].join(''),
              variant: 'success',
            });
          },
        }),
    });
  };
  const busy = save.isPending || optimize.isPending;
  const saveAndView = () => {
    const body = input();
    if (body) save.mutate(body, { onSuccess: () => navigate(paths.trip(trip.id)) });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-6">
      {unsavedGuard}
      <Link href={paths.trip(trip.id)} className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('tripEdit.back')}
      </Link>
      <h1 className="text-3xl font-semibold text-brand-900">{t('tripEdit.title')}</h1>
      {/* Not a <form>: the start-point search inside is one of its own. */}
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_10rem_9rem]">
            <Field
              label={t('trips.name')}
              value={draft.name}
              maxLength={TRIP_LIMITS.nameMax}
              onChange={(e) => set({ name: e.target.value })}
              error={errors.name}
            />
            <Field label={t('trips.date')} type="date" value={draft.date} onChange={(e) => set({ date: e.target.value })} error={errors.date} />
            <Field
              label={t('tripEdit.leaveAt')}
              type="time"
              value={draft.departAt}
              onChange={(e) => set({ departAt: e.target.value })}
              error={errors.departAt}
            />
          </div>
          <StartPoint value={draft.start} onChange={(start) => set({ start })} />
          <section aria-label={t('tripEdit.stops')} className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 ref={stopsHeading} tabIndex={-1} className="text-xl font-semibold text-brand-900">
                {t('tripEdit.stops')}{' '}
                <span className="text-base font-normal text-stone-600">{t('tripEdit.stopsCount', { n: draft.stops.length, max: TRIP_LIMITS.stopsMax })}</span>
              </h2>
              <Button variant="sun" size="sm" onClick={runOptimize} disabled={busy || draft.stops.length < 2}>
                <Sparkles className="h-4 w-4" aria-hidden="true" /> {t('tripEdit.optimize')}
              </Button>
            </div>
            <p className="text-sm text-stone-600">{t('tripEdit.optimizeHint')}</p>
            <StopsEditor stops={draft.stops} onChange={(stops) => set({ stops })} heading={stopsHeading} />
            {errors.stops && <p className="text-sm text-tomato-700">{errors.stops}</p>}
          </section>
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={submit} disabled={busy}>
              {save.isPending ? t('tripEdit.saving') : t('tripEdit.save')}
            </Button>
            {/* With changes on screen, going to the plan saves them first: the plan never shows an older order. */}
            {dirty ? (
              <Button variant="secondary" onClick={saveAndView} disabled={busy}>
                {t('tripEdit.saveAndView')}
              </Button>
            ) : (
              <Button asChild variant="secondary">
                <Link href={paths.trip(trip.id)}>{t('tripEdit.view')}</Link>
              </Button>
            )}
            <p role="status" className="text-sm text-stone-700">
              {dirty && !busy ? t('tripEdit.unsaved') : ''}
            </p>
          </div>
        </div>
        <aside aria-label={t('tripEdit.addStands')} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <h2 className="text-lg font-semibold text-brand-900">{t('tripEdit.addStands')}</h2>
          <div className="mt-3">
            <StandPicker start={draft.start} stops={draft.stops} onAdd={(stop) => set({ stops: [...draft.stops, stop] })} />
          </div>
        </aside>
      </div>
    </div>
  );
}
