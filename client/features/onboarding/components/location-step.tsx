import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n/react';
import { LocateFixed, MapPin } from 'lucide-react';
import english from '@common/i18n/locales/en/onboarding.json';
import type { UserType } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { errorText, useSetHome, useUser } from '@/features/auth';

/**
 * docs/product.md §S8: what to do instead when the browser will not share its position. Without `t` (callers not yet
 * translated) it is said in English.
 */
export function locationDeniedHint(userType: UserType, t?: TFunction<'onboarding'>): string {
  if (!t) return english.location.denied[userType === 'farmer' ? 'farmer' : 'consumer'];
  return userType === 'farmer' ? t('location.denied.farmer', { ns: 'onboarding' }) : t('location.denied.consumer', { ns: 'onboarding' });
}

export function LocationStep({ userType }: { userType: UserType }) {
  const { user } = useUser();
  const setHome = useSetHome();
  const [place, setPlace] = useState('');
  const [error, setError] = useState<string>();
  const [locating, setLocating] = useState(false);
  const { t } = useTranslation('onboarding');

  function useBrowserLocation() {
    if (!('geolocation' in navigator)) {
      toast({ title: t('location.deniedTitle'), description: locationDeniedHint(userType, t), variant: 'error' });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setHome.mutate({ lat: pos.coords.latitude, lng: pos.coords.longitude, label: t('location.myLocation') }, { onError: (e) => setError(errorText(e)) });
      },
      () => {
        setLocating(false);
        toast({ title: t('location.deniedTitle'), description: locationDeniedHint(userType, t), variant: 'error' });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!place.trim()) return setError(t('location.enterPlace'));
    setError(undefined);
    setHome.mutate({ location: place.trim() }, { onError: (err) => setError(errorText(err)), onSuccess: () => setPlace('') });
  }

  return (
    <div className="space-y-4">
      <Button variant="secondary" onClick={useBrowserLocation} disabled={locating || setHome.isPending} className="w-full">
        <LocateFixed className="h-5 w-5" aria-hidden="true" />
        {locating ? t('location.finding') : t('location.useCurrent')}
      </Button>
      <div className="flex items-center gap-3 text-sm text-stone-600">
        <span className="h-px flex-1 bg-stone-200" /> {t('location.or')} <span className="h-px flex-1 bg-stone-200" />
      </div>
      <form onSubmit={submit} noValidate className="flex items-end gap-2">
        <Field
          label={userType === 'farmer' ? t('location.farmerPlace') : t('location.consumerPlace')}
          value={place}
          onChange={(e) => setPlace(e.target.value)}
          placeholder={t('location.placeholder')}
          error={error}
          className="flex-1"
          autoComplete="postal-code"
        />
        <Button type="submit" disabled={setHome.isPending} className="mb-[1px]">
          {t('location.save')}
        </Button>
      </form>
      {user?.home && (
        <p className="flex items-center gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-800" role="status">
          <MapPin className="h-4 w-4" aria-hidden="true" />{' '}
          {t('location.saved', { place: user.home.label ?? `${user.home.lat.toFixed(3)}, ${user.home.lng.toFixed(3)}` })}
        </p>
      )}
    </div>
  );
}
