import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '@common/i18n/keys.js';
import { listingIdParam } from '@common/schemas/params.js';
import { JobListQuerySchema, JobRetryResultSchema, JobsPageSchema, OutboxMailSchema, OutboxQuerySchema, OutboxSchema } from '@common/schemas/queue-admin.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { textResponse } from '../../plugins/contract.js';
import { latestOutboxMails } from './queue-admin.service.js';
import { queueAdminService } from './queue-admin.service.js';

const tags = ['admin'];
const config = { auth: 'admin' } as const;
const JobParamsSchema = z.object({ id: listingIdParam(msg('errors:queueAdmin.noFailedJob')) });
const MailParamsSchema = z.object({ id: listingIdParam(msg('errors:queueAdmin.noMail')) });

export function queueAdminRoutes(app: FastifyInstance, { db, config: env }: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const queue = queueAdminService(db, env);

  api.get(
    '/api/admin/jobs',
    {
      config,
      schema: {
        tags,
        summary: 'Background jobs in a status, and how many wait, run or failed',
        querystring: JobListQuerySchema,
        response: { 200: JobsPageSchema },
      },
    },
    async (request) => queue.jobs(actor(request), request.query.status, request.lang),
  );
  api.post(
    '/api/admin/jobs/:id/retry',
    { config, schema: { tags, summary: 'Send a failed job again', params: JobParamsSchema, response: { 200: JobRetryResultSchema } } },
    async (request) => queue.retry(actor(request), request.params.id),
  );
  api.get(
    '/api/admin/outbox',
    {
      config,
      schema: {
        tags,
        summary: 'The emails kept instead of sent when no SMTP server is configured, newest first',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxSchema },
      },
    },
    async (request) => queue.outbox(actor(request), request.query),
  );
  api.post(
    '/api/admin/outbox/:id/reveal',
    {
      config,
      schema: {
        tags,
        summary: 'One outbox email with its one-time links (hidden in the list); recorded in the audit log',
        params: MailParamsSchema,
        response: { 200: OutboxMailSchema },
      },
    },
    async (request) => queue.revealOutboxMail(actor(request), request.params.id),
  );
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `npm run dev` without SMTP_URL: the outbox as a page anyone on the developer's machine can open. */
export function devOutboxRoute(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  if (config.env !== 'development' || config.smtpUrl) return;
  const schema = {
    tags: ['site'],
    summary: 'Development only: the mail outbox as a page',
    response: { 200: textResponse('text/html', 'The latest 30 emails') },
  };
  app.get('/api/dev/outbox', { schema }, async (_request, reply) => {
    const rows = await latestOutboxMails(db, 30);
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
