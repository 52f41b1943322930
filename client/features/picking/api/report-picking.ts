import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PickingInput, PickingResult } from '@common/schemas/picking';
import { apiJson } from '@/lib/api-client';
import { pickingKeys } from './keys';

/** The farmer's word on a crop's picking, or a visitor's at the field; the listing's picking is read again after. */
export function useReportPicking(farmId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PickingInput) => apiJson<PickingResult>('POST', `/api/farms/${farmId}/picking`, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: pickingKeys.listing(farmId) }),
  });
}
