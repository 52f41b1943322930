import { z } from 'zod';
import { msg } from '../i18n/keys.js';

/** The background queue as admins see it (server/modules/queue-admin). */
export const JOB_STATUSES = ['dead', 'queued', 'running'] as const;
export const JobListQuerySchema = z.object({ status: z.enum(JOB_STATUSES).default('dead') });

export const JobSchema = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.string(),
  attempts: z.number(),
  maxAttempts: z.number(),
  lastError: z.string().nullable(),
  /** The email's subject, the push's title or the fan-out's subject: what the job was about. */
  summary: z.string().nullable(),
  runAt: z.string().nullable(),
  createdAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobsPageSchema = z.object({
  items: z.array(JobSchema),
  counts: z.object({ queued: z.number(), running: z.number(), dead: z.number() }),
});
export type JobsPage = z.infer<typeof JobsPageSchema>;

export const JobRetryResultSchema = z.object({ retried: z.literal(true) });

/** The outbox, newest first: `q` is part of the recipient's address ("I never got the reset email"), paged back by `cursor`. */
export const OutboxQuerySchema = z.strictObject({
  q: z.string().trim().max(100, msg('errors:admin.searchTooLong')).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(40).optional(),
});

/**
 * An email of the outbox. Its one-time links (`?token=…`: verify, reset, unsubscribe) are hidden in the list, `linksHidden`
 * saying so: each is a way into someone's account. `POST /api/admin/outbox/:id/reveal` shows them, and puts that in
 * the audit log.
 */
export const OutboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string().nullable(),
  linksHidden: z.boolean(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

/** Without SMTP_URL the site keeps the emails it would have sent; `enabled` is false when real mail goes out. */
export const OutboxSchema = z.object({
  enabled: z.boolean(),
  items: z.array(OutboxMailSchema),
  /** The next (older) page, or null at the oldest email. */
  nextCursor: z.string().nullable(),
});
export type Outbox = z.infer<typeof OutboxSchema>;
