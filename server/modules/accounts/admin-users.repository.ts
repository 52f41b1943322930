import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUser, AdminUserQuerySchema } from '@common/schemas/admin-users.js';
import type { Db } from '../../db/client.js';
import { sessions, twoFactor, users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// Keyset paging on (created_at, id): stable while new accounts arrive.
const encode = (createdAt: Date, id: string) => Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
function decode(cursor: string) {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(date.getTime())) throw badRequest('This page link is not valid any more. Start from the first page.', { cursor: 'Invalid cursor' });
  return { date, id };
}

export function adminUsersRepository(db: Db) {
  return {
    async list(query: z.output<typeof AdminUserQuerySchema>): Promise<{ items: AdminUser[]; nextCursor: string | null }> {
      const where: Array<SQL | undefined> = [];
      if (query.q) {
        const pattern = `%${likeEscape(query.q)}%`;
        where.push(or(ilike(users.email, pattern), ilike(users.firstName, pattern)));
      }
      if (query.role) where.push(eq(users.userType, query.role));
      if (query.status === 'deleted') where.push(isNotNull(users.deletedAt));
      else where.push(isNull(users.deletedAt));
      if (query.status === 'suspended') where.push(isNotNull(users.suspendedAt));
      if (query.status === 'active') where.push(isNull(users.suspendedAt));
      if (query.status === 'unverified') where.push(isNull(users.emailVerifiedAt));
      if (query.cursor) {
        const { date, id } = decode(query.cursor);
        where.push(sql`(${users.createdAt}, ${users.id}) < (${date.toISOString()}::timestamptz, ${id}::uuid)`);
      }
      const rows = await db
        .select({
          user: users,
          twoFactorEnabled: sql<boolean>`${twoFactor.enabledAt} IS NOT NULL`,
          lastSeenAt: sql<string | null>`(SELECT max(${sessions.lastSeenAt}) FROM ${sessions} WHERE ${sessions.userId} = ${users.id})`,
        })
        .from(users)
        .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
        .where(and(...where))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        items: page.map(({ user, twoFactorEnabled, lastSeenAt }) => presentAdminUser(user, twoFactorEnabled, lastSeenAt)),
        nextCursor: rows.length > query.limit && last ? encode(last.user.createdAt, last.user.id) : null,
      };
    },
  };
}

export function presentAdminUser(user: typeof users.$inferSelect, twoFactorEnabled: boolean, lastSeenAt: string | Date | null): AdminUser {
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
    lastSeenAt: lastSeenAt ? new Date(lastSeenAt).toISOString() : null,
  };
}
