import type { z } from 'zod';
import type { AccountExport, AccountTypeSchema, DeleteAccountSchema, EmailChangeSchema, PasswordChangeSchema, ProfileSchema } from '@common/schemas/account.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.js';
import { limit } from '../../lib/rate-limit.js';
import { hashPassword } from '../../lib/passwords.js';
import { confirmPassword } from '../auth/password-check.js';
import { presentUser } from '../auth/user.presenter.js';
import { usersRepository } from '../auth/users.service.js';
import { accountPolicy } from './accounts.policy.js';
import { farmsService } from '../farms/farms.service.js';
import { accountRepository } from './account.repository.js';
import { detachLinkedRows, exportLinkedRows } from './account-data.repository.js';
import type { EmailFlows } from './email-flows.service.js';
import { sendSecurityNotice } from '../auth/security-notice.js';
import { tokensRepository } from './tokens.repository.js';
import type { Actor } from '../../lib/actor.js';
import { msg } from '@common/i18n/keys.js';
import type { Language, Message } from '../../lib/i18n.js';

/** Account settings: profile, email, password, download my data, delete my account. */
/**
 * `notificationPreferences` is the notifications module's reader of a user's choices on every channel (decision 060),
 * handed in by the app (server/app.ts): notifications sit above accounts in the module order.
 */
export type NotificationPreferencesReader = (userId: string) => Promise<AccountExport['notificationPreferences']>;

export function accountService(db: Db, config: Config, flows: EmailFlows, notificationPreferences: NotificationPreferencesReader) {
  const users = usersRepository(db);
  const notice = (user: UserRow, change: Message) => sendSecurityNotice(db, config.appOrigin, user, change);
  /** The acting user's account row (a session's user exists, or the session would not). */
  const account = async (user: Actor) => {
    const row = await users.findById(user.id);
    if (!row) throw unauthorized();
    return row;
  };

  const owned = accountRepository(db);

  return {
    async updateProfile(user: Actor, input: z.output<typeof ProfileSchema>) {
      return presentUser((await users.update(user.id, input)) ?? (await account(user)));
    },

    /**
     * A shopper who meant to list a stand turns their account into a farmer's (issue 34 point 3); a farmer goes back
     * to a shopper's only while the account owns no listing (a draft too), so no listing is left with an owner who
     * cannot edit it. An admin's role is changed by another admin (admin users screen), never here.
     */
    async changeUserType(actor: Actor, input: z.output<typeof AccountTypeSchema>) {
      const user = await account(actor);
      if (!accountPolicy.changeOwnType(user)) throw forbidden('errors:account.userTypeAdmin');
      if (user.userType === input.userType) return presentUser(user);
      await limit(db, 'userTypeChange', user.id);
      if (input.userType === 'consumer' && (await owned.ownedFarmIds(user.id)).length > 0) throw conflict('errors:account.userTypeHasListings');
      return presentUser((await users.update(user.id, { userType: input.userType }))!);
    },

    async changePassword(actor: Actor, input: z.output<typeof PasswordChangeSchema>) {
      const user = await account(actor);
      await confirmPassword(db, user, input.currentPassword);
      if (input.newPassword === input.currentPassword) {
        throw badRequest('errors:account.samePassword', { newPassword: msg('errors:account.samePasswordField') });
      }
      const passwordHash = await hashPassword(input.newPassword);
      const updated = await db.transaction(async (tx) => {
        // Links emailed before the change (a reset link above all) must not undo it (issue 29.7).
        await tokensRepository(tx).revokePending(user.id);
        return (await usersRepository(tx).update(user.id, { passwordHash }))!;
      });
      await notice(user, msg('emails:security.changes.passwordChanged'));
      return presentUser(updated);
    },

    async requestEmailChange(actor: Actor, input: z.output<typeof EmailChangeSchema>, lang: Language) {
      const user = await account(actor);
      await confirmPassword(db, user, input.currentPassword);
      await flows.requestEmailChange(user, input.email, lang);
      return input.email;
    },

    /** Everything the account owns, as one JSON document (the privacy policy's "download my data"). */
    async exportData(actor: Actor): Promise<AccountExport> {
      const user = await account(actor);
      const listings = await Promise.all((await owned.ownedFarmIds(user.id)).map((id) => farmsService(db).detail(actor, id)));
      return {
        exportedAt: new Date().toISOString(),
        site: config.appOrigin,
        account: { ...presentUser(user), emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null },
        listings,
        notificationPreferences: await notificationPreferences(user.id),
        records: await exportLinkedRows(db, user.id),
      };
    },

    /**
     * Deletes the account: listings unpublished, personal rows erased, the user row anonymised in place so that
     * reviews and messages keep an author ("Deleted user") but nothing ties them to the person.
     */
    async deleteAccount(actor: Actor, input: z.output<typeof DeleteAccountSchema>) {
      const user = await account(actor);
      await confirmPassword(db, user, input.password, 'password');
      for (const id of await owned.ownedFarmIds(user.id, 'published')) await farmsService(db).patch(actor, id, { status: 'draft' });
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
