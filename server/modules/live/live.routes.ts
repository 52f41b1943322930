import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LiveQuerySchema } from '@common/schemas/live.js';
import { actor } from '../../lib/actor.js';
import { textResponse } from '../../plugins/contract.js';
import type { LiveEvent, LiveHub } from './live.hub.js';

const HEARTBEAT_MS = 20_000;
/** Tells EventSource how soon to reconnect after a drop. */
const RETRY_MS = 2_000;

const frame = (e: LiveEvent) => `id: ${e.id}\nevent: ${e.kind}\ndata: ${JSON.stringify(e.data)}\n\n`;

/**
 * GET /api/events: the signed-in user's live events as server-sent events. A reconnecting EventSource sends
 * Last-Event-ID (a fresh one after a hard failure passes ?lastEventId=), and is replayed what it missed.
 */
export function liveRoutes(app: FastifyInstance, { live }: { live: LiveHub }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/events',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: "The user's live events (messages, read receipts, notifications) as a server-sent event stream",
        description:
          'A `text/event-stream` that stays open: `id`, `event` (the kind) and `data` (JSON) per event, a `ready` event once caught up, ' +
          '`resync` when the missed events cannot be replayed (reload what is shown), and a comment every 20 s. 429 past the open streams a user or the server may hold.',
        querystring: LiveQuerySchema,
        response: { 200: textResponse('text/event-stream', 'Server-sent events') },
      },
    },
    async (request, reply) => {
      const user = actor(request);
      const header = request.headers['last-event-id'] ?? request.query.lastEventId;
      const lastId = /^\d{1,15}$/.test(String(header ?? '')) ? Number(header) : 0;

      const res = reply.raw;
      const write = (text: string) => {
        if (!res.writableEnded) res.write(text);
      };
      // Before the stream starts: over the caps, this is a plain 429 answer.
      const unsubscribe = await live.subscribe({
        userId: user.id,
        sessionId: request.sessionId!,
        send: (e) => write(frame(e)),
        resync: () => write('event: resync\ndata: {}\n\n'),
        end: () => res.end(),
      });
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Reverse proxies (nginx) must pass events through as they come, not buffer them.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n\n`);
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      // The client went away, or the server ended the stream (its session ended, shutdown): either way it is gone.
      request.raw.on('close', stop);
      res.on('close', stop);

      if (lastId > 0) {
        const missed = await live.missedSince(user.id, lastId);
        if (missed === null) write('event: resync\ndata: {}\n\n');
        else for (const e of missed) write(frame(e));
      }
      write('event: ready\ndata: {}\n\n');
    },
  );
}
