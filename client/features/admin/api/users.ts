import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserUpdateInput, AuditPage } from '@common/schemas/admin-users';
import { apiJson } from '@/lib/api-client';
import { adminKeys } from './keys';

const query = (params: Record<string, string | undefined>) => {
  const s = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();
  return s ? `?${s}` : '';
};

export const ADMIN_USERS_ENDPOINT = '/api/admin/users';

export function useUpdateAdminUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminUserUpdateInput }) => apiJson<AdminUser>('PATCH', `/api/admin/users/${id}`, change),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: adminKeys.list(ADMIN_USERS_ENDPOINT) }), qc.invalidateQueries({ queryKey: adminKeys.auditLogs() })]),
  });
}

export const useAuditLog = (action: string, q: string) =>
  useInfiniteQuery({
    queryKey: adminKeys.auditLog(action, q),
    queryFn: ({ pageParam }) => apiJson<AuditPage>('GET', `/api/admin/audit-log${query({ action, q, cursor: pageParam, limit: '30' })}`),
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
