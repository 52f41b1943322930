import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/react';
import type { LoginAnswer } from '@common/schemas/account';
import type { LoginInput, RegisterInput, User } from '@common/schemas/auth';
import { apiJson, getQueryFn } from '@/lib/api-client';
import { LONG_STALE_TIME } from '@/lib/query-client';
import { toast } from '@/components/ui/toast-store';
import { authKeys } from './keys';

export const userQuery = queryOptions<User | null>({
  queryKey: authKeys.user,
  queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
  staleTime: LONG_STALE_TIME,
});

/** Auth state: loading, then the user or null (docs/product.md §S4). */
export function useUser() {
  const query = useQuery(userQuery);
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

/** The signed-in user's query itself, for code that needs its state (whether the answer came yet). */
export const useUserQuery = () => useQuery(userQuery);

const errorText = (err: unknown) => (err instanceof Error ? ((err as { serverMessage?: string }).serverMessage ?? err.message) : String(err));

// The login answer may be the user itself or wrap it in `user` (docs/product.md §S3).
const unwrapUser = (data: User | { user: User }) => ('user' in data ? data.user : data);

/** Signs in; `twoFactorRequired` means the password was right and /verify-2fa asks for the second factor. */
export function useLogin() {
  const qc = useQueryClient();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const answer = await apiJson<User | LoginAnswer>('POST', '/api/login', input);
      if ('twoFactorRequired' in answer && answer.twoFactorRequired) return { user: null, twoFactorRequired: true };
      return { user: unwrapUser(answer as User | { user: User }), twoFactorRequired: false };
    },
    onSuccess: ({ user }) => qc.setQueryData(userQuery.queryKey, user),
    onError: (err) => toast({ title: t('login.failed'), description: errorText(err), variant: 'error' }),
  });
}

export function useRegister() {
  const qc = useQueryClient();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: async (input: RegisterInput) => unwrapUser(await apiJson<User | { user: User }>('POST', '/api/register', input)),
    onSuccess: (user) => qc.setQueryData(userQuery.queryKey, user),
    onError: (err) => toast({ title: t('register.failed'), description: errorText(err), variant: 'error' }),
  });
}

/**
 * Logout clears the user (and every cached private answer) and goes to /. On a shared phone nothing of theirs
 * stays: actions still waiting are sent first, then saved pages and the outbox are forgotten (decision 022).
 */
export function useLogout(navigate: (to: string) => void) {
  const qc = useQueryClient();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: async () => {
      const offline = await import('@/lib/offline/sign-out');
      await offline.beforeSignOut(qc.getQueryData(userQuery.queryKey)?.id ?? null);
      await apiJson('POST', '/api/logout');
      await offline.afterSignOut();
    },
    onSuccess: () => {
      qc.setQueryData(userQuery.queryKey, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.user[0] });
      navigate('/');
    },
    onError: (err) => toast({ title: t('logout.failed'), description: errorText(err), variant: 'error' }),
  });
}

export function useCompleteOnboarding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<User>('POST', '/api/user/complete-onboarding', {}),
    onSuccess: (user) => qc.setQueryData(userQuery.queryKey, user),
  });
}

export function useSetHome() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { lat: number; lng: number; label?: string } | { location: string }) => apiJson<User>('PUT', '/api/user/home', input),
    onSuccess: (user) => qc.setQueryData(userQuery.queryKey, user),
  });
}

export { errorText };
