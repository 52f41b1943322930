import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInResult } from '@common/schemas/visits';
import { apiJson } from '@/lib/api-client';
import { visitKeys } from './keys';

export interface CheckInVars {
  farmId: number;
  position: { lat: number; lng: number } | null;
  unverified?: boolean;
}

/** POST a check-in; the caller decides what a refusal (too far, already today) shows. */
export function useCheckIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: visitKeys.checkIn,
    mutationFn: ({ farmId, position, unverified = false }: CheckInVars) =>
      apiJson<CheckInResult>('POST', `/api/farms/${farmId}/visits`, { ...(position ?? {}), unverified }),
    onSuccess: () => qc.invalidateQueries({ queryKey: visitKeys.all }),
  });
}
