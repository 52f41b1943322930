import { actsAsAdmin } from '../auth/admin-powers.js';
import type { FarmRow, ReviewRow, UserRow } from '../../db/schema/index.js';

const isAdmin = actsAsAdmin;

/** Who may do what with a review: one line each (the service enforces them). */
export const reviewPolicy = {
  /** Anyone signed in but the listing's own farmer: no grading your own stand. */
  write: (user: UserRow, farm: Pick<FarmRow, 'ownerId'>) => farm.ownerId !== user.id,
  edit: (user: UserRow, review: Pick<ReviewRow, 'userId'>) => review.userId === user.id,
  delete: (user: UserRow, review: Pick<ReviewRow, 'userId'>) => review.userId === user.id || isAdmin(user),
  reply: (user: UserRow | null, farm: Pick<FarmRow, 'ownerId'>) => !!user && farm.ownerId === user.id,
  hide: (user: UserRow) => isAdmin(user),
  /** Hidden reviews stay visible to their author (marked) and to admins. */
  see: (user: UserRow | null, review: Pick<ReviewRow, 'userId' | 'hiddenAt'>) => review.hiddenAt === null || isAdmin(user) || review.userId === user?.id,
  seeReports: (user: UserRow | null) => isAdmin(user),
};
