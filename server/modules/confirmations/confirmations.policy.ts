import type { FarmRow } from '../../db/schema/index.js';
import { isAdmin, type Subject } from '../../lib/actor.js';

/** Who may tell us what they found at a stand: anyone signed in at a public listing but its own farmer. */
export const confirmationPolicy = {
  answer: (user: Subject, farm: Pick<FarmRow, 'ownerId' | 'status'>) => farm.status === 'published' && farm.ownerId !== user.id,
};

/** Who may speak to a closed warning (decision 049): its listing's farmer answers it, admins clear it. */
export const closedWarningPolicy = {
  answer: (user: Subject, farm: Pick<FarmRow, 'ownerId'>) => farm.ownerId === user.id,
  /** The who-said-what list behind a warning: the listing's farmer and admins, nobody else. */
  seeWho: (user: Subject | null, farm: Pick<FarmRow, 'ownerId'>) => isAdmin(user) || (!!user && farm.ownerId === user.id),
};
