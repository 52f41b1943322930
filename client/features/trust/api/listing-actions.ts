import type { z } from 'zod';
import type { ClaimInputSchema, MyClaim } from '@common/schemas/claims';
import type { ConfirmationResult } from '@common/schemas/confirmations';
import type { OpenReport, ReportKind, ReportResult } from '@common/schemas/listing-reports';
import { useTrustMutation } from './trust-mutation';

export interface ConfirmVars {
  open: boolean;
  had?: string[];
  soldOut?: string[];
  position: { lat: number; lng: number } | null;
}

/** "Was it open?" The same answer sent twice is harmless on the server, so a retry never doubles it. */
export const useConfirm = (farmId: number) =>
  useTrustMutation<ConfirmVars, ConfirmationResult>(farmId, ({ position, ...answer }) => [
    'POST',
    `/api/farms/${farmId}/confirmations`,
    { ...answer, ...(position ?? {}) },
  ]);

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
