import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserUpdateInput, AuditPage } from '@common/schemas/admin-users';
import { apiJson } from '@/lib/api-client';
import { adminKeys } from './admin-list';

const query = (params: Record<string, string | undefined>) => {
  const s = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();
  return s ? `?${s}` : '';
};

export const ADMIN_USERS_ENDPOINT = '/api/admin/users';

export const adminUserKeys = {
  audit: (action: string, q: string) => ['/api/admin/audit-log', action, q] as const,
};

export function useUpdateAdminUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminUserUpdateInput }) => apiJson<AdminUser>('PATCH', `/api/admin/users/${id}`, change),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: adminKeys.list(ADMIN_USERS_ENDPOINT) }), qc.invalidateQueries({ queryKey: ['/api/admin/audit-log'] })]),
  });
}

export const useAuditLog = (action: string, q: string) =>
  useInfiniteQuery({
    queryKey: adminUserKeys.audit(action, q),
    queryFn: ({ pageParam }) => apiJson<AuditPage>('GET', `/api/admin/audit-log${query({ action, q, cursor: pageParam, limit: '30' })}`),
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
