import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { notFound, parse } from '../../lib/errors.js';
import { JOBS_CHANNEL } from '../../lib/jobs/queue.js';
import { recordAudit } from '../accounts/audit.js';
import { requireAdmin } from '../auth/session.js';

const ListQuery = z.object({ status: z.enum(['dead', 'queued', 'running']).default('dead') });

type JobRow = {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  summary: string | null;
  run_at: string;
  created_at: string;
  finished_at: string | null;
};

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

/**
 * What admins see of the background queue: how much is waiting, and the jobs that failed for good (with the
 * error), which they may send again. And, without SMTP_URL, the outbox of emails the site would have sent.
 */
export function queueAdminRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  app.get('/api/admin/jobs', async (request) => {
    requireAdmin(request);
    const { status } = parse(ListQuery, request.query);
    const [list, counts] = await Promise.all([
      db.execute<JobRow>(sql`
        SELECT id, kind, status, attempts, max_attempts, last_error, run_at, created_at, finished_at,
               coalesce(payload->>'subject', payload->>'title', payload->>'what') AS summary
          FROM jobs WHERE status = ${status} ORDER BY id DESC LIMIT 100`),
      db.execute<{ status: string; n: number }>(sql`SELECT status, count(*)::int AS n FROM jobs WHERE status <> 'done' GROUP BY status`),
    ]);
    return {
      items: list.rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        status: r.status,
        attempts: r.attempts,
        maxAttempts: r.max_attempts,
        lastError: r.last_error,
        summary: r.summary,
        runAt: iso(r.run_at),
        createdAt: iso(r.created_at),
        finishedAt: iso(r.finished_at),
      })),
      counts: Object.fromEntries(['queued', 'running', 'dead'].map((s) => [s, counts.rows.find((c) => c.status === s)?.n ?? 0])),
    };
  });

  app.post('/api/admin/jobs/:id/retry', async (request) => {
    requireAdmin(request);
    const id = Number((request.params as { id: string }).id);
    const result = await db.transaction(async (tx) => {
      const res = await tx.execute<{ kind: string }>(
        sql`UPDATE jobs SET status = 'queued', attempts = 0, run_at = now(), finished_at = NULL WHERE id = ${Number.isSafeInteger(id) ? id : 0} AND status = 'dead' RETURNING kind`,
      );
      const [job] = res.rows;
      if (!job) return 0;
      await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, 'retry')`);
      await recordAudit(tx, request, { action: 'job.retry', summary: `Sent failed job #${id} (${job.kind}) again`, target: { type: 'job', id } });
      return 1;
    });
    if (!result) throw notFound('There is no failed job with this id.');
    return { retried: true };
  });

  app.get('/api/admin/outbox', async (request) => {
    requireAdmin(request);
    if (config.smtpUrl) return { enabled: false, items: [] };
    const { rows } = await db.execute<{ id: number; to: string; subject: string; text: string; created_at: string }>(
      sql`SELECT id, "to", subject, text, created_at FROM mail_outbox ORDER BY id DESC LIMIT 50`,
    );
    return { enabled: true, items: rows.map((r) => ({ id: Number(r.id), to: r.to, subject: r.subject, text: r.text, createdAt: iso(r.created_at) })) };
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `npm run dev` without SMTP_URL: the outbox as a page anyone on the developer's machine can open. */
export function devOutboxRoute(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  if (config.env !== 'development' || config.smtpUrl) return;
  app.get('/api/dev/outbox', async (_request, reply) => {
    const { rows } = await db.execute<{ to: string; subject: string; html: string; created_at: string }>(
      sql`SELECT "to", subject, html, created_at FROM mail_outbox ORDER BY id DESC LIMIT 30`,
    );
    const mails = rows
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${escapeHtml(new Date(m.created_at).toISOString())}</p><iframe sandbox srcdoc="${escapeHtml(m.html)}"></iframe></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Outbox</title><style>body{font-family:system-ui;margin:2rem;background:#faf7f0}iframe{width:100%;height:28rem;border:1px solid #ccc;background:#fff}</style><h1>Mail outbox (development, newest first)</h1>${mails || '<p>No mail yet.</p>'}</html>`,
      );
  });
}
