import { useCallback, useEffect, useRef, useState } from 'react';
import { useGeolocation } from '@/features/geo';
import { LOCATE_ME } from '@/lib/paths';
import { hasLocation, MY_LOCATION, nearString, type FarmFilters } from './filters';
import { useRememberedPlace } from './remembered-place';
import type { useFarmFilters } from './use-farm-filters';

export type LocatePhase = 'waiting' | 'locating' | 'ready';

/**
 * Where a "near me" page searches from (issue 34, point 7: ask before interrupting): the link's place, else the place
 * this browser searched last (remembered-place.ts), else the saved home (useFarmFilters' default), else the page asks
 * for a ZIP code or city, with a button that asks the browser for its position. The browser is never asked before that
 * tap. `failed` says why the position did not come, for the page to say once (the hook itself shows no toast).
 */
export function useNearPlace({ base, raw, update }: Pick<ReturnType<typeof useFarmFilters>, 'raw' | 'update'> & { base?: FarmFilters }) {
  const { locate, status } = useGeolocation();
  const linked = hasLocation(raw);
  // A place in the address or a saved home answers at once (the server rendered it); without one the page waits for
  // the remembered place.
  // A link that was itself the tap ("Open now near me" on the home page, LOCATE_ME) asks at once, instead of the
  // remembered place: read once, from the history entry, which only the browser has.
  const [wantsPosition] = useState(() => typeof window !== 'undefined' && !linked && (window.history.state as typeof LOCATE_ME | null)?.locateMe === true);
  const checked = useRememberedPlace({ raw, update, skip: wantsPosition });

  const locateMe = useCallback(
    async ({ replace = false }: { replace?: boolean } = {}) => {
      const here = await locate({ quiet: true });
      if (here) update({ near: nearString(here.lat, here.lng), place: MY_LOCATION }, { replace });
    },
    [locate, update],
  );
  const asked = useRef(false);
  useEffect(() => {
    if (!wantsPosition || asked.current) return;
    asked.current = true;
    void locateMe({ replace: true });
  }, [wantsPosition, locateMe]);

  const phase: LocatePhase = status === 'locating' ? 'locating' : linked || (base && hasLocation(base)) || checked ? 'ready' : 'waiting';
  const failed = status === 'denied' || status === 'unavailable' ? status : null;
  return { phase, failed, locateMe } as const;
}
