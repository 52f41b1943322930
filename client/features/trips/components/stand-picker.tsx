import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Plus } from 'lucide-react';
import type { FarmPage } from '@common/schemas/farms';
import { TRIP_LIMITS } from '@common/schemas/trips';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useUser } from '@/features/auth';
import { formatDistance, lang as langOf } from '@/features/farms';
import { useFavorites } from '@/features/favorites';
import { useKnownPosition } from '@/features/geo';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { TripStart } from './start-point';
import type { EditableStop } from './stops-editor';
import { useStandSearch } from '../api/search-stands';

/** How far around the trip the search looks (in the reader's unit): a day's drive, there and back. */
const RADIUS = 100;

const place = (f: { city: string; region: string }) => [f.city, f.region].filter(Boolean).join(', ');

/**
 * Add stands to a trip: from your favorites in one tap, or by name or product, nearest first around where the day
 * starts (the start point, else the first stop), else around you (the phone's position when already allowed, or
 * your saved home). With none of these, every stand by name. Adding one announces it and keeps focus here: on the
 * next stand's Add button, else the search box.
 */
export function StandPicker({ start, stops, onAdd }: { start: TripStart; stops: EditableStop[]; onAdd: (stop: EditableStop) => void }) {
  const [q, setQ] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const box = useRef<HTMLInputElement>(null);
  const resultList = useRef<HTMLUListElement>(null);
  const favoriteList = useRef<HTMLUListElement>(null);
  const { t, i18n } = useTranslation('trips');
  const lang = langOf(i18n);
  const { user } = useUser();
  const { position } = useKnownPosition();
  const unit = user?.units ?? 'mi';
  const origin = start
    ? { lat: start.lat, lng: start.lng, place: start.label ?? t('picker.yourStart') }
    : stops[0]
      ? { lat: stops[0].lat, lng: stops[0].lng, place: stops[0].name }
      : position
        ? { ...position, place: t('picker.yourLocation') }
        : user?.home
          ? { lat: user.home.lat, lng: user.home.lng, place: user.home.label ?? t('picker.yourHome') }
          : null;
  const near = origin ? `${origin.lat.toFixed(5)},${origin.lng.toFixed(5)}` : null;
  const radius = formatDistance(RADIUS, unit, lang);

  const query = useDebouncedValue(q.trim(), 300);
  const params = new URLSearchParams({ q: query, limit: '8', ...(near ? { near, radius: String(RADIUS), unit, sort: 'distance' } : { sort: 'name' }) });
  const found = useStandSearch(params, query.length >= 2);
  const chosen = stops.map((s) => s.id);
  const favorites = useFavorites(near);
  const favs = (favorites.data?.pages.flatMap((p) => p.items) ?? []).map((f) => f.farm).filter((f) => !chosen.includes(f.id));
  const results = (found.data?.items ?? []).filter((f) => !chosen.includes(f.id));

  const add = (f: FarmPage['items'][number], list: RefObject<HTMLUListElement | null>, i: number) => {
    if (stops.length >= TRIP_LIMITS.stopsMax) return setAnnouncement(t('picker.full', { max: TRIP_LIMITS.stopsMax }));
    onAdd({ id: f.id, name: f.name, place: place(f), lat: f.lat, lng: f.lng });
    setAnnouncement(t('picker.added', { name: f.name, n: stops.length + 1 }));
    // Its row is gone: the next stand's button takes its place (else the one before, else the search box).
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll('button');
      (buttons?.[i] ?? buttons?.[i - 1] ?? box.current)?.focus();
    });
  };

  const row = (list: RefObject<HTMLUListElement | null>) => (f: FarmPage['items'][number], i: number) => (
    <li key={f.id} className="flex items-center justify-between gap-2 py-2">
      <span className="min-w-0">
        <span className="block break-words font-medium text-stone-900">{f.name}</span>
        <span className="block truncate text-sm text-stone-600">{[place(f), formatDistance(f.distance, unit, lang)].filter(Boolean).join(' · ')}</span>
      </span>
      <Button size="sm" variant="secondary" aria-label={t('picker.addStand', { name: f.name })} onClick={() => add(f, list, i)}>
        <Plus className="h-4 w-4" aria-hidden="true" /> {t('add.add')}
      </Button>
    </li>
  );

  return (
    <div className="space-y-5">
      <div>
        <label htmlFor="stand-search" className="block text-sm font-medium text-stone-800">
          {t('picker.label')}
        </label>
        <Input
          ref={box}
          id="stand-search"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('picker.placeholder')}
          aria-describedby="stand-search-where"
          className="mt-1"
        />
        <p id="stand-search-where" className="mt-1 text-sm text-stone-600">
          {origin ? t('picker.near', { distance: radius, place: origin.place }) : t('picker.everywhere')}
        </p>
        {query.length >= 2 && (
          <ul ref={resultList} aria-label={t('picker.results')} className="mt-2 divide-y divide-stone-200">
            {results.map(row(resultList))}
            {found.isSuccess && !results.length && (
              <li className="py-2 text-sm text-stone-600">
                {origin ? t('picker.noneNear', { query, distance: radius, place: origin.place }) : t('picker.none', { query })}
              </li>
            )}
          </ul>
        )}
      </div>
      {favs.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-stone-800">{t('picker.favorites')}</h3>
          <ul ref={favoriteList} aria-label={t('picker.favoritesLabel')} className="mt-1 divide-y divide-stone-200">
            {favs.slice(0, 8).map(row(favoriteList))}
          </ul>
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
