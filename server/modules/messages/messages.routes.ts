import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@common/i18n/keys.js';
import {
  BlockedSchema,
  BulkMessageInputSchema,
  BulkMessageListSchema,
  BulkMessageSchema,
  ConversationPageSchema,
  MessageBodySchema,
  MessagePageSchema,
  MessageSchema,
  MuteSchema,
  PageQuerySchema,
  PeerParamsSchema,
  ReadResultSchema,
  ReadUpToSchema,
  ThreadSchema,
} from '@common/schemas/messages.js';
import { ListingParamsSchema } from '@common/schemas/params.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { bulkService } from './bulk.service.js';
import { messagesService } from './messages.service.js';

const tags = ['messages'];
const user = { auth: 'user' } as const;
// Only confirmed addresses write to others (issue 6): a farmer knows a real person is asking.
const writer = { auth: { verified: msg('errors:auth.verifyTo.sendMessages') } } as const;
const params = PeerParamsSchema;

/** Conversations (docs/product.md §4). Routes read the request and shape the reply; messagesService decides. */
export function messagesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const messages = messagesService(db);

  api.get(
    '/api/messages',
    {
      config: user,
      schema: { tags, summary: 'The inbox: conversations, latest first', querystring: PageQuerySchema, response: { 200: ConversationPageSchema } },
    },
    async (request) => messages.inbox(actor(request), request.query),
  );
  api.get(
    '/api/messages/:userId',
    {
      config: user,
      schema: { tags, summary: "A thread's header: who, whether I may write, read receipts", params, response: { 200: ThreadSchema } },
    },
    async (request) => messages.thread(actor(request), request.params.userId, request.lang),
  );
  api.get(
    '/api/messages/:userId/history',
    {
      config: user,
      schema: { tags, summary: "A thread's messages, newest first", params, querystring: PageQuerySchema, response: { 200: MessagePageSchema } },
    },
    async (request) => messages.history(actor(request), request.params.userId, request.query),
  );
  api.post(
    '/api/messages/:userId',
    // A phone offline sends it later with an Idempotency-Key (decision 020).
    {
      config: { ...writer, idempotent: true },
      schema: { tags, summary: 'Send a message', params, body: MessageBodySchema, response: { 201: MessageSchema } },
    },
    async (request, reply) => reply.status(201).send(await messages.send(actor(request), request.params.userId, request.body)),
  );
  api.post(
    '/api/messages/:userId/read',
    { config: user, schema: { tags, summary: 'Mark a thread read up to a message', params, body: ReadUpToSchema, response: { 200: ReadResultSchema } } },
    async (request) => messages.markRead(actor(request), request.params.userId, request.body),
  );
  api.put(
    '/api/messages/:userId/block',
    { config: user, schema: { tags, summary: 'Block someone: neither side may write', params, response: { 200: BlockedSchema } } },
    async (request) => messages.setBlocked(actor(request), request.params.userId, true),
  );
  api.delete(
    '/api/messages/:userId/block',
    { config: user, schema: { tags, summary: 'Unblock someone', params, response: { 200: BlockedSchema } } },
    async (request) => messages.setBlocked(actor(request), request.params.userId, false),
  );
}

/** Bulk messages to a listing's followers, and a follower's mute of a listing. */
export function bulkRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const bulk = bulkService(db);
  const params = ListingParamsSchema;
  api.get(
    '/api/farms/:id/bulk-messages',
    {
      config: user,
      schema: {
        tags,
        summary: "A listing's bulk messages, its followers and today's limit (its farmer only)",
        params,
        response: { 200: BulkMessageListSchema },
      },
    },
    async (request) => bulk.list(actor(request), request.params.id, request.lang),
  );
  api.post(
    '/api/farms/:id/bulk-messages',
    {
      config: writer,
      schema: {
        tags,
        summary: 'Message every follower of a listing, optionally marking products available (queued)',
        params,
        body: BulkMessageInputSchema,
        response: { 202: BulkMessageSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await bulk.send(actor(request), request.params.id, request.body, request.lang)),
  );
  api.get(
    '/api/farms/:id/mute',
    { config: user, schema: { tags, summary: "Whether the user muted a listing's bulk messages", params, response: { 200: MuteSchema } } },
    async (request) => bulk.muted(actor(request), request.params.id),
  );
  api.put(
    '/api/farms/:id/mute',
    { config: user, schema: { tags, summary: "Mute a listing's bulk messages", params, response: { 200: MuteSchema } } },
    async (request) => bulk.setMuted(actor(request), request.params.id, true),
  );
  api.delete(
    '/api/farms/:id/mute',
    { config: user, schema: { tags, summary: "Hear a listing's bulk messages again", params, response: { 200: MuteSchema } } },
    async (request) => bulk.setMuted(actor(request), request.params.id, false),
  );
}
