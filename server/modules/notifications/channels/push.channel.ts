import { NOTIFICATION_TYPES } from '@common/schemas/notifications.js';
import { enqueueJobs } from '../../../lib/jobs/index.js';
import { PUSH_JOB, pushOptionsFor, type PushJob } from '../../push/push.send.js';
import { notificationsRepository } from '../notifications.repository.js';
import { defineChannel } from './channel.js';

/** Web push to each of the user's subscribed devices, one durable job per device. Needs a subscription. */
export const pushChannel = defineChannel<string[]>({
  name: 'push',
  defaultFor: (type) => NOTIFICATION_TYPES.find((t) => t.id === type)!.defaults.push,
  async reach(db, to) {
    const subscriptions = await notificationsRepository(db).pushSubscriptionIds(to.id);
    return subscriptions.length ? subscriptions : null;
  },
  async send(db, _to, subscriptions, n) {
    const ref = n.ref();
    const push: Omit<PushJob, 'subscriptionId'> = {
      title: n.title,
      body: n.body,
      url: n.url,
      // The device shows one notification per tag: a conversation's latest message replaces the one before.
      tag: `${n.type}:${n.key ?? ref}`,
      ...pushOptionsFor(n.type),
    };
    // A folded notification keeps its id (ref), but each message folded into it is pushed: its `order` (the message
    // id) tells them apart, while a handler run again still enqueues its push once.
    const order = typeof n.data.order === 'number' || typeof n.data.order === 'string' ? `:${n.data.order}` : '';
    await enqueueJobs(
      db,
      subscriptions.map((id) => ({ kind: PUSH_JOB, payload: { ...push, subscriptionId: id }, dedupeKey: `push:${ref}${order}:${id}`, maxAttempts: 6 })),
    );
  },
});
