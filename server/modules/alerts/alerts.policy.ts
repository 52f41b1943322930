import type { Subject } from '../../lib/actor.js';

/** An alert is its maker's alone: to anyone else, admins included, it does not exist. */
export const alertPolicy = {
  own: (user: Pick<Subject, 'id'>, alert: { user_id: string }) => alert.user_id === user.id,
};
