import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Overview } from '@common/schemas/admin';
import { apiJson } from '@/lib/api-client';
import { adminKeys } from './keys';

export const useOverview = (days: number) =>
  useQuery({
    queryKey: adminKeys.page('/api/admin/overview', String(days)),
    queryFn: () => apiJson<Overview>('GET', `/api/admin/overview?days=${days}`),
    placeholderData: keepPreviousData,
  });
