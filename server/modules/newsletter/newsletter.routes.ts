import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NewsletterSubscribedSchema, NewsletterSubscribeSchema, NewsletterUnsubscribedSchema, NewsletterUnsubscribeSchema } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import { networkKey } from '../../lib/client-network.js';
import { hit } from '../../lib/rate-limit.js';
import type { Config } from '../../config/env.js';
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
        description: 'Idempotent: subscribing twice is a success with one row; a past unsubscribe is undone. 20 an hour from one address.',
        body: NewsletterSubscribeSchema,
        response: { 200: NewsletterSubscribedSchema },
      },
    },
    async (request) => {
      await hit(db, { key: `newsletter-ip:${networkKey(request.ip)}`, max: 20, windowSeconds: 3600 });
      return newsletter.subscribe(request.body);
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
}
