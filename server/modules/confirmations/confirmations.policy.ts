import type { FarmRow } from '../../db/schema/index.js';
import type { Subject } from '../../lib/actor.js';

/** Who may tell us what they found at a stand: anyone signed in at a public listing but its own farmer. */
export const confirmationPolicy = {
  answer: (user: Subject, farm: Pick<FarmRow, 'ownerId' | 'status'>) => farm.status === 'published' && farm.ownerId !== user.id,
};
