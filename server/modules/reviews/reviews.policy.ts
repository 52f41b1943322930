import type { FarmRow, ReviewRow } from '../../db/schema/index.js';
import { isAdmin, type Subject } from '../../lib/actor.js';

/** Who may do what with a review: one line each (the service enforces them). */
export const reviewPolicy = {
  /** Anyone signed in but the listing's own farmer: no grading your own stand. */
  write: (user: Subject, farm: Pick<FarmRow, 'ownerId'>) => farm.ownerId !== user.id,
  edit: (user: Subject, review: Pick<ReviewRow, 'userId'>) => review.userId === user.id,
  delete: (user: Subject, review: Pick<ReviewRow, 'userId'>) => review.userId === user.id || isAdmin(user),
  reply: (user: Subject | null, farm: Pick<FarmRow, 'ownerId'>) => !!user && farm.ownerId === user.id,
  /** Reporting is for other people's reviews: an author who regrets one edits or deletes it. */
  report: (user: Subject, review: Pick<ReviewRow, 'userId'>) => review.userId !== user.id,
  hide: (user: Subject) => isAdmin(user),
  /** Hidden reviews stay visible to their author (marked) and to admins. */
  see: (user: Subject | null, review: Pick<ReviewRow, 'userId' | 'hiddenAt'>) => review.hiddenAt === null || isAdmin(user) || review.userId === user?.id,
  seeReports: (user: Subject | null) => isAdmin(user),
};
