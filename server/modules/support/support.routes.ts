import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactSchema,
  SupportListQuerySchema,
  SupportMessagePageSchema,
  SupportMessageSchema,
  SupportParamsSchema,
  SupportReceivedSchema,
  SupportStatusSchema,
} from '@common/schemas/support.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { actor, viewer } from '../../lib/actor.js';
import { supportService } from './support.service.js';

const tags = ['support'];

/** The /support contact form, and its messages in the admin console. */
export function supportRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const support = supportService(db, config);

  api.post(
    '/api/support/messages',
    {
      schema: {
        tags,
        summary: 'Send a message to the team',
        description: 'The contact form, signed in or not. Limited per network and per email address.',
        body: ContactSchema,
        response: { 201: SupportReceivedSchema },
      },
    },
    async (request, reply) => {
      await support.send(request.body, { ip: request.ip, user: viewer(request) });
      return reply.status(201).send({ received: true });
    },
  );

  const admin = { auth: 'admin' } as const;
  api.get(
    '/api/admin/support',
    { config: admin, schema: { tags, summary: 'Support messages', querystring: SupportListQuerySchema, response: { 200: SupportMessagePageSchema } } },
    async (request) => support.list(actor(request), request.query),
  );
  api.patch(
    '/api/admin/support/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Close or reopen a support message',
        params: SupportParamsSchema,
        body: SupportStatusSchema,
        response: { 200: SupportMessageSchema },
      },
    },
    async (request) => support.setStatus(actor(request), request.params.id, request.body.status),
  );
}
