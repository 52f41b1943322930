import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountTypeInput, EmailChangeInput, Notice, PasswordChangeInput, ProfileInput, SessionList } from '@common/schemas/account';
import type { User } from '@common/schemas/auth';
import { apiJson } from '@/lib/api-client';
import { accountKeys } from './keys';
import { userQuery } from './use-user';

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => apiJson<User>('PATCH', '/api/account/profile', input),
    onSuccess: (user) => qc.setQueryData(userQuery.queryKey, user),
  });
}

/** Shopper to farmer, or back while the account owns no listing: the header, the dashboard and the pages follow. */
export function useChangeUserType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountTypeInput) => apiJson<User>('PUT', '/api/account/user-type', input),
    onSuccess: (user) => {
      qc.setQueryData(userQuery.queryKey, user);
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== userQuery.queryKey[0] });
    },
  });
}

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => apiJson<User>('POST', '/api/account/password', input),
    onSuccess: (user) => {
      qc.setQueryData(userQuery.queryKey, user);
      return qc.invalidateQueries({ queryKey: accountKeys.sessions });
    },
  });
}

export const useChangeEmail = () => useMutation({ mutationFn: (input: EmailChangeInput) => apiJson<Notice>('POST', '/api/account/email', input) });

export const useSessions = () => useQuery<SessionList>({ queryKey: accountKeys.sessions });

export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** Ends every session, this one too: the cache of private answers goes with it. */
function useSignedOut() {
  const qc = useQueryClient();
  return () => {
    qc.setQueryData(userQuery.queryKey, null);
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== '/api/user' });
  };
}

export function useEndAllSessions() {
  const signedOut = useSignedOut();
  return useMutation({ mutationFn: () => apiJson('POST', '/api/account/sessions/end-all'), onSuccess: signedOut });
}

export function useDeleteAccount() {
  const signedOut = useSignedOut();
  return useMutation({ mutationFn: (password: string) => apiJson('POST', '/api/account/delete', { password }), onSuccess: signedOut });
}
