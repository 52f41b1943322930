import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { NewsletterSubscribeSchema } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';
import { notFound, parse } from '../../lib/errors.js';
import { hit } from '../../lib/rate-limit.js';
import type { Config } from '../../config/env.js';
import { newsletterAdminRoutes } from './newsletter.admin.js';

const UnsubscribeSchema = z.strictObject({ token: z.string().trim().min(10).max(100) });

export function newsletterRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  newsletterAdminRoutes(app, { db, config });

  /** Idempotent: subscribing twice is a success with one row; a past unsubscribe is undone. */
  app.post('/api/newsletter/subscribe', async (request, reply) => {
    const input = parse(NewsletterSubscribeSchema, request.body);
    await hit(db, { key: `newsletter-ip:${request.ip}`, max: 20, windowSeconds: 3600 });
    // Drizzle cannot name an expression index as the conflict target, hence plain SQL here.
    const { rows } = await db.$client.query<{ subscribed_at: Date }>(
      `INSERT INTO newsletter_subscribers (email, unsubscribe_token, source) VALUES ($1, $2, $3)
       ON CONFLICT (lower(email)) DO UPDATE SET unsubscribed_at = NULL
       RETURNING subscribed_at`,
      [input.email, crypto.randomBytes(24).toString('base64url'), input.source ?? 'banner'],
    );
    const row = { subscribedAt: rows[0].subscribed_at };
    return reply.status(200).send({ subscribed: true, since: row.subscribedAt.toISOString() });
  });

  app.post('/api/newsletter/unsubscribe', async (request) => {
    const { token } = parse(UnsubscribeSchema, request.body);
    const rows = await db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
      .where(sql`${newsletterSubscribers.unsubscribeToken} = ${token}`)
      .returning({ email: newsletterSubscribers.email });
    if (rows.length === 0) throw notFound('This unsubscribe link is not valid.');
    return { unsubscribed: true };
  });
}
