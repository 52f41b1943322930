import { useEffect, useRef, useState } from 'react';
import { geolocationPermission, useGeolocation } from '@/features/geo';
import { hasLocation, MY_LOCATION, nearString, type FarmFilters } from './filters';
import type { useFarmFilters } from './use-farm-filters';

export type LocatePhase = 'waiting' | 'locating' | 'ready';

/**
 * Where a "near me" page searches from: the link's place, else the phone's position (asked for only when there
 * is no saved home, or silently when already allowed), else the saved home (useFarmFilters' default), else the
 * page asks for a ZIP code or city. Once per visit: a refusal is not asked again on every render.
 */
export function useAutoLocate({
  base,
  raw,
  update,
  user,
  userLoading,
}: Pick<ReturnType<typeof useFarmFilters>, 'raw' | 'update' | 'user' | 'userLoading'> & { base?: FarmFilters }) {
  const { locate, status } = useGeolocation();
  const linked = hasLocation(raw);
  // A place in the address or a saved home answers at once (the server rendered it); the phone's position may
  // still replace the home below, when the browser already allows it.
  const [phase, setPhase] = useState<LocatePhase>(linked || (base && hasLocation(base)) ? 'ready' : 'waiting');
  const started = useRef(false);

  useEffect(() => {
    if (linked) return setPhase('ready');
    if (userLoading || started.current) return;
    started.current = true;
    void geolocationPermission().then(async (state) => {
      if (state === 'granted' || (state === 'prompt' && !user?.home)) {
        setPhase('locating');
        const here = await locate();
        if (here) update({ near: nearString(here.lat, here.lng), place: MY_LOCATION }, { replace: true });
      }
      setPhase('ready');
    });
  }, [linked, userLoading, user?.home, locate, update]);

  return { phase, geoDenied: status === 'denied' };
}
