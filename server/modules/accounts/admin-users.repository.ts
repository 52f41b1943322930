import { and, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminPage } from '@common/schemas/admin.js';
import type { AdminUser, AdminUserQuerySchema } from '@common/schemas/admin-users.js';
import type { Db } from '../../db/client.js';
import { twoFactor, users } from '../../db/schema/index.js';
import { likePattern, offsetOf, orderBy, pageOf } from '../../lib/admin-paging.js';

// Never-seen accounts sort last whichever the direction, so "last seen, newest first" starts with real activity.
const SORT = {
  created: users.createdAt,
  name: sql`lower(${users.firstName})`,
  email: users.email,
  lastSeen: sql`coalesce(${users.lastSeenAt}, '-infinity'::timestamptz)`,
} as const;

export function adminUsersRepository(db: Db) {
  return {
    /** One page of the admin users table: searched, filtered and sorted on the server, with the total. */
    async list(query: z.output<typeof AdminUserQuerySchema>): Promise<AdminPage<AdminUser>> {
      const pattern = query.q ? likePattern(query.q) : null;
      const where = and(
        pattern ? or(ilike(users.email, pattern), ilike(users.firstName, pattern)) : undefined,
        query.role ? eq(users.userType, query.role) : undefined,
        query.status === 'deleted' ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
        query.status === 'suspended' ? isNotNull(users.suspendedAt) : undefined,
        query.status === 'active' ? isNull(users.suspendedAt) : undefined,
        query.status === 'unverified' ? isNull(users.emailVerifiedAt) : undefined,
      ) as SQL;
      const offset = offsetOf(query.cursor);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ user: users, twoFactorEnabled: sql<boolean>`${twoFactor.enabledAt} IS NOT NULL` })
          .from(users)
          .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
          .where(where)
          .orderBy(...orderBy(SORT[query.sort], query.dir, users.id))
          .limit(query.limit + 1)
          .offset(offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return pageOf(rows, { limit: query.limit, offset, total }, ({ user, twoFactorEnabled }) => presentAdminUser(user, twoFactorEnabled));
    },
  };
}

export function presentAdminUser(user: typeof users.$inferSelect, twoFactorEnabled: boolean): AdminUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    userType: user.userType,
    emailVerified: user.emailVerifiedAt !== null,
    twoFactorEnabled,
    suspended: user.suspendedAt !== null,
    deleted: user.deletedAt !== null,
    createdAt: user.createdAt.toISOString(),
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
  };
}
