import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { LocateFixed, MapPin, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { resolvePlace, reversePlace, useGeolocation } from '@/features/geo';
import { useUser } from '@/features/auth';
import { EditorSection } from './form-controls';
import type { SectionProps } from './basics-section';

const PinMap = lazy(() => import('../map/pin-map'));
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Where the stand is. Three ways to set the position: this phone's location (then the town is filled in
 * from the offline gazetteer), a typed ZIP/town, or the pin. The number fields are the keyboard way.
 */
export function LocationSection({ state, set, errors }: SectionProps) {
  const { t } = useTranslation('farms');
  const geo = useGeolocation();
  const [finding, setFinding] = useState(false);
  const [note, setNote] = useState<string>();
  const hasPin = state.lat !== null && state.lng !== null;
  // Before the first pin, the map opens on the farmer's saved home area (else the whole country).
  const { user } = useUser();
  const around = user?.home ? { lat: user.home.lat, lng: user.home.lng, zoom: 11 } : undefined;

  async function locateMe() {
    const here = await geo.locate();
    if (!here) return setNote(undefined); // docs/product.md §S8's toast says to type the address instead
    set({ lat: round6(here.lat), lng: round6(here.lng) });
    const town = await reversePlace(here.lat, here.lng).catch(() => null);
    // A rural Canadian postal area has no town (city is null): keep what the farmer typed.
    if (town) set({ city: town.city ?? state.city, region: town.region, postalCode: town.postalCode, country: town.country || state.country });
    const near = town && [town.city ?? town.postalCode, town.region].join(', ');
    setNote(near ? t('editor.location.pinHereNear', { near }) : t('editor.location.pinHere'));
  }

  async function findTyped() {
    const q = state.postalCode.trim() || [state.city, state.region].filter((s) => s.trim()).join(', ') || state.address.trim();
    if (!q) return setNote(t('editor.location.typeFirst'));
    setFinding(true);
    try {
      const place = await resolvePlace(q);
      if (!place) return setNote(t('editor.location.notFound', { query: q }));
      set({
        lat: round6(place.lat),
        lng: round6(place.lng),
        city: state.city || place.city || '',
        region: state.region || place.region,
        postalCode: state.postalCode || place.postalCode || '',
        country: place.country || state.country,
      });
      setNote(t('editor.location.pinAt', { place: place.label }));
    } catch (err) {
      setNote(errorMessage(err));
    } finally {
      setFinding(false);
    }
  }

  const num = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? null : Number(v));
  return (
    <EditorSection id="location" title={t('editor.location.title')} description={t('editor.location.description')}>
      <Field
        label={t('editor.location.address')}
        value={state.address}
        onChange={(e) => set({ address: e.target.value })}
        error={errors.address}
        autoComplete="street-address"
        placeholder={t('editor.location.addressPlaceholder')}
      />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <Field
          label={t('editor.location.city')}
          value={state.city}
          onChange={(e) => set({ city: e.target.value })}
          error={errors.city}
          autoComplete="address-level2"
        />
        <Field
          label={t('editor.location.region')}
          value={state.region}
          onChange={(e) => set({ region: e.target.value })}
          error={errors.region}
          autoComplete="address-level1"
          placeholder={t('editor.location.regionPlaceholder')}
        />
        <Field
          label={t('editor.location.postalCode')}
          value={state.postalCode}
          onChange={(e) => set({ postalCode: e.target.value })}
          error={errors.postalCode}
          autoComplete="postal-code"
          inputMode="numeric"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void locateMe()} disabled={geo.status === 'locating'}>
          <LocateFixed className="h-5 w-5" aria-hidden="true" />
          {geo.status === 'locating' ? t('editor.location.locating') : t('editor.location.useMine')}
        </Button>
        <Button variant="secondary" onClick={() => void findTyped()} disabled={finding}>
          <Search className="h-5 w-5" aria-hidden="true" />
          {finding ? t('editor.location.finding') : t('editor.location.find')}
        </Button>
      </div>
      <p role="status" className="text-sm text-stone-700">
        {note}
      </p>
      {!hasPin && (
        <p className="flex items-center gap-2 text-stone-700">
          <MapPin className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" /> {t('editor.location.noPin')}
        </p>
      )}
      <Suspense fallback={<div className="h-64 animate-pulse rounded-xl bg-stone-200" />}>
        <PinMap lat={state.lat} lng={state.lng} around={around} onMove={(lat, lng) => set({ lat: round6(lat), lng: round6(lng) })} />
      </Suspense>
      {errors.lat && (
        <p className="text-sm font-medium text-tomato-700" role="alert">
          {errors.lat}
        </p>
      )}
      <details className="rounded-xl bg-stone-50 p-3">
        <summary className="cursor-pointer font-medium text-stone-800">{t('editor.location.exact')}</summary>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <Field label={t('editor.location.lat')} type="number" step="0.000001" value={state.lat ?? ''} onChange={(e) => set({ lat: num(e.target.value) })} />
          <Field label={t('editor.location.lng')} type="number" step="0.000001" value={state.lng ?? ''} onChange={(e) => set({ lng: num(e.target.value) })} />
        </div>
      </details>
    </EditorSection>
  );
}
