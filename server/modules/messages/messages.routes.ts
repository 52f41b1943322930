import type { FastifyInstance } from 'fastify';
import { msg } from '@common/i18n/keys.js';
import type { Db } from '../../db/client.js';
import { requireUser, requireVerifiedUser } from '../auth/session.js';
import { bulkService } from './bulk.service.js';
import { messagesService } from './messages.service.js';
import { listingIdParam } from '../../lib/ids.js';
import { idempotent } from '../../plugins/idempotency.js';

const peerOf = (params: unknown) => (params as { userId: string }).userId;

/** Conversations (PRODUCT.md 4). Routes read the request and shape the reply; messagesService decides. */
export function messagesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const messages = messagesService(db);

  app.get('/api/messages', async (request) => messages.inbox(requireUser(request), request.query));
  app.get('/api/messages/:userId', async (request) => messages.thread(requireUser(request), peerOf(request.params), request.lang));
  app.get('/api/messages/:userId/history', async (request) => messages.history(requireUser(request), peerOf(request.params), request.query));
  // Only confirmed addresses write to others (issue 6): a farmer knows a real person is asking.
  app.post('/api/messages/:userId', idempotent, async (request, reply) =>
    reply.status(201).send(await messages.send(requireVerifiedUser(request, msg('errors:auth.verifyTo.sendMessages')), peerOf(request.params), request.body)),
  );
  app.post('/api/messages/:userId/read', async (request) => messages.markRead(requireUser(request), peerOf(request.params), request.body));
  app.put('/api/messages/:userId/block', async (request) => messages.setBlocked(requireUser(request), peerOf(request.params), true));
  app.delete('/api/messages/:userId/block', async (request) => messages.setBlocked(requireUser(request), peerOf(request.params), false));
}

const farmIdOf = (params: unknown) => listingIdParam(params);

/** Bulk messages to a listing's followers, and a follower's mute of a listing. */
export function bulkRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const bulk = bulkService(db);
  app.get('/api/farms/:id/bulk-messages', async (request) => bulk.list(requireUser(request), farmIdOf(request.params), request.lang));
  app.post('/api/farms/:id/bulk-messages', async (request, reply) =>
    reply
      .status(202)
      .send(await bulk.send(requireVerifiedUser(request, msg('errors:auth.verifyTo.sendMessages')), farmIdOf(request.params), request.body, request.lang)),
  );
  app.get('/api/farms/:id/mute', async (request) => bulk.muted(requireUser(request), farmIdOf(request.params)));
  app.put('/api/farms/:id/mute', async (request) => bulk.setMuted(requireUser(request), farmIdOf(request.params), true));
  app.delete('/api/farms/:id/mute', async (request) => bulk.setMuted(requireUser(request), farmIdOf(request.params), false));
}
