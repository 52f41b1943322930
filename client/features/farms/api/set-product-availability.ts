import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/react';
import type { FarmDetail, Product } from '@common/schemas/farms';
import { apiJson, errorMessage, retryMutation } from '@/lib/api-client';
import { toast } from '@/components/ui/toast-store';
import { farmKeys } from './keys';

interface Vars {
  productId: string;
  available: boolean;
}

/**
 * The one-tap "available today" switch: the cached listing flips at once (a farmer between chores should
 * not wait on one bar of signal), and flips back with a toast if the server says no.
 */
export function useSetProductAvailability(farmId: number, onRollback?: (v: Vars) => void) {
  const { t } = useTranslation('farms');
  const qc = useQueryClient();
  const key = farmKeys.detail(farmId);
  const patch = (productId: string, available: boolean, saved?: Product) =>
    qc.setQueryData<FarmDetail>(
      key,
      (farm) => farm && { ...farm, products: farm.products.map((p) => (p.id === productId ? { ...p, ...saved, available } : p)) },
    );
  return useMutation({
    retry: retryMutation,
    mutationFn: ({ productId, available }: Vars) => apiJson<Product>('PATCH', `/api/farms/${farmId}/products/${productId}`, { available }),
    onMutate: async ({ productId, available }) => {
      await qc.cancelQueries({ queryKey: key });
      patch(productId, available);
    },
    onSuccess: (product) => {
      patch(product.id, product.available, product);
      return Promise.all([qc.invalidateQueries({ queryKey: farmKeys.lists() }), qc.invalidateQueries({ queryKey: farmKeys.mine() })]);
    },
    onError: (err, vars) => {
      patch(vars.productId, !vars.available);
      onRollback?.(vars);
      toast({ title: t('availabilityFailed'), description: errorMessage(err), variant: 'error' });
    },
  });
}
