import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recoveryCodes, twoFactor } from '../../db/schema/index.js';

export function twoFactorRepository(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
      return row;
    },
    /** A new secret being set up; replaces an unfinished setup, never an enabled one. */
    async savePending(userId: string, secret: string) {
      const rows = await db
        .insert(twoFactor)
        .values({ userId, secret })
        .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, lastUsedStep: null, createdAt: sql`now()` }, setWhere: isNull(twoFactor.enabledAt) })
        .returning();
      return rows.length > 0;
    },
    /**
     * Records `step` as used, only if it is newer than the last one: one atomic update, so two requests
     * racing with the same code cannot both win.
     */
    async useStep(userId: string, step: number, enable = false) {
      const rows = await db
        .update(twoFactor)
        .set({ lastUsedStep: step, ...(enable ? { enabledAt: new Date() } : {}) })
        .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))))
        .returning();
      return rows.length > 0;
    },
    /** Two-factor on with this secret at once (an operator's ADMIN_TOTP_SECRET): no setup, no recovery codes. */
    async provision(userId: string, secret: string) {
      await db.transaction(async (tx) => {
        await tx
          .insert(twoFactor)
          .values({ userId, secret, enabledAt: new Date() })
          .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, enabledAt: new Date(), lastUsedStep: null } });
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },
    async remove(userId: string) {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
    },
    async replaceRecoveryCodes(userId: string, hashes: string[]) {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
      });
    },
    unusedRecoveryCodes(userId: string) {
      return db
        .select()
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    },
    /** Single use: only the first of two racing requests marks the code used. */
    async useRecoveryCode(id: string) {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
        .returning();
      return rows.length > 0;
    },
  };
}
