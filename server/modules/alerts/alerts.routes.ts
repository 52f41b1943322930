import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AlertInputSchema, AlertListSchema, AlertParamsSchema, AlertSchema, AlertTokenQuerySchema } from '@common/schemas/alerts.js';
import type { Language } from '@common/i18n/languages.js';
import type { Db } from '../../db/client.js';
import { msg } from '@common/i18n/keys.js';
import { actor } from '../../lib/actor.js';
import { textResponse } from '../../plugins/contract.js';
import { translator } from '../../lib/i18n.js';
import { emailLinkButton, emailLinkLanguage, emailLinkPage, escapeHtml } from '../notifications/email-link-page.js';
import { alertsService } from './alerts.service.js';

const tags = ['alerts'];
const config = { auth: 'user' } as const;
// An alert is a trust signal's mail (issue 29 point 3): made and renewed only from a proved address.
const writer = { auth: { verified: msg('errors:auth.verifyTo.setAlerts') } } as const;

/** Product alerts (docs/product.md §9). Routes read the request and shape the reply: alertsService decides. */
export async function alertsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const alerts = alertsService(db);

  api.get(
    '/api/alerts',
    { config, schema: { tags, summary: "The user's product alerts, newest first", response: { 200: AlertListSchema } } },
    async (request) => alerts.list(actor(request)),
  );
  api.post(
    '/api/alerts',
    { config: writer, schema: { tags, summary: 'Be told when a product is available near a place', body: AlertInputSchema, response: { 201: AlertSchema } } },
    async (request, reply) => reply.status(201).send(await alerts.create(actor(request), request.body)),
  );
  api.post(
    '/api/alerts/:id/renew',
    { config: writer, schema: { tags, summary: 'Six more months for an alert', params: AlertParamsSchema, response: { 200: AlertSchema } } },
    async (request) => alerts.renew(actor(request), request.params.id),
  );
  api.delete(
    '/api/alerts/:id',
    { config, schema: { tags, summary: 'Delete an alert', params: AlertParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await alerts.remove(actor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  await app.register(async (scope) => unsubscribeRoutes(scope, db, alerts));
}

/**
 * The one-click unsubscribe of an alert's emails (RFC 8058): opening the link only asks (mail scanners open
 * links); the button, or the mail client's POST, deletes that one alert.
 */
function unsubscribeRoutes(app: FastifyInstance, db: Db, alerts: ReturnType<typeof alertsService>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The form and the one-click POST send `List-Unsubscribe=One-Click` form-encoded: nothing in it matters.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const url = '/api/alerts/unsubscribe';
  // In the alert owner's saved language, else the reader's (an alert already gone names nobody).
  const gone = (lang: Language) => {
    const t = translator(lang);
    return emailLinkPage(lang, t('emails:linkPage.alertGoneTitle'), `<p>${escapeHtml(t('emails:linkPage.alertGoneBody'))}</p>`);
  };
  const page = (summary: string, ok: string) => ({
    tags,
    summary,
    querystring: AlertTokenQuerySchema,
    response: { 200: textResponse('text/html', ok), 404: textResponse('text/html', 'A page saying the alert is already gone') },
  });

  api.get(
    url,
    { schema: page("An alert email's unsubscribe link: a page that asks", 'A page with the button that deletes the alert') },
    async (request, reply) => {
      const { token } = request.query;
      const alert = await alerts.byToken(token);
      const lang = await emailLinkLanguage(db, request, alert?.userId);
      const t = translator(lang);
      reply.type('text/html; charset=utf-8');
      if (!alert) return reply.status(404).send(gone(lang));
      return emailLinkPage(
        lang,
        t('emails:linkPage.alertAskTitle', { product: alert.product }),
        `<p>${escapeHtml(t('emails:linkPage.alertAskBody', { product: alert.product }))}</p>
${emailLinkButton(`${url}?token=${encodeURIComponent(token)}`, t('emails:linkPage.alertButton'))}`,
      );
    },
  );

  api.post(
    url,
    { schema: page('Delete the alert of an unsubscribe link (the button, or one-click from the mail client)', 'A page saying the alert is deleted') },
    async (request, reply) => {
      const alert = await alerts.unsubscribe(request.query.token);
      const lang = await emailLinkLanguage(db, request, alert?.userId);
      const t = translator(lang);
      reply.type('text/html; charset=utf-8');
      if (!alert) return reply.status(404).send(gone(lang));
      return emailLinkPage(lang, t('emails:linkPage.alertDoneTitle'), `<p>${escapeHtml(t('emails:linkPage.alertDoneBody', { product: alert.product }))}</p>`);
    },
  );
}
