import type { FarmRow, UserRow } from '../../db/schema/index.js';

/** Who may do what with reports of wrong information: one line each (the services enforce them; resolving is the admin routes'). */
export const reportPolicy = {
  /** Anyone signed in, at a public listing; its own farmer fixes it instead. */
  file: (user: UserRow, farm: Pick<FarmRow, 'ownerId' | 'status'>) => farm.status === 'published' && farm.ownerId !== user.id,
  /** The listing's farmer answers the reports about it. */
  reply: (user: UserRow, farm: Pick<FarmRow, 'ownerId'>) => farm.ownerId === user.id,
};
