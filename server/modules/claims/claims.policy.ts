import type { FarmRow, UserRow } from '../../db/schema/index.js';

/** Who may claim what (the service enforces them; deciding is the admin routes'). */
export const claimPolicy = {
  /** An imported listing nobody owns yet, published. */
  claimable: (farm: Pick<FarmRow, 'ownerId' | 'source' | 'status'>) => farm.ownerId === null && farm.source !== null && farm.status === 'published',
  /** Farmer accounts ask; admins hand listings over from the Listings tab instead. */
  claim: (user: UserRow) => user.userType === 'farmer',
};
