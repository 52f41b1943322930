import { useState, type FormEvent } from 'react';
import { LocateFixed, MapPin } from 'lucide-react';
import type { UserType } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { errorText, useSetHome, useUser } from '@/features/auth/api/use-user';

/** SPEC.md 8: what to do instead when the browser will not share its position. */
export const locationDeniedHint = (userType: UserType) =>
  userType === 'farmer' ? 'You can enter your stand’s address manually instead.' : 'You can search by zip or city instead.';

export function LocationStep({ userType }: { userType: UserType }) {
  const { user } = useUser();
  const setHome = useSetHome();
  const [place, setPlace] = useState('');
  const [error, setError] = useState<string>();
  const [locating, setLocating] = useState(false);

  function useBrowserLocation() {
    if (!('geolocation' in navigator)) {
      toast({ title: 'Location access denied', description: locationDeniedHint(userType), variant: 'error' });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setHome.mutate({ lat: pos.coords.latitude, lng: pos.coords.longitude, label: 'My location' }, { onError: (e) => setError(errorText(e)) });
      },
      () => {
        setLocating(false);
        toast({ title: 'Location access denied', description: locationDeniedHint(userType), variant: 'error' });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!place.trim()) return setError('Enter a ZIP code or city');
    setError(undefined);
    setHome.mutate({ location: place.trim() }, { onError: (err) => setError(errorText(err)), onSuccess: () => setPlace('') });
  }

  return (
    <div className="space-y-4">
      <Button variant="secondary" onClick={useBrowserLocation} disabled={locating || setHome.isPending} className="w-full">
        <LocateFixed className="h-5 w-5" aria-hidden="true" />
        {locating ? 'Finding you…' : 'Use my current location'}
      </Button>
      <div className="flex items-center gap-3 text-sm text-stone-600">
        <span className="h-px flex-1 bg-stone-200" /> or <span className="h-px flex-1 bg-stone-200" />
      </div>
      <form onSubmit={submit} noValidate className="flex items-end gap-2">
        <Field
          label={userType === 'farmer' ? 'Your stand’s ZIP code or town' : 'ZIP code or city'}
          value={place}
          onChange={(e) => setPlace(e.target.value)}
          placeholder="12401 or Kingston, NY"
          error={error}
          className="flex-1"
          autoComplete="postal-code"
        />
        <Button type="submit" disabled={setHome.isPending} className="mb-[1px]">
          Save
        </Button>
      </form>
      {user?.home && (
        <p className="flex items-center gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-800" role="status">
          <MapPin className="h-4 w-4" aria-hidden="true" /> Home location saved: {user.home.label ?? `${user.home.lat.toFixed(3)}, ${user.home.lng.toFixed(3)}`}
        </p>
      )}
    </div>
  );
}
