import type { FarmRow } from '../../db/schema/index.js';
import type { Subject } from '../../lib/actor.js';
import { farmPolicy } from '../farms/farms.policy.js';

/** Who may do what with a stand's sign and stock history (the stock page itself needs only the sign's token). */
export const standStockPolicy = {
  /** Print the sign, replace its code, read who changed what: the listing's farmer and admins. */
  manage: (user: Subject, farm: Pick<FarmRow, 'ownerId'>) => farmPolicy.edit(user, farm),
};
