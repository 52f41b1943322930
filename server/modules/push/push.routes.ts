import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@common/i18n/keys.js';
import { PushSubscribedSchema, PushSubscriptionSchema, PushUnsubscribedSchema, PushUnsubscribeSchema, VapidKeySchema } from '@common/schemas/site.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { unauthorized } from '../../lib/errors.js';
import { pushPolicy } from './push.policy.js';
import { pushService } from './push.service.js';
import type { VapidKeys } from './vapid.js';

const tags = ['notifications'];
/** Signed in, refused with SPEC's own words (not the contract's general "Please sign in first."), before the body is read. */
const signedIn =
  (refusal: string): preValidationAsyncHookHandler =>
  async (request) => {
    if (!request.user) throw unauthorized(refusal);
  };

export function pushRoutes(app: FastifyInstance, { db, config, vapid }: { db: Db; config: Config; vapid: () => Promise<VapidKeys> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const push = pushService(db, pushPolicy(config));

  api.get('/api/vapid-public-key', { schema: { tags, summary: 'The key push subscriptions are made with', response: { 200: VapidKeySchema } } }, async () => ({
    vapidPublicKey: (await vapid()).publicKey,
  }));

  api.post(
    '/api/notifications/subscribe',
    {
      preValidation: signedIn(msg('errors:push.signInToEnable')),
      schema: { tags, summary: 'Receive push notifications in this browser', body: PushSubscriptionSchema, response: { 201: PushSubscribedSchema } },
    },
    async (request, reply) => {
      const who = actor(request);
      // Signed in by a session cookie (signedIn above): the subscription lives as long as that session.
      await push.subscribe(who, request.sessionId!, request.body, request.headers['user-agent']);
      return reply.status(201).send({ subscribed: true as const });
    },
  );

  api.post(
    '/api/notifications/unsubscribe',
    {
      preValidation: signedIn(msg('errors:push.signInToManage')),
      schema: { tags, summary: 'Stop push notifications in a browser', body: PushUnsubscribeSchema, response: { 200: PushUnsubscribedSchema } },
    },
    async (request) => {
      await push.unsubscribe(actor(request), request.body.endpoint);
      return { unsubscribed: true as const };
    },
  );
}
