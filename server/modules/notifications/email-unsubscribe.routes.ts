import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '@common/i18n/languages.js';
import { EmailUnsubscribeLinkSchema, EmailUnsubscribeQuerySchema, type NotificationType } from '@common/schemas/notifications.js';
import type { Db } from '../../db/client.js';
import { translator } from '../../lib/i18n.js';
import { notificationTypeName } from '../../lib/mail/templates/notifications.js';
import { textResponse } from '../../plugins/contract.js';
import { emailLinkButton, emailLinkLanguage, emailLinkPage, escapeHtml } from './email-link-page.js';
import { turnEmailOff, userOfUnsubscribeToken } from './unsubscribe.js';

const tags = ['notifications'];
const htmlPage = (ok: string) => ({ 200: textResponse('text/html', ok), 404: textResponse('text/html', 'A page saying the link does not work') });

/**
 * The unsubscribe link of notification emails. Opening it only asks (mail scanners open links); the button, or
 * a mail client's one-click POST (RFC 8058), turns that type of email off.
 */
export async function emailUnsubscribeRoutes(parent: FastifyInstance, { db }: { db: Db }) {
  await parent.register(async (app) => unsubscribeRoutes(app, db));
}

function unsubscribeRoutes(app: FastifyInstance, db: Db) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The form and the one-click POST send `List-Unsubscribe=One-Click` form-encoded: nothing in it matters.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const url = '/api/notifications/email-unsubscribe';
  const labelOf = (type: NotificationType, lang: Language) => notificationTypeName(type, lang).toLocaleLowerCase(lang);

  api.get(
    url,
    {
      schema: {
        tags,
        summary: "A notification email's unsubscribe link: a page that asks",
        querystring: EmailUnsubscribeLinkSchema,
        response: htmlPage('A page with the button that turns that type of email off'),
      },
    },
    async (request, reply) => {
      const { token, type } = request.query;
      const userId = token && type ? await userOfUnsubscribeToken(db, token) : null;
      const lang = await emailLinkLanguage(db, request, userId);
      const t = translator(lang);
      reply.type('text/html; charset=utf-8');
      if (!token || !type || !userId)
        return reply.status(404).send(emailLinkPage(lang, t('emails:linkPage.brokenTitle'), `<p>${escapeHtml(t('emails:linkPage.brokenAsk'))}</p>`));
      const action = `${url}?token=${encodeURIComponent(token)}&amp;type=${type}`;
      return emailLinkPage(
        lang,
        t('emails:linkPage.askTitle', { type: labelOf(type, lang) }),
        `<p>${escapeHtml(t('emails:linkPage.askBody'))}</p>\n${emailLinkButton(action, t('emails:layout.unsubscribe'))}`,
      );
    },
  );

  api.post(
    url,
    {
      schema: {
        tags,
        summary: 'Turn one type of notification email off (the button, or one-click from the mail client)',
        querystring: EmailUnsubscribeQuerySchema,
        response: htmlPage('A page saying that type of email is off'),
      },
    },
    async (request, reply) => {
      const { token, type } = request.query;
      reply.type('text/html; charset=utf-8');
      const userId = await turnEmailOff(db, token, type);
      const lang = await emailLinkLanguage(db, request, userId);
      const t = translator(lang);
      if (!userId)
        return reply.status(404).send(emailLinkPage(lang, t('emails:linkPage.brokenTitle'), `<p>${escapeHtml(t('emails:linkPage.brokenDone'))}</p>`));
      return emailLinkPage(lang, t('emails:linkPage.doneTitle'), `<p>${escapeHtml(t('emails:linkPage.doneBody', { type: labelOf(type, lang) }))}</p>`);
    },
  );
}
