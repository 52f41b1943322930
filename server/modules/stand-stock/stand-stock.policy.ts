import type { FarmRow, UserRow } from '../../db/schema/index.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { actorOf } from '../../lib/actor.js';

/** Who may do what with a stand's sign and stock history (the stock page itself needs only the sign's token). */
export const standStockPolicy = {
  /** Print the sign, replace its code, read who changed what: the listing's farmer and admins. */
  manage: (user: UserRow, farm: Pick<FarmRow, 'ownerId'>) => farmPolicy.edit(actorOf(user), farm),
};
