import { isAdmin, type Subject } from '../../lib/actor.js';

/** A listing's photos are changed by its owner, or an admin (with admin powers). */
export const photoPolicy = {
  edit: (user: Subject, farm: { ownerId: string | null }) => farm.ownerId === user.id || isAdmin(user),
};
