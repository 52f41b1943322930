import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInResult } from '@common/schemas/visits';
import { useUser } from '@/features/auth';
import { useOfflineText } from '@/features/offline';
import { sendOrQueue, type SendResult } from '@/lib/offline/send';
import { visitKeys } from './keys';

export interface CheckInVars {
  farmId: number;
  farmName: string;
  position: { lat: number; lng: number } | null;
  unverified?: boolean;
}

/**
 * POST a check-in; the caller decides what a refusal (too far, already today) shows. Without signal it is kept
 * on the phone with the time and position of the tap, and judged at them when it is sent (decision 021).
 */
export function useCheckIn() {
  const qc = useQueryClient();
  const { user } = useUser();
  const offlineText = useOfflineText();
  return useMutation({
    mutationKey: visitKeys.checkIn,
    mutationFn: ({ farmId, farmName, position, unverified = false }: CheckInVars): Promise<SendResult<CheckInResult>> =>
      sendOrQueue('check-in', { farmId, ...(position ?? {}), unverified, at: new Date().toISOString() }, offlineText.label.checkIn(farmName), user?.id ?? null),
    // Queued: nothing on the server yet, and a check-in is never retried on top of its own key.
    retry: false,
    onSuccess: () => qc.invalidateQueries({ queryKey: visitKeys.all }),
  });
}
