import type { FarmRow } from '../../db/schema/index.js';
import type { Subject } from '../../lib/actor.js';

/** Who may claim what (the service enforces them; deciding is for admins). */
export const claimPolicy = {
  /** An imported listing nobody owns yet, published. */
  claimable: (farm: Pick<FarmRow, 'ownerId' | 'source' | 'status'>) => farm.ownerId === null && farm.source !== null && farm.status === 'published',
  /** Farmer accounts ask; admins hand listings over from the Listings tab instead. */
  claim: (user: Subject) => user.role === 'farmer',
};
