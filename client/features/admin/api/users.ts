import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AuditEntry } from '@common/schemas/admin-users';
import { apiJson } from '@/lib/api-client';

export interface AdminUserFilters {
  q: string;
  role: '' | AdminUser['userType'];
  status: '' | 'active' | 'suspended' | 'unverified' | 'deleted';
}

const query = (params: Record<string, string | undefined>) => {
  const s = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();
  return s ? `?${s}` : '';
};

export const adminUserKeys = {
  all: ['/api/admin/users'] as const,
  list: (f: AdminUserFilters) => [...adminUserKeys.all, f] as const,
  audit: (action: string) => ['/api/admin/audit-log', action] as const,
};

export const adminUsersQuery = (f: AdminUserFilters) =>
  infiniteQueryOptions({
    queryKey: adminUserKeys.list(f),
    queryFn: ({ pageParam }) => apiJson<{ items: AdminUser[]; nextCursor: string | null }>('GET', `/api/admin/users${query({ ...f, cursor: pageParam, limit: '25' })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useAdminUsers = (f: AdminUserFilters) => useInfiniteQuery(adminUsersQuery(f));

export function useUpdateAdminUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: { userType?: AdminUser['userType']; suspended?: boolean } }) => apiJson<AdminUser>('PATCH', `/api/admin/users/${id}`, change),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: adminUserKeys.all }), qc.invalidateQueries({ queryKey: ['/api/admin/audit-log'] })]),
  });
}

export const useAuditLog = (action: string) =>
  useInfiniteQuery({
    queryKey: adminUserKeys.audit(action),
    queryFn: ({ pageParam }) => apiJson<{ items: AuditEntry[]; nextCursor: string | null }>('GET', `/api/admin/audit-log${query({ action, cursor: pageParam, limit: '30' })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
