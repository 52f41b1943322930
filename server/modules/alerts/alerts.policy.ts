import type { UserRow } from '../../db/schema/index.js';

/** An alert is its maker's alone: to anyone else, admins included, it does not exist. */
export const alertPolicy = {
  own: (user: UserRow, alert: { user_id: string }) => alert.user_id === user.id,
};
