import type { FarmRow } from '../../db/schema/index.js';
import type { Subject } from '../../lib/actor.js';
import { farmPolicy } from '../farms/farms.policy.js';

/** Who may read a stand's sales and say "not received": the listing's farmer and admins, as for its sign (034). */
export const salesPolicy = {
  manage: (user: Subject, farm: Pick<FarmRow, 'ownerId'>) => farmPolicy.edit(user, farm),
};
