import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { PushSubscriptionSchema, PushUnsubscribeSchema } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { parse, unauthorized } from '../../lib/errors.js';
import type { VapidKeys } from './vapid.js';

export function pushRoutes(app: FastifyInstance, { db, vapid }: { db: Db; vapid: () => Promise<VapidKeys> }) {
  app.get('/api/vapid-public-key', async () => ({ vapidPublicKey: (await vapid()).publicKey }));

  app.post('/api/notifications/subscribe', async (request, reply) => {
    if (!request.user) throw unauthorized('Authentication required. Please log in to enable notifications.');
    const sub = parse(PushSubscriptionSchema, request.body);
    // One row per endpoint: a browser re-subscribing (or another user on the same browser) takes it over.
    await db
      .insert(pushSubscriptions)
      .values({
        userId: request.user.id,
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        expirationTime: sub.expirationTime ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: request.user.id, p256dh: sub.keys.p256dh, auth: sub.keys.auth, failures: 0 },
      });
    return reply.status(201).send({ subscribed: true });
  });

  app.post('/api/notifications/unsubscribe', async (request) => {
    if (!request.user) throw unauthorized('Authentication required. Please log in to manage notifications.');
    const { endpoint } = parse(PushUnsubscribeSchema, request.body);
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, request.user.id)));
    return { unsubscribed: true };
  });
}
