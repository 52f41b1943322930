import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/features/auth';
import { locationDeniedHint } from '@/features/onboarding';

export interface LatLng {
  lat: number;
  lng: number;
}
export type GeoStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';

/** Whether the browser already lets us locate without a prompt ('granted'), or never will ('denied'). */
export async function geolocationPermission(): Promise<PermissionState | 'unsupported'> {
  if (!('geolocation' in navigator)) return 'unsupported';
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'prompt'; // Safari without the Permissions API: asking is the only way to know
  }
}

/**
 * The browser position, once, with docs/product.md §S8's toast when it is refused. A coarse fix is enough to find
 * stands within miles, and it comes back far faster on a phone in a field than GPS.
 */
export function useGeolocation() {
  const { user } = useUser();
  const [status, setStatus] = useState<GeoStatus>('idle');
  const [position, setPosition] = useState<LatLng | null>(null);
  const userType = user?.userType === 'farmer' ? 'farmer' : 'consumer';
  const pending = useRef<Promise<LatLng | null> | null>(null);
  const { t } = useTranslation('geo');
  const hint = useTranslation('onboarding').t;

  const locate = useCallback(
    ({ quiet = false }: { quiet?: boolean } = {}): Promise<LatLng | null> => {
      if (pending.current) return pending.current;
      const denied = (next: GeoStatus) => {
        setStatus(next);
        if (quiet) return;
        const title = next === 'denied' ? t('denied') : t('unavailable');
        toast({ title, description: locationDeniedHint(userType, hint), variant: 'error' });
      };
      if (!('geolocation' in navigator)) {
        denied('denied');
        return Promise.resolve(null);
      }
      setStatus('locating');
      pending.current = new Promise<LatLng | null>((resolve) => {
        navigator.geolocation.getCurrentPosition(
          (pos) => {
            const here = { lat: pos.coords.latitude, lng: pos.coords.longitude };
            setPosition(here);
            setStatus('located');
            resolve(here);
          },
          (err) => {
            denied(err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable');
            resolve(null);
          },
          { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
        );
      }).finally(() => {
        pending.current = null;
      });
      return pending.current;
    },
    [userType, t, hint],
  );

  return { status, position, locate, userType } as const;
}
