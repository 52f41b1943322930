import type { FarmRow } from '../../db/schema/index.js';
import { isAdmin, type Actor, type Subject } from '../../lib/actor.js';

type Status = FarmRow['status'];

/** Who may do what with a listing: one line each, used by the service (routes never decide). */
export const farmPolicy = {
  create: (who: Subject) => who.role === 'farmer' || who.role === 'admin',
  edit: (who: Subject | null, farm: Pick<FarmRow, 'ownerId'>) => isAdmin(who) || (!!who && farm.ownerId === who.id),
  /** Drafts and suspended listings exist only for their owner and admins: everyone else gets a 404. */
  see: (who: Subject | null, farm: Pick<FarmRow, 'ownerId' | 'status'>) => farm.status === 'published' || farmPolicy.edit(who, farm),
  /** "Hours still right" is the owner's word, nobody else's. */
  confirmHours: (who: Subject, farm: Pick<FarmRow, 'ownerId'>) => farm.ownerId === who.id,
  /** Publishing needs a verified address (issue 29 point 3): visitors drive to what a real person vouched for. */
  publish: (who: Subject & Pick<Actor, 'verified'>) => who.verified || isAdmin(who),
  /** Suspending, and lifting a suspension, is for admins; the owner publishes and unpublishes. */
  setStatus: (who: Subject, farm: Pick<FarmRow, 'ownerId' | 'status'>, to: Status) =>
    to === 'suspended' || farm.status === 'suspended' ? isAdmin(who) : farmPolicy.edit(who, farm),
};
