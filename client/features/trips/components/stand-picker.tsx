import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { FarmPage } from '@common/schemas/farms';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFavorites } from '@/features/favorites';
import { fetchJson } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { EditableStop } from './stops-editor';

const place = (f: { city: string; region: string }) => [f.city, f.region].filter(Boolean).join(', ');

/** Add stands to a trip: from your favorites in one tap, or by name. */
export function StandPicker({ chosen, onAdd }: { chosen: number[]; onAdd: (stop: EditableStop) => void }) {
  const [q, setQ] = useState('');
  const { t } = useTranslation('trips');
  const query = useDebouncedValue(q.trim(), 300);
  const found = useQuery({
    queryKey: ['farms', 'list', `trip-picker:${query}`],
    queryFn: ({ signal }) => fetchJson<FarmPage>(`/api/farms?q=${encodeURIComponent(query)}&limit=8&sort=name`, signal),
    enabled: query.length >= 2,
  });
  const favorites = useFavorites(null);
  const favs = (favorites.data?.pages.flatMap((p) => p.items) ?? []).map((f) => f.farm).filter((f) => !chosen.includes(f.id));
  const results = (found.data?.items ?? []).filter((f) => !chosen.includes(f.id));

  const row = (f: { id: number; name: string; city: string; region: string }) => (
    <li key={f.id} className="flex items-center justify-between gap-2 py-2">
      <span className="min-w-0">
        <span className="block truncate font-medium text-stone-900">{f.name}</span>
        <span className="block truncate text-sm text-stone-600">{place(f)}</span>
      </span>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('picker.addStand', { name: f.name })}
        onClick={() => onAdd({ id: f.id, name: f.name, place: place(f) })}
      >
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
        <Input id="stand-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('picker.placeholder')} className="mt-1" />
        {query.length >= 2 && (
          <ul aria-label={t('picker.results')} className="mt-2 divide-y divide-stone-200">
            {results.map(row)}
            {found.isSuccess && !results.length && <li className="py-2 text-sm text-stone-600">{t('picker.none', { query })}</li>}
          </ul>
        )}
      </div>
      {favs.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-stone-800">{t('picker.favorites')}</h3>
          <ul aria-label={t('picker.favoritesLabel')} className="mt-1 divide-y divide-stone-200">
            {favs.slice(0, 8).map(row)}
          </ul>
        </div>
      )}
    </div>
  );
}
