import type { FarmRow } from '../../db/schema/index.js';
import type { Subject } from '../../lib/actor.js';

/** Who may do what with reports of wrong information: one line each (the services enforce them; resolving is for admins). */
export const reportPolicy = {
  /** Anyone signed in, at a public listing; its own farmer fixes it instead. */
  file: (user: Subject, farm: Pick<FarmRow, 'ownerId' | 'status'>) => farm.status === 'published' && farm.ownerId !== user.id,
  /** The listing's farmer answers the reports about it. */
  reply: (user: Subject, farm: Pick<FarmRow, 'ownerId'>) => farm.ownerId === user.id,
};
