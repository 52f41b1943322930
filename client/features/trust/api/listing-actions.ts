import type { z } from 'zod';
import type { ClosedWarningAnswerInput, ClosedWarningClearInput, ClosedWarningClearResult, ClosedWarningOwnerAnswer } from '@common/schemas/closed-warning';
import type { ClaimInputSchema, MyClaim } from '@common/schemas/claims';
import type { ConfirmationResult } from '@common/schemas/confirmations';
import type { OpenReport, ReportKind, ReportResult } from '@common/schemas/listing-reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useUser } from '@/features/auth';
import { farmKeys } from '@/features/farms';
import { sendOrQueue, type SendResult } from '@/lib/offline/send';
import { trustKeys } from './keys';
import { useTrustMutation } from './trust-mutation';

export interface ConfirmVars {
  open: boolean;
  had?: string[];
  soldOut?: string[];
  position: { lat: number; lng: number } | null;
}

/**
 * "Was it open?" Sent now when there is signal, else kept on the phone with the time of the tap and sent once
 * when it returns (docs/product.md §10): the outbox's Idempotency-Key makes a resend answer the first send's answer.
 * `label` is what the "waiting to send" list calls it.
 */
export function useConfirm(farmId: number, label: string) {
  const qc = useQueryClient();
  const { user } = useUser();
  return useMutation({
    mutationKey: trustKeys.confirm(farmId),
    mutationFn: ({ open, had = [], soldOut = [], position }: ConfirmVars): Promise<SendResult<ConfirmationResult>> =>
      sendOrQueue('was-it-open', { farmId, open, had, soldOut, ...(position ?? {}), at: new Date().toISOString() }, label, user?.id ?? null),
    retry: false,
    // Queued: nothing changed on the server yet (the outbox refreshes every query once it is sent).
    onSuccess: (sent) =>
      sent.queued
        ? undefined
        : Promise.all([qc.invalidateQueries({ queryKey: trustKeys.listing(farmId) }), qc.invalidateQueries({ queryKey: farmKeys.detail(farmId) })]),
  });
}

export const useReport = (farmId: number) =>
  useTrustMutation<{ kind: ReportKind; note?: string }, ReportResult>(farmId, (v) => ['POST', `/api/farms/${farmId}/reports`, v]);

export const useReplyToReport = (farmId: number) =>
  useTrustMutation<{ reportId: string; body: string }, OpenReport>(farmId, ({ reportId, body }) => [
    'POST',
    `/api/farms/${farmId}/reports/${reportId}/reply`,
    { body },
  ]);

export const useClaim = (farmId: number) =>
  useTrustMutation<z.input<typeof ClaimInputSchema>, MyClaim>(farmId, (v) => ['POST', `/api/farms/${farmId}/claims`, v]);

/** The listing's farmer answers (or edits the answer to) its closed warning (decision 049). */
export const useAnswerClosedWarning = (farmId: number) =>
  useTrustMutation<ClosedWarningAnswerInput, ClosedWarningOwnerAnswer>(farmId, (v) => ['PUT', `/api/farms/${farmId}/closed-warning/answer`, v]);

/** An admin clears a closed warning, with a reason (decision 049). */
export const useClearClosedWarning = (farmId: number) =>
  useTrustMutation<ClosedWarningClearInput, ClosedWarningClearResult>(farmId, (v) => ['POST', `/api/admin/farms/${farmId}/closed-warning/clear`, v]);
