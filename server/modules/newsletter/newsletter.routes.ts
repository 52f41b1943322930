import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NewsletterConfirmSchema,
  NewsletterSubscribedSchema,
  NewsletterSubscribeSchema,
  NewsletterUnsubscribedSchema,
  NewsletterUnsubscribeSchema,
} from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import { networkKey } from '../../lib/client-network.js';
import { hit } from '../../lib/rate-limit.js';
import type { Config } from '../../config/env.js';
import { translator } from '../../lib/i18n.js';
import { textResponse } from '../../plugins/contract.js';
import { emailLinkButton, emailLinkPage, escapeHtml } from '../notifications/email-link-page.js';
import { newsletterAdminRoutes } from './newsletter.admin.js';
import { newsletterService } from './newsletter.service.js';

const tags = ['newsletter'];

export function newsletterRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  newsletterAdminRoutes(app, { db, config });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const newsletter = newsletterService(db, config.appOrigin);

  api.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags,
        summary: 'Subscribe to the newsletter',
        description:
          'Idempotent: subscribing twice is a success with one row. An address that unsubscribed is emailed a link that adds it again (decision 048); the answer is the same. 20 an hour from one network.',
        body: NewsletterSubscribeSchema,
        response: { 200: NewsletterSubscribedSchema },
      },
    },
    async (request) => {
      await hit(db, { key: `newsletter-ip:${networkKey(request.ip)}`, max: 20, windowSeconds: 3600 });
      return newsletter.subscribe(request.body, request.lang);
    },
  );

  api.post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags,
        summary: "Unsubscribe with an email's link",
        description: 'The token comes from the unsubscribe link in every newsletter.',
        body: NewsletterUnsubscribeSchema,
        response: { 200: NewsletterUnsubscribedSchema },
      },
    },
    async (request) => newsletter.unsubscribe(request.body.token),
  );

  void app.register(async (child) => confirmRoutes(child, newsletter));
}

const htmlPage = (ok: string) => ({ 200: textResponse('text/html', ok), 404: textResponse('text/html', 'A page saying the link does not work') });

/**
 * The link mailed to an address that unsubscribed and was typed in again (decision 048). Opening it only asks
 * (mail scanners open links); the button adds the address again, and the page says so in docs/product.md's words.
 */
function confirmRoutes(app: FastifyInstance, newsletter: ReturnType<typeof newsletterService>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The button's form is posted form-encoded and empty: the token is in the query.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const url = '/api/newsletter/confirm';

  api.get(
    url,
    {
      schema: {
        tags,
        summary: 'The newsletter confirmation link: a page that asks',
        querystring: NewsletterConfirmSchema,
        response: htmlPage('A page with the button that adds the address again'),
      },
    },
    async (request, reply) => {
      const t = translator(request.lang);
      reply.type('text/html; charset=utf-8');
      const action = `${url}?token=${encodeURIComponent(request.query.token)}`;
      return emailLinkPage(
        request.lang,
        t('emails:newsletter.askTitle'),
        `<p>${escapeHtml(t('emails:newsletter.askBody'))}</p>\n${emailLinkButton(escapeHtml(action), t('emails:newsletter.action'))}`,
      );
    },
  );

  api.post(
    url,
    {
      schema: {
        tags,
        summary: 'Add an address that unsubscribed to the newsletter again (the confirmation link’s button)',
        querystring: NewsletterConfirmSchema,
        response: htmlPage('A page saying the address was added'),
      },
    },
    async (request, reply) => {
      const t = translator(request.lang);
      reply.type('text/html; charset=utf-8');
      if (!(await newsletter.confirm(request.query.token)))
        return reply
          .status(404)
          .send(emailLinkPage(request.lang, t('emails:newsletter.brokenTitle'), `<p>${escapeHtml(t('emails:newsletter.brokenBody'))}</p>`));
      return emailLinkPage(request.lang, t('emails:newsletter.doneTitle'), `<p>${escapeHtml(t('emails:newsletter.doneBody'))}</p>`);
    },
  );
}
