import { useTranslation } from '@/lib/i18n/react';
import { Home, MapPin } from 'lucide-react';
import type { z } from 'zod';
import type { TripStartSchema } from '@common/schemas/trips';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth';
import { resolvePlace, useGeolocation } from '@/features/geo';
import { LocationSearch } from '@/features/geo/ui';
import { toast } from '@/components/ui/toast-store';

export type TripStart = z.infer<typeof TripStartSchema> | null;

/** Where the day starts: a typed place, your position, your saved home, or the first stop. */
export function StartPoint({ value, onChange }: { value: TripStart; onChange: (start: TripStart) => void }) {
  const { user } = useUser();
  const { locate, status } = useGeolocation();
  const { t } = useTranslation('trips');
  const search = async (text: string) => {
    const place = await resolvePlace(text);
    if (place) onChange({ lat: place.lat, lng: place.lng, label: place.label });
    else toast({ title: t('start.notFound'), description: t('start.notFoundText', { text }), variant: 'error' });
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{t('start.legend')}</legend>
      <p className="flex items-center gap-2 text-stone-900">
        <MapPin className="h-4 w-4 text-brand-700" aria-hidden="true" />
        <span data-testid="start-label">{value ? (value.label ?? `${value.lat.toFixed(4)}, ${value.lng.toFixed(4)}`) : t('start.firstStop')}</span>
      </p>
      <LocationSearch
        value=""
        label={t('start.searchLabel')}
        onSearch={(text) => void search(text)}
        onPick={(p) => onChange({ lat: p.lat, lng: p.lng, label: p.label })}
        onUseMyLocation={() => void locate().then((here) => here && onChange({ ...here, label: t('start.myLocation') }))}
        locating={status === 'locating'}
      />
      <div className="flex flex-wrap gap-2">
        {user?.home && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onChange({ lat: user.home!.lat, lng: user.home!.lng, label: user.home!.label ?? t('start.home') })}
          >
            <Home className="h-4 w-4" aria-hidden="true" /> {t('start.fromHome')}
          </Button>
        )}
        {value && (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            {t('start.atFirstStop')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
