import { and, eq } from 'drizzle-orm';
import { DeleteAccountSchema, EmailChangeSchema, PasswordChangeSchema, ProfileSchema } from '@common/schemas/account.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { farms, type UserRow } from '../../db/schema/index.js';
import { badRequest, parse } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { confirmPassword } from '../auth/password-check.js';
import { presentUser } from '../auth/user.presenter.js';
import { usersRepository } from '../auth/users.repository.js';
import { farmsService } from '../farms/farms.service.js';
import { detachLinkedRows, exportLinkedRows } from './account-data.js';
import type { EmailFlows } from './email-flows.service.js';
import { sendSecurityNotice } from './security-notice.js';
import { actorOf } from '../../lib/actor.js';
import { msg } from '@common/i18n/keys.js';
import type { Language, Message } from '../../lib/i18n.js';

/** Account settings: profile, email, password, download my data, delete my account. */
export function accountService(db: Db, config: Config, flows: EmailFlows) {
  const users = usersRepository(db);
  const notice = (user: UserRow, change: Message) => sendSecurityNotice(db, config.appOrigin, user, change);

  const ownedFarmIds = async (userId: string) => (await db.select({ id: farms.id }).from(farms).where(eq(farms.ownerId, userId))).map((f) => f.id);

  return {
    async updateProfile(user: UserRow, body: unknown) {
      const input = parse(ProfileSchema, body);
      return (await users.update(user.id, input)) ?? user;
    },

    async changePassword(user: UserRow, body: unknown) {
      const input = parse(PasswordChangeSchema, body);
      await confirmPassword(db, user, input.currentPassword);
      if (input.newPassword === input.currentPassword) {
        throw badRequest('errors:account.samePassword', { newPassword: msg('errors:account.samePasswordField') });
      }
      const updated = (await users.update(user.id, { passwordHash: await hashPassword(input.newPassword) }))!;
      await notice(user, msg('emails:security.changes.passwordChanged'));
      return updated;
    },

    async requestEmailChange(user: UserRow, body: unknown, lang: Language) {
      const input = parse(EmailChangeSchema, body);
      await confirmPassword(db, user, input.currentPassword);
      await flows.requestEmailChange(user, input.email, lang);
      return input.email;
    },

    /** Everything the account owns, as one JSON document (the privacy policy's "download my data"). */
    async exportData(user: UserRow) {
      const listings = await Promise.all((await ownedFarmIds(user.id)).map((id) => farmsService(db).detail(actorOf(user), id)));
      return {
        exportedAt: new Date().toISOString(),
        site: config.appOrigin,
        account: { ...presentUser(user), emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null },
        listings,
        records: await exportLinkedRows(db, user.id),
      };
    },

    /**
     * Deletes the account: listings unpublished, personal rows erased, the user row anonymised in place so that
     * reviews and messages keep an author ("Deleted user") but nothing ties them to the person.
     */
    async deleteAccount(user: UserRow, body: unknown) {
      const input = parse(DeleteAccountSchema, body);
      await confirmPassword(db, user, input.password, 'password');
      const published = await db
        .select({ id: farms.id })
        .from(farms)
        .where(and(eq(farms.ownerId, user.id), eq(farms.status, 'published')));
      for (const { id } of published) await farmsService(db).patch(actorOf(user), id, { status: 'draft' });
      await db.transaction(async (tx) => {
        await detachLinkedRows(tx, user.id);
        await usersRepository(tx).update(user.id, {
          email: `deleted-${user.id}@deleted.invalid`,
          firstName: 'Deleted user',
          passwordHash: '!deleted',
          emailVerifiedAt: null,
          homeLabel: null,
          homeLat: null,
          homeLng: null,
          onboardingCompleted: true,
          deletedAt: new Date(),
        });
      });
    },
  };
}
