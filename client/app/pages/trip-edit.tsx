import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { TRIP_LIMITS, TripInputSchema, type TripDetail, type TripInput } from '@common/schemas/trips';
import { paths } from '@/app/paths';
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
import { useUnsavedGuard } from '@/lib/use-unsaved-guard';

interface Draft {
  name: string;
  date: string;
  departAt: string;
  start: TripStart;
  stops: EditableStop[];
}

const draftOf = (t: TripDetail): Draft => ({
  name: t.name,
  date: t.date,
  departAt: t.departAt,
  start: t.start ? { lat: t.start.lat, lng: t.start.lng, label: t.start.label ?? undefined } : null,
  stops: t.stops.map((s) => ({ id: s.farm.id, name: s.farm.name, place: [s.farm.city, s.farm.region].filter(Boolean).join(', ') })),
});

export default function TripEditPage({ params }: { params: { id: string } }) {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const { data: trip, error, isPending } = useTrip(params.id);
  const save = useSaveTrip(params.id);
  const optimize = useOptimizeTrip(params.id);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useTitle(trip ? `Edit ${trip.name}` : 'Edit trip');
  useEffect(() => {
    if (trip && !draft) setDraft(draftOf(trip));
  }, [trip, draft]);
  const dirty = !!trip && !!draft && JSON.stringify(draft) !== JSON.stringify(draftOf(trip));
  // "Back to the trip", the header links and closing the tab ask first; "Save and view the plan" saves.
  useUnsavedGuard(dirty && !save.isPending, 'You have unsaved changes to this trip. Leave without saving?');

  if (isPending) return <Spinner label="Loading your trip" className="py-20" />;
  if (!trip || !draft)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-12 text-tomato-700">
        {errorMessage(error) || 'This trip does not exist.'}
      </p>
    );

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const input = (): TripInput | null => {
    const parsed = TripInputSchema.safeParse({ ...draft, stops: draft.stops.map((s) => s.id) });
    if (parsed.success) return (setErrors({}), parsed.data);
    setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
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
          onSuccess: ({ trip: t, optimization: o }) => {
            setDraft(draftOf(t));
            if (!o) return;
            toast({
              title: `Optimized: ${o.openAfter} of ${t.stops.length} stops open on arrival`,
              description: `${o.openAfter > o.openBefore ? `Was ${o.openBefore}. ` : ''}${formatLegDistance(o.kmAfter, user?.units)} of driving${o.method === 'heuristic' ? ' (more than 10 stops: a good order, not guaranteed the best)' : ''}.`,
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
      <Link href={paths.trip(trip.id)} className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to the trip
      </Link>
      <h1 className="text-3xl font-semibold text-brand-900">Edit trip</h1>
      {/* Not a <form>: the start-point search inside is one of its own. */}
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_10rem_9rem]">
            <Field label="Trip name" value={draft.name} maxLength={TRIP_LIMITS.nameMax} onChange={(e) => set({ name: e.target.value })} error={errors.name} />
            <Field label="Date" type="date" value={draft.date} onChange={(e) => set({ date: e.target.value })} error={errors.date} />
            <Field label="Leave at" type="time" value={draft.departAt} onChange={(e) => set({ departAt: e.target.value })} error={errors.departAt} />
          </div>
          <StartPoint value={draft.start} onChange={(start) => set({ start })} />
          <section aria-label="Stops" className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-xl font-semibold text-brand-900">
                Stops{' '}
                <span className="text-base font-normal text-stone-600">
                  ({draft.stops.length} of at most {TRIP_LIMITS.stopsMax})
                </span>
              </h2>
              <Button variant="sun" size="sm" onClick={runOptimize} disabled={busy || draft.stops.length < 2}>
                <Sparkles className="h-4 w-4" aria-hidden="true" /> Optimize
              </Button>
            </div>
            <p className="text-sm text-stone-600">
              Optimize puts the stops in the order with the most stands open when you arrive, then the least driving. Up to 10 stops it finds the best order;
              with more, a good order quickly (not always the very best).
            </p>
            <StopsEditor stops={draft.stops} onChange={(stops) => set({ stops })} />
            {errors.stops && <p className="text-sm text-tomato-700">{errors.stops}</p>}
          </section>
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={submit} disabled={busy}>
              {save.isPending ? 'Saving…' : 'Save trip'}
            </Button>
            {/* With changes on screen, going to the plan saves them first: the plan never shows an older order. */}
            {dirty ? (
              <Button variant="secondary" onClick={saveAndView} disabled={busy}>
                Save and view the plan
              </Button>
            ) : (
              <Button asChild variant="secondary">
                <Link href={paths.trip(trip.id)}>View the plan</Link>
              </Button>
            )}
            <p role="status" className="text-sm text-stone-700">
              {dirty && !busy ? 'Unsaved changes' : ''}
            </p>
          </div>
        </div>
        <aside aria-label="Add stands" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <h2 className="text-lg font-semibold text-brand-900">Add stands</h2>
          <div className="mt-3">
            <StandPicker
              chosen={draft.stops.map((s) => s.id)}
              onAdd={(stop) => draft.stops.length < TRIP_LIMITS.stopsMax && set({ stops: [...draft.stops, stop] })}
            />
          </div>
        </aside>
      </div>
    </div>
  );
}
