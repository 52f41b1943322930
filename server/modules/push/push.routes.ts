import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { unauthorized } from '../../lib/errors.js';
import { pushPolicy, pushService } from './push.service.js';
import type { VapidKeys } from './vapid.js';

export function pushRoutes(app: FastifyInstance, { db, config, vapid }: { db: Db; config: Config; vapid: () => Promise<VapidKeys> }) {
  const push = pushService(db, pushPolicy(config));

  app.get('/api/vapid-public-key', async () => ({ vapidPublicKey: (await vapid()).publicKey }));

  app.post('/api/notifications/subscribe', async (request, reply) => {
    if (!request.user) throw unauthorized('errors:push.signInToEnable');
    await push.subscribe(request.user, request.body, request.headers['user-agent']);
    return reply.status(201).send({ subscribed: true });
  });

  app.post('/api/notifications/unsubscribe', async (request) => {
    if (!request.user) throw unauthorized('errors:push.signInToManage');
    await push.unsubscribe(request.user, request.body);
    return { unsubscribed: true };
  });
}
