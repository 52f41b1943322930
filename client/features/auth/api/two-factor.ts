import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PendingLogin, RecoveryCodesAnswer, TwoFactorLoginAnswer, TwoFactorSetup, TwoFactorStatus } from '@common/schemas/account';
import type { User } from '@common/schemas/auth';
import { apiJson, getQueryFn } from '@/lib/api-client';
import { accountKeys, authKeys } from './keys';
import { userQuery } from './use-user';

export const twoFactorQuery = queryOptions<TwoFactorStatus>({ queryKey: accountKeys.twoFactor });
export const useTwoFactorStatus = () => useQuery(twoFactorQuery);

export function useTwoFactorMutations() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: accountKeys.twoFactor });
  return {
    setup: useMutation({ mutationFn: (password: string) => apiJson<TwoFactorSetup>('POST', '/api/account/2fa/setup', { password }) }),
    enable: useMutation({
      mutationFn: (input: { password: string; code: string }) => apiJson<RecoveryCodesAnswer>('POST', '/api/account/2fa/enable', input),
      onSuccess: refresh,
    }),
    disable: useMutation({
      mutationFn: (input: { password: string; code: string }) => apiJson<TwoFactorStatus>('POST', '/api/account/2fa/disable', input),
      onSuccess: refresh,
    }),
    regenerate: useMutation({
      mutationFn: (password: string) => apiJson<RecoveryCodesAnswer>('POST', '/api/account/2fa/recovery-codes', { password }),
      onSuccess: refresh,
    }),
  };
}

/** Whether a sign-in is waiting for its second factor (the /verify-2fa page). */
export const useLoginChallenge = () =>
  useQuery({ queryKey: authKeys.pendingLogin, queryFn: getQueryFn<PendingLogin | null>({ on401: 'returnNull' }), staleTime: 0, retry: false });

export function useVerifyTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<TwoFactorLoginAnswer>('POST', '/api/login/verify-2fa', { code }),
    onSuccess: (answer) => qc.setQueryData<User | null>(userQuery.queryKey, answer.user),
  });
}
