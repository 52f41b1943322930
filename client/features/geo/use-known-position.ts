import { useEffect, useState } from 'react';
import { geolocationPermission, useGeolocation, type LatLng } from './use-geolocation';

/**
 * The browser position when the user already allowed it, without prompting: lists that can sort by
 * distance use it, and otherwise fall back to the saved home location on the server.
 */
export function useKnownPosition(): { position: LatLng | null; settled: boolean } {
  const { locate } = useGeolocation();
  const [state, setState] = useState<{ position: LatLng | null; settled: boolean }>({ position: null, settled: false });
  useEffect(() => {
    let live = true;
    void geolocationPermission().then(async (perm) => {
      const position = perm === 'granted' ? await locate({ quiet: true }) : null;
      if (live) setState({ position, settled: true });
    });
    return () => {
      live = false;
    };
  }, [locate]);
  return state;
}
