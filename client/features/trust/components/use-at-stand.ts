import { useEffect, useState } from 'react';
import { useMutationState } from '@tanstack/react-query';
import type { CheckInResult } from '@common/schemas/visits';
import { VERIFIED_VISIT_RADIUS_M } from '@common/limits';
import { haversineKm } from '@common/geo/distance';
import { geolocationPermission, useGeolocation, type LatLng } from '@/features/geo';
import { visitKeys, type CheckInVars } from '@/features/visits';
import type { SendResult } from '@/lib/offline/send';

export type AtStand = { how: 'check-in'; position: null } | { how: 'nearby'; position: LatLng } | null;

/**
 * Whether the visitor is at the stand: they just checked in there (verified), or the browser — already
 * allowed to tell us, so no prompt on page load — puts them within 500 m of it.
 */
export function useAtStand(farm: { id: number; lat: number; lng: number }, enabled: boolean): AtStand {
  const checkedIn = useMutationState({
    filters: { mutationKey: visitKeys.checkIn, status: 'success' },
    select: (m) => ({ vars: m.state.variables as CheckInVars, data: m.state.data as SendResult<CheckInResult> }),
    // A check-in kept on the phone offline is not verified yet: the question waits for the server's answer.
  }).some((m) => m.vars.farmId === farm.id && !m.data.queued && m.data.result.visit.verified);
  const { locate } = useGeolocation();
  const [near, setNear] = useState<LatLng | null>(null);

  const { lat, lng } = farm;
  useEffect(() => {
    if (!enabled || checkedIn) return;
    let live = true;
    void (async () => {
      if ((await geolocationPermission()) !== 'granted') return;
      const here = await locate({ quiet: true });
      if (live && here && haversineKm(here, { lat, lng }) * 1000 <= VERIFIED_VISIT_RADIUS_M) setNear(here);
    })();
    return () => {
      live = false;
    };
  }, [enabled, checkedIn, lat, lng, locate]);

  if (!enabled) return null;
  if (checkedIn) return { how: 'check-in', position: null };
  return near ? { how: 'nearby', position: near } : null;
}
