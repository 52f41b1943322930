import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AdminUserQuerySchema, AdminUserUpdateSchema, type AdminUser } from '@common/schemas/admin-users.js';
import type { Db } from '../../db/client.js';
import { twoFactor, type UserRow } from '../../db/schema/index.js';
import { conflict, forbidden, notFound, parse } from '../../lib/errors.js';
import type { SessionService } from '../auth/session.js';
import { usersRepository } from '../auth/users.repository.js';
import { adminUsersRepository, presentAdminUser } from './admin-users.repository.js';
import { recordAudit } from './audit.js';
import { isUuid } from '../../lib/ids.js';

/** The admin users screen: search, change role, suspend. Every change is audited and ends the user's sessions. */
export function adminUsersService(db: Db, sessions: SessionService) {
  const repo = adminUsersRepository(db);
  const users = usersRepository(db);

  return {
    list: (query: unknown) => repo.list(parse(AdminUserQuerySchema, query)),

    async update(admin: UserRow, request: FastifyRequest, id: string, body: unknown): Promise<AdminUser> {
      const input = parse(AdminUserUpdateSchema, body);
      const target = isUuid(id) ? await users.findById(id) : undefined;
      if (!target) throw notFound('errors:account.noUser');
      if (target.id === admin.id) throw forbidden('errors:account.notYourself');
      if (target.deletedAt) throw conflict('errors:account.deleted');

      const updated = await db.transaction(async (tx) => {
        const txUsers = usersRepository(tx);
        let row = target;
        if (input.userType && input.userType !== target.userType) {
          row = (await txUsers.update(target.id, { userType: input.userType }))!;
          await recordAudit(tx, request, {
            action: 'user.role',
            summary: `Changed ${target.email} from ${target.userType} to ${input.userType}`,
            target: { type: 'user', id: target.id },
            details: { from: target.userType, to: input.userType },
          });
        }
        if (input.suspended !== undefined && input.suspended !== (target.suspendedAt !== null)) {
          row = (await txUsers.update(target.id, { suspendedAt: input.suspended ? new Date() : null }))!;
          await recordAudit(tx, request, {
            action: input.suspended ? 'user.suspend' : 'user.unsuspend',
            summary: `${input.suspended ? 'Suspended' : 'Lifted the suspension of'} ${target.email}`,
            target: { type: 'user', id: target.id },
          });
        }
        return row;
      });
      // A new role or a suspension takes effect at once: the user's sessions end (they sign in again, or cannot).
      if (updated !== target) await sessions.endAllForUser(target.id);
      const [tf] = await db.select({ enabledAt: twoFactor.enabledAt }).from(twoFactor).where(eq(twoFactor.userId, target.id));
      return presentAdminUser(updated, !!tf?.enabledAt, null);
    },
  };
}
