import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../accounts/audit.js';
import { requireAdmin } from '../auth/session.js';
import { supportService } from './support.service.js';

/** The /support contact form, and its messages in the admin console. */
export function supportRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const support = supportService(db, config);

  app.post('/api/support/messages', async (request, reply) => {
    await support.send(request.body, { ip: request.ip, user: request.user });
    return reply.status(201).send({ received: true });
  });

  app.get('/api/admin/support', async (request) => {
    requireAdmin(request);
    return support.list(request.query);
  });
  app.patch('/api/admin/support/:id', async (request) => {
    requireAdmin(request);
    const message = await support.setStatus((request.params as { id: string }).id, request.body);
    await recordAudit(db, request, {
      action: `support.${message.status === 'closed' ? 'close' : 'reopen'}`,
      summary: `${message.status === 'closed' ? 'Closed' : 'Reopened'} the support message from ${message.email}`,
      target: { type: 'support-message', id: message.id },
    });
    return message;
  });
}
