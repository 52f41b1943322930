import type { UserRow } from '../../db/schema/index.js';

/** Who may do what with their own account at the door: used by the services (routes never decide). */
export const signInPolicy = {
  /** A suspended account keeps its data but opens no session, by password or by the second step (decision 059). */
  signIn: (account: Pick<UserRow, 'suspendedAt'>) => !account.suspendedAt,
};
