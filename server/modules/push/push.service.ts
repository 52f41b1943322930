import type { PushSubscriptionInput } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, conflict, withValues } from '../../lib/errors.js';
import { outboundProblem, type OutboundPolicy } from '../../lib/outbound.js';
import { pushRepository } from './push.repository.js';

/** A person's phones, tablets and computers: enough for anyone, and a bound on the pushes one event can cause. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

/** Storing and removing a user's web push subscriptions. */
export function pushService(db: Db, policy: OutboundPolicy) {
  return {
    /**
     * The endpoint is an address the server will connect to: it must be a known push service on a public
     * address (checked again at every connection, see push.send). An endpoint another account already uses is
     * never taken over: the browser makes a fresh subscription instead.
     */
    async subscribe(user: Actor, sessionId: string, sub: PushSubscriptionInput, userAgent: string | undefined) {
      const problem = await outboundProblem(sub.endpoint, policy);
      if (problem) {
        // A message with values is built apart: the key checker reads only a key written straight into the call.
        const said = withValues('errors:fields.problemOf', { field: 'endpoint', problem });
        throw badRequest(said, { endpoint: problem });
      }
      await db.transaction(async (tx) => {
        const repo = pushRepository(tx);
        const saved = await repo.upsertOwn({
          userId: user.id,
          // Bound to this session: it ends with it (issue 29 point 2, schema/site.ts).
          sessionId,
          endpoint: sub.endpoint,
          p256dh: sub.keys.p256dh,
          auth: sub.keys.auth,
          expirationTime: sub.expirationTime ?? null,
          userAgent: userAgent?.slice(0, 300) ?? null,
        });
        if (!saved) throw conflict('errors:push.otherAccount');
        await repo.trimOldest(user.id, MAX_SUBSCRIPTIONS_PER_USER);
      });
    },

    async unsubscribe(user: Actor, endpoint: string) {
      await pushRepository(db).removeOwn(user.id, endpoint);
    },
  };
}
