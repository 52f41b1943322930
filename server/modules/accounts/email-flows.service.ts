import type { z } from 'zod';
import type { ForgotPasswordSchema, ResetPasswordSchema, VerifyEmailSchema } from '@common/schemas/account.js';
import type { Config } from '../../config/env.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, conflict, unauthorized, withValues } from '../../lib/errors.js';
import { enqueueJob } from '../../lib/jobs/index.js';
import { enqueueEmail } from '../../lib/mail/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { networkKey } from '../../lib/client-network.js';
import { limit } from '../../lib/rate-limit.js';
import { loginThrottle } from '../auth/login-throttle.js';
import { lazySecretBox } from '../auth/secret-key.js';
import { usersRepository } from '../auth/users.service.js';
import { sendSecurityNotice } from '../auth/security-notice.js';
import { tokensRepository } from './tokens.repository.js';
import { msg } from '@common/i18n/keys.js';
import type { Language } from '@common/i18n/languages.js';

export const PASSWORD_RESET_JOB = 'accounts.password-reset';
const LINK_INVALID = msg('errors:account.linkInvalid');

/** Whom an account email goes to, and in which language. */
type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName' | 'language'>;

/** Emailed links: verifying an address, confirming a new one, and resetting a forgotten password. */
export function emailFlows(db: Db, config: Config) {
  const users = usersRepository(db);
  const throttle = loginThrottle(db, config.appOrigin);
  // Emails whose link signs in, proves an address or resets a password are queued encrypted (lib/mail).
  const box = lazySecretBox(db, config);
  const link = (path: string, token: string) => `${config.appOrigin}${path}?token=${encodeURIComponent(token)}`;

  const flows = {
    /** Queues the verification email in the caller's transaction (registration, resend). */
    /** In the account's language, or the request's (`lang`) while the account has chosen none: a new sign-up. */
    async sendVerification(tx: DbOrTx, user: Recipient, lang: Language) {
      const token = await tokensRepository(tx).issue(user.id, 'verify-email', user.email);
      await enqueueEmail(
        tx,
        { to: user.email, template: 'verify-email', lang: user.language ?? lang, data: { firstName: user.firstName, url: link('/verify-email', token) } },
        await box(),
      );
    },

    async resendVerification(actor: Actor, lang: Language): Promise<{ email: string }> {
      const user = await users.findById(actor.id);
      if (!user) throw unauthorized();
      if (user.emailVerifiedAt) throw conflict('errors:account.alreadyVerified');
      await limit(db, 'verifyResend', user.id);
      await db.transaction((tx) => flows.sendVerification(tx, user, lang));
      return { email: user.email };
    },

    /** A verification link or a new-address link: either proves the address the link was sent to. */
    async verifyEmail({ token }: z.output<typeof VerifyEmailSchema>): Promise<{ userId: string; email: string; emailChanged: boolean }> {
      return db.transaction(async (tx) => {
        const tokens = tokensRepository(tx);
        const row = (await tokens.consume(token, 'verify-email')) ?? (await tokens.consume(token, 'change-email'));
        if (!row) throw badRequest(LINK_INVALID, { token: LINK_INVALID });
        const txUsers = usersRepository(tx);
        const user = await txUsers.findById(row.userId);
        if (!user || user.deletedAt) throw badRequest(LINK_INVALID, { token: LINK_INVALID });
        if (row.purpose === 'verify-email') {
          // A link sent to an address the account no longer uses proves nothing about the current one.
          if (user.email.toLowerCase() !== row.email.toLowerCase()) throw badRequest(LINK_INVALID, { token: LINK_INVALID });
          await txUsers.update(user.id, { emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
          return { userId: user.id, email: user.email, emailChanged: false };
        }
        const taken = await txUsers.findByEmail(row.email);
        if (taken && taken.id !== user.id) throw conflict('errors:account.emailTakenNow');
        // To the old address, while it is still the account's (mail goes only to an account's verified address).
        await sendSecurityNotice(tx, config.appOrigin, user, withValues('emails:security.changes.emailChanged', { email: row.email }));
        await txUsers.update(user.id, { email: row.email, emailVerifiedAt: new Date() });
        // A reset link sent to the old address, or another new-address link, must not work after the change.
        await tokens.revokePending(user.id);
        return { userId: user.id, email: row.email, emailChanged: true };
      });
    },

    /** Sends a link to a new address; the account keeps its current one until the link is opened. */
    async requestEmailChange(user: Recipient, email: string, lang: Language) {
      await limit(db, 'emailChange', user.id);
      if (email.toLowerCase() === user.email.toLowerCase()) throw badRequest('errors:account.sameEmail', { email: msg('errors:account.sameEmailField') });
      // The same answer whether or not the address is taken: this form must not tell who has an account.
      if (await users.findByEmail(email)) return;
      await db.transaction(async (tx) => {
        const token = await tokensRepository(tx).issue(user.id, 'change-email', email);
        await enqueueEmail(
          tx,
          {
            to: email,
            template: 'confirm-new-email',
            lang: user.language ?? lang,
            data: { firstName: user.firstName, email, url: link('/verify-email', token) },
          },
          await box(),
        );
      });
    },

    /**
     * Forgot password: the request only queues a job, the same work whether or not the address has an account,
     * so neither the answer nor its timing tells. The job looks the account up and sends the link.
     */
    async forgotPassword({ email }: z.output<typeof ForgotPasswordSchema>, ip: string, lang: Language) {
      await limit(db, 'passwordResetIp', networkKey(ip));
      await limit(db, 'passwordResetEmail', `${email}:${networkKey(ip)}`);
      // Someone flooding this address from elsewhere must not stop its owner asking from their usual network.
      if (!(await throttle.usualNetwork(email, ip))) await limit(db, 'passwordResetEmailAnywhere', email);
      // The request's language goes with it: the email is in it unless the account has chosen one.
      await enqueueJob(db, { kind: PASSWORD_RESET_JOB, payload: { email, lang }, maxAttempts: 5 });
    },

    /** The job behind forgotPassword. */
    async sendResetLink({ email, lang }: { email: string; lang?: Language }) {
      const user = await users.findByEmail(email);
      if (!user || user.deletedAt || user.suspendedAt) return;
      await db.transaction(async (tx) => {
        const token = await tokensRepository(tx).issue(user.id, 'reset-password', user.email);
        await enqueueEmail(
          tx,
          { to: user.email, template: 'reset-password', lang: user.language ?? lang, data: { firstName: user.firstName, url: link('/reset-password', token) } },
          await box(),
        );
      });
    },

    /** A new password from a reset link: single use, one hour; every session of the account ends. */
    async resetPassword(input: z.output<typeof ResetPasswordSchema>, endSessions: (userId: string) => Promise<unknown>): Promise<UserRow> {
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const row = await tokensRepository(tx).consume(input.token, 'reset-password');
        if (!row) throw badRequest(LINK_INVALID, { token: LINK_INVALID });
        const found = await usersRepository(tx).findById(row.userId);
        if (!found || found.deletedAt || found.email.toLowerCase() !== row.email.toLowerCase()) throw badRequest(LINK_INVALID, { token: LINK_INVALID });
        // The link proves the mailbox, so the address counts as verified too.
        const updated = (await usersRepository(tx).update(found.id, { passwordHash, emailVerifiedAt: found.emailVerifiedAt ?? new Date() }))!;
        await tokensRepository(tx).revokePending(found.id);
        await sendSecurityNotice(tx, config.appOrigin, found, msg('emails:security.changes.passwordReset'));
        return updated;
      });
      await endSessions(user.id);
      return user;
    },
  };
  return flows;
}

export type EmailFlows = ReturnType<typeof emailFlows>;
