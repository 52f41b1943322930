import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AlertInputSchema } from '@common/schemas/alerts.js';
import type { Db } from '../../db/client.js';
import { notFound, parse } from '../../lib/errors.js';
import { requireUser } from '../auth/session.js';
import { emailLinkPage, escapeHtml } from '../notifications/email-unsubscribe.routes.js';
import { alertsService } from './alerts.service.js';

const ALERT_ID = /^[1-9]\d{0,15}$/;
const alertId = (params: unknown) => {
  const id = String((params as { id?: unknown }).id ?? '');
  if (!ALERT_ID.test(id)) throw notFound('errors:alerts.notFound');
  return Number(id);
};
const TokenQuery = z.object({ token: z.string().max(100) });

/** Product alerts (PRODUCT.md 9). Routes read the request and shape the reply: alertsService decides. */
export async function alertsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const alerts = alertsService(db);

  app.get('/api/alerts', async (request) => alerts.list(requireUser(request)));
  app.post('/api/alerts', async (request, reply) => {
    const user = requireUser(request);
    return reply.status(201).send(await alerts.create(user, parse(AlertInputSchema, request.body)));
  });
  app.post('/api/alerts/:id/renew', async (request) => alerts.renew(requireUser(request), alertId(request.params)));
  app.delete('/api/alerts/:id', async (request, reply) => {
    await alerts.remove(requireUser(request), alertId(request.params));
    return reply.status(204).send();
  });

  await app.register(async (scope) => unsubscribeRoutes(scope, alerts));
}

/**
 * The one-click unsubscribe of an alert's emails (RFC 8058): opening the link only asks (mail scanners open
 * links); the button, or the mail client's POST, deletes that one alert.
 */
function unsubscribeRoutes(app: FastifyInstance, alerts: ReturnType<typeof alertsService>) {
  // The form and the one-click POST send `List-Unsubscribe=One-Click` form-encoded: nothing in it matters.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const url = '/api/alerts/unsubscribe';
  const gone = emailLinkPage('This alert is already gone', '<p>It was deleted, or the link is incomplete. Your other alerts are in your account settings.</p>');

  app.get(url, async (request, reply) => {
    const { token } = parse(TokenQuery, request.query);
    const alert = await alerts.byToken(token);
    reply.type('text/html; charset=utf-8');
    if (!alert) return reply.status(404).send(gone);
    return emailLinkPage(
      `Stop the alert for ${alert.product}?`,
      `<p>You will no longer hear when ${escapeHtml(alert.product)} is available near you. Your other alerts stay as they are.</p>
<form method="post" action="${url}?token=${encodeURIComponent(token)}"><button style="font:inherit;font-weight:600;background:#2f6b2f;color:#fff;border:0;border-radius:.6rem;padding:.75rem 1.25rem;cursor:pointer">Delete this alert</button></form>`,
    );
  });

  app.post(url, async (request, reply) => {
    const { token } = parse(TokenQuery, request.query);
    const alert = await alerts.unsubscribe(token);
    reply.type('text/html; charset=utf-8');
    if (!alert) return reply.status(404).send(gone);
    return emailLinkPage('Alert deleted', `<p>No more alerts about ${escapeHtml(alert.product)}.</p>`);
  });
}
