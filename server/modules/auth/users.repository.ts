import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { sessions, twoFactor, users, type UserRow } from '../../db/schema/index.js';

export function usersRepository(db: DbOrTx) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** Returns null when the email is taken (unique index), without a race between check and insert. */
    async insert(values: typeof users.$inferInsert): Promise<UserRow | null> {
      const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },
    async update(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export function sessionsRepository(db: Db) {
  return {
    async create(values: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(values);
      await db
        .update(users)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(users.id, values.userId));
    },
    /** The live session, its user and whether the account has two-step verification on; undefined when it expired. */
    async findLive(id: string) {
      const [row] = await db
        .select({ session: sessions, user: users, secondFactor: sql<boolean>`${twoFactor.enabledAt} IS NOT NULL` })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(twoFactor, eq(twoFactor.userId, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
      return row;
    },
    listForUser(userId: string) {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.lastSeenAt));
    },
    /** The session's last use, and its user's: the user's outlives the session (Admin → Users, "Last visit"). */
    async touch(id: string, userId: string, lastSeenAt: Date) {
      await db.execute(
        sql`WITH s AS (UPDATE sessions SET last_seen_at = ${lastSeenAt} WHERE id = ${id}) UPDATE users SET last_seen_at = ${lastSeenAt} WHERE id = ${userId}`,
      );
    },
    async delete(id: string) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async deleteForUser(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    /**
     * Rotation: every other session of the user ends, and this one takes a new id in place, so what is bound to it
     * (its push subscriptions, ON UPDATE CASCADE) stays with the device that is still signed in.
     */
    async rekeyEndingOthers(userId: string, oldId: string, values: Pick<typeof sessions.$inferInsert, 'id' | 'expiresAt'>) {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, oldId)));
      const moved = await db
        .update(sessions)
        .set({ ...values, createdAt: sql`now()`, lastSeenAt: sql`now()` })
        .where(and(eq(sessions.id, oldId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return moved.length > 0;
    },
    /** Expired sessions, and those idle longer than `idleSeconds`. */
    async purgeStale(idleSeconds: number) {
      await db.execute(sql`DELETE FROM sessions WHERE expires_at < now() OR last_seen_at < now() - make_interval(secs => ${idleSeconds})`);
    },
  };
}
