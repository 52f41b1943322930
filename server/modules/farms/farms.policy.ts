import type { FarmRow, UserRow } from '../../db/schema/index.js';

type Status = FarmRow['status'];
const isAdmin = (user: UserRow | null) => user?.userType === 'admin';

/** Who may do what with a listing: one line each, used by the service (routes never decide). */
export const farmPolicy = {
  create: (user: UserRow) => user.userType === 'farmer' || user.userType === 'admin',
  edit: (user: UserRow | null, farm: Pick<FarmRow, 'ownerId'>) => isAdmin(user) || (!!user && farm.ownerId === user.id),
  /** Drafts and suspended listings exist only for their owner and admins: everyone else gets a 404. */
  see: (user: UserRow | null, farm: Pick<FarmRow, 'ownerId' | 'status'>) => farm.status === 'published' || farmPolicy.edit(user, farm),
  /** "Hours still right" is the owner's word, nobody else's. */
  confirmHours: (user: UserRow, farm: Pick<FarmRow, 'ownerId'>) => farm.ownerId === user.id,
  /** Suspending, and lifting a suspension, is for admins; the owner publishes and unpublishes. */
  setStatus: (user: UserRow, farm: Pick<FarmRow, 'ownerId' | 'status'>, to: Status) =>
    to === 'suspended' || farm.status === 'suspended' ? isAdmin(user) : farmPolicy.edit(user, farm),
};
