import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailVerified, Notice } from '@common/schemas/account';
import { apiJson } from '@/lib/api-client';
import { userQuery } from './use-user';

export function useVerifyEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiJson<EmailVerified>('POST', '/api/verify-email', { token }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userQuery.queryKey }),
  });
}

export const useResendVerification = () => useMutation({ mutationFn: () => apiJson<Notice>('POST', '/api/verify-email/resend') });

export const useForgotPassword = () => useMutation({ mutationFn: (email: string) => apiJson<Notice>('POST', '/api/password/forgot', { email }) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (input: { token: string; password: string }) => apiJson<Notice>('POST', '/api/password/reset', input) });
