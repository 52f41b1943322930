import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountTokens } from '../../db/schema/index.js';
import { hashToken } from '../auth/session.js';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/** How long each emailed link works. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 3600_000,
  'change-email': 24 * 3600_000,
  'reset-password': 3600_000,
};

export function tokensRepository(db: DbOrTx) {
  return {
    /** A new link token; earlier unused ones of the same purpose stop working, so only the newest email counts. */
    async issue(userId: string, purpose: TokenPurpose, email: string) {
      const token = crypto.randomBytes(32).toString('base64url');
      await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
      await db.insert(accountTokens).values({ id: hashToken(token), userId, purpose, email, expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]) });
      return token;
    },
    /** Uses a token once: one atomic update, so two clicks racing cannot both succeed. */
    async consume(token: string, purpose: TokenPurpose) {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountTokens.id, hashToken(token)),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, new Date()),
          ),
        )
        .returning();
      return row;
    },
    async revokeAll(userId: string, purpose: TokenPurpose) {
      await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    },
    /**
     * Every link of the account not used yet (reset, verification, new address): a credential changed, so a link
     * emailed before it must not undo or bypass the change (issue 29.7). The owner asks again if they need one.
     */
    async revokePending(userId: string) {
      await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
    },
    /** Links expired a week ago or more (used and expired ones are kept a week, for support questions). */
    async purgeExpiredWeekAgo() {
      await db.delete(accountTokens).where(lt(accountTokens.expiresAt, sql`now() - interval '7 days'`));
    },
  };
}
