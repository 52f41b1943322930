import type { z } from 'zod';
import type { JobsPage, Outbox, OutboxMail, OutboxQuerySchema } from '@common/schemas/queue-admin.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { decodeIdCursor, encodeIdCursor } from '../../lib/cursor.js';
import { notFound } from '../../lib/errors.js';
import { localize, messageFromText, type Language } from '../../lib/i18n.js';
import { mustBeAdmin } from '../admin/admin.policy.js';
import { likePattern } from '../../lib/admin-paging.js';
import { recordAuditBy } from '../accounts/audit.js';
import { countJobsByStatus, listJobs, outboxMails, requeueDeadJob } from './queue-admin.repository.js';

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

/**
 * What admins see of the background queue: how much is waiting, and the jobs that failed for good (with the
 * error), which they may send again. And, without SMTP_URL, the outbox of emails the site would have sent.
 */
export function queueAdminService(db: Db, config: Config) {
  return {
    /** A job's error is said in the reader's language when the job kept it as a message key (`JobError`). */
    async jobs(user: Actor, status: string, lang: Language): Promise<JobsPage> {
      mustBeAdmin(user);
      const [list, counts] = await Promise.all([listJobs(db, status), countJobsByStatus(db)]);
      const count = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
      return {
        items: list.map((r) => ({
          id: Number(r.id),
          kind: r.kind,
          status: r.status,
          attempts: r.attempts,
          maxAttempts: r.max_attempts,
          lastError: r.last_error && localize(messageFromText(r.last_error), lang),
          summary: r.summary,
          runAt: iso(r.run_at),
          createdAt: iso(r.created_at),
          finishedAt: iso(r.finished_at),
        })),
        counts: { queued: count('queued'), running: count('running'), dead: count('dead') },
      };
    },

    async retry(user: Actor, id: number): Promise<{ retried: true }> {
      mustBeAdmin(user);
      const kind = await db.transaction(async (tx) => {
        const kind = await requeueDeadJob(tx, id);
        if (kind) await recordAuditBy(tx, user, { action: 'job.retry', summary: `Sent failed job #${id} (${kind}) again`, target: { type: 'job', id } });
        return kind;
      });
      if (!kind) throw notFound('errors:queueAdmin.noFailedJob');
      return { retried: true };
    },

    /** Newest first, searched by recipient and keyset-paged on the id, so an older email is found past any bulk message. */
    async outbox(user: Actor, { q, limit, cursor }: z.output<typeof OutboxQuerySchema>): Promise<Outbox> {
      mustBeAdmin(user);
      if (config.smtpUrl) return { enabled: false, items: [], nextCursor: null };
      const rows = await outboxMails(db, limit + 1, { before: decodeIdCursor(cursor), pattern: q ? likePattern(q) : null });
      const page = rows.slice(0, limit);
      return {
        enabled: true,
        items: page.map((r) => presentMail(r, { reveal: false })),
        nextCursor: rows.length > limit ? encodeIdCursor(Number(page[page.length - 1].id)) : null,
      };
    },

    /** One email with its one-time links, for an admin who must pass one on by hand: recorded in the audit log. */
    async revealOutboxMail(user: Actor, id: number): Promise<OutboxMail> {
      mustBeAdmin(user);
      const [row] = config.smtpUrl ? [] : await outboxMails(db, 1, { id });
      if (!row) throw notFound('errors:queueAdmin.noMail');
      await recordAuditBy(db, user, {
        action: 'mail.reveal',
        summary: `Showed the links of “${row.subject}” to ${row.to}`,
        target: { type: 'mail', id: Number(row.id) },
      });
      return presentMail(row, { reveal: true });
    },
  };
}

/** A link's one-time token (`?token=…` or `&token=…`), up to where the link ends. */
const ONE_TIME_TOKEN = /([?&]token=)[^&\s"'<>)\]]+/g;

function presentMail(r: { id: number; to: string; subject: string; text: string; created_at: string }, { reveal }: { reveal: boolean }): OutboxMail {
  const hidden = r.text.replace(ONE_TIME_TOKEN, '$1…');
  return {
    id: Number(r.id),
    to: r.to,
    subject: r.subject,
    text: reveal ? r.text : hidden,
    createdAt: iso(r.created_at),
    linksHidden: !reveal && hidden !== r.text,
  };
}

/** The newest mails of the development outbox (`npm run dev` without SMTP_URL). */
export const latestOutboxMails = (db: Db, limit: number) => outboxMails(db, limit);
