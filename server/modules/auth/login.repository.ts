import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loginChallenges, loginNetworks, users } from '../../db/schema/index.js';

/** What sign-in remembers between requests: the owner's usual networks, and half-finished two-step sign-ins. */
export function loginRepository(db: DbOrTx) {
  return {
    /** Whether the account with this email signed in from `network` in the last `days` days (one query, account or not). */
    async signedInFrom(email: string, network: string, days: number): Promise<boolean> {
      const { rows } = await db.execute(sql`
        SELECT 1 FROM ${loginNetworks} n JOIN ${users} u ON u.id = n.user_id
         WHERE lower(u.email) = ${email.toLowerCase()} AND n.network = ${network}
           AND n.last_sign_in_at > now() - make_interval(days => ${days})`);
      return rows.length > 0;
    },
    async touchNetwork(userId: string, network: string) {
      await db
        .insert(loginNetworks)
        .values({ userId, network })
        .onConflictDoUpdate({ target: [loginNetworks.userId, loginNetworks.network], set: { lastSignInAt: new Date() } });
    },

    async insertChallenge(id: string, userId: string, expiresAt: Date) {
      await db.insert(loginChallenges).values({ id, userId, expiresAt });
    },
    /** A challenge still running: not expired, with attempts left. */
    async findChallenge(id: string, maxAttempts: number) {
      const [row] = await db
        .select()
        .from(loginChallenges)
        .where(and(eq(loginChallenges.id, id), gt(loginChallenges.expiresAt, new Date()), lt(loginChallenges.attempts, maxAttempts)));
      return row;
    },
    async countChallengeAttempt(id: string) {
      await db
        .update(loginChallenges)
        .set({ attempts: sql`${loginChallenges.attempts} + 1` })
        .where(eq(loginChallenges.id, id));
    },
    async deleteChallenge(id: string) {
      await db.delete(loginChallenges).where(eq(loginChallenges.id, id));
    },
    /** Networks not signed in from for `days` days: no longer usual ones. */
    async forgetNetworksOlderThan(days: number) {
      await db.execute(sql`DELETE FROM login_networks WHERE last_sign_in_at < now() - make_interval(days => ${days})`);
    },
    purgeExpiredChallenges: () => db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, sql`now()`)),
  };
}
