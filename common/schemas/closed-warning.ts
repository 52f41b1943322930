import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { CLOSED_WARNING_NOTE_MAX } from '../limits.js';

export { CLOSED_WARNING_NOTE_MAX };

/** A control character other than a line break. */
const isControl = (c: string) => c !== '\n' && (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

const note = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(CLOSED_WARNING_NOTE_MAX, tooLong)
    // Shown as plain text on the listing: no markup, no control characters (a line break is fine).
    .refine((v) => !/[<>]/.test(v) && ![...v].some(isControl), msg('errors:closedWarning.plainText'));

/** The listing's owner answers the closed warning ("we were open: the gate was on the side road"); sent again, it edits. */
export const ClosedWarningAnswerInputSchema = z.strictObject({
  note: note(msg('errors:closedWarning.answerRequired'), msg('errors:closedWarning.answerTooLong')),
});
export type ClosedWarningAnswerInput = z.output<typeof ClosedWarningAnswerInputSchema>;

/** An admin clears a closed warning, and says why (it goes in the audit log). */
export const ClosedWarningClearInputSchema = z.strictObject({
  reason: note(msg('errors:closedWarning.reasonRequired'), msg('errors:closedWarning.reasonTooLong')),
});
export type ClosedWarningClearInput = z.output<typeof ClosedWarningClearInputSchema>;

/** The owner's answer as the warning shows it to everyone. */
export const ClosedWarningOwnerAnswerSchema = z.object({ note: z.string(), at: z.string() });
export type ClosedWarningOwnerAnswer = z.infer<typeof ClosedWarningOwnerAnswerSchema>;

/**
 * One "closed" answer behind the warning, for the listing's owner and admins only: who (first name and the end of the
 * account id, never the address or network), when, and whether it counted (an account younger than a day, or once
 * refuted, is listed but does not count).
 */
export const ClosedAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  account: z.string(),
  at: z.string(),
  counted: z.boolean(),
});
export type ClosedAnswer = z.infer<typeof ClosedAnswerSchema>;

export const ClosedWarningClearResultSchema = z.object({ refuted: z.number() });
export type ClosedWarningClearResult = z.infer<typeof ClosedWarningClearResultSchema>;
