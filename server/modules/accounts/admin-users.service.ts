import type { z } from 'zod';
import type { AdminUser, AdminUserQuerySchema, AdminUserUpdateSchema, AuditQuerySchema } from '@common/schemas/admin-users.js';
import type { Db } from '../../db/client.js';
import { publish } from '../../lib/events/index.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { SessionService } from '../auth/session.js';
import { usersRepository } from '../auth/users.service.js';
import { accountPolicy } from './accounts.policy.js';
import { adminUsersRepository, presentAdminUser } from './admin-users.repository.js';
import { listAudit, recordAuditBy } from './audit.js';
import { twoFactorRepository } from '../auth/users.service.js';

/** The admin users screen: search, change role, suspend. Every change is audited and ends the user's sessions. */
export function adminUsersService(db: Db, sessions: SessionService) {
  const repo = adminUsersRepository(db);
  const users = usersRepository(db);

  return {
    list: (query: z.output<typeof AdminUserQuerySchema>) => repo.list(query),

    /** What admins did, newest first (the route is admin-only). */
    auditLog: (query: z.output<typeof AuditQuerySchema>) => listAudit(db, query),

    async update(admin: Actor, id: string, input: z.output<typeof AdminUserUpdateSchema>): Promise<AdminUser> {
      const target = await users.findById(id);
      if (!target) throw notFound('errors:account.noUser');
      if (!accountPolicy.manage(admin, target)) throw forbidden('errors:account.notYourself');
      if (target.deletedAt) throw conflict('errors:account.deleted');

      const updated = await db.transaction(async (tx) => {
        const txUsers = usersRepository(tx);
        let row = target;
        if (input.userType && input.userType !== target.userType) {
          row = (await txUsers.update(target.id, { userType: input.userType }))!;
          await recordAuditBy(tx, admin, {
            action: 'user.role',
            summary: `Changed ${target.email} from ${target.userType} to ${input.userType}`,
            target: { type: 'user', id: target.id },
            details: { from: target.userType, to: input.userType },
          });
        }
        if (input.suspended !== undefined && input.suspended !== (target.suspendedAt !== null)) {
          row = (await txUsers.update(target.id, { suspendedAt: input.suspended ? new Date() : null }))!;
          await recordAuditBy(tx, admin, {
            action: input.suspended ? 'user.suspend' : 'user.unsuspend',
            summary: `${input.suspended ? 'Suspended' : 'Lifted the suspension of'} ${target.email}`,
            target: { type: 'user', id: target.id },
          });
          if (input.suspended) await publish(tx, 'account.suspended', { userId: target.id, by: admin.id });
        }
        return row;
      });
      // A new role or a suspension takes effect at once: the user's sessions end (they sign in again, or cannot).
      if (updated !== target) await sessions.endAllForUser(target.id);
      const tf = await twoFactorRepository(db).find(target.id);
      return presentAdminUser(updated, !!tf?.enabledAt);
    },
  };
}
