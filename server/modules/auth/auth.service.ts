import type { z } from 'zod';
import type { HomeLocationSchema, LoginSchema, RegisterSchema, User } from '@common/schemas/auth.js';
import { DEFAULT_LANGUAGE, type Language } from '@common/i18n/languages.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, conflict, HttpError, unauthorized, withValues } from '../../lib/errors.js';
import { resolveLocation } from '../../lib/geo/gazetteer.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { networkKey } from '../../lib/client-network.js';
import { publish } from '../../lib/events/index.js';
import { limit, within } from '../../lib/rate-limit.js';
import { sendSecurityNotice } from './security-notice.js';
import { loginThrottle } from './login-throttle.js';
import { presentUser } from './user.presenter.js';
import { usersRepository } from './users.repository.js';
import { signInPolicy } from './auth.policy.js';
import { msg } from '@common/i18n/keys.js';

const LOGIN_FAILED = msg('errors:auth.loginFailed');

/** The verification email a new account gets (accounts' email flows, handed in so that neither module imports the other). */
export type SendVerification = (tx: DbOrTx, user: UserRow, lang: Language) => Promise<void>;

export function authService(db: Db, appOrigin: string, sendVerification: SendVerification) {
  const users = usersRepository(db);
  const throttle = loginThrottle(db, appOrigin);

  /**
   * docs/product.md §S4 and §S7 make registration sign the new user in and answer the user, so an address that has an account
   * cannot be answered "like a new one" (docs/decisions/009-sign-in-abuse.md): the 409 stays, limited per network,
   * and the owner hears about it, once a day at most.
   */
  async function tellOwnerOfSignUpAttempt(email: string, lang?: Language) {
    const owner = await users.findByEmail(email);
    if (!owner || owner.deletedAt || !(await within(db, 'signUpTakenNotice', owner.id))) return;
    await sendSecurityNotice(db, appOrigin, owner, msg('emails:security.changes.signUpAttempt'), lang);
  }

  /** The user as changed, or as they are when the update found nothing to change. */
  async function current(user: Actor, updated: UserRow | undefined): Promise<User> {
    const row = updated ?? (await users.findById(user.id));
    if (!row) throw unauthorized();
    return presentUser(row);
  }

  return {
    /** The new account's row, its verification email queued (in `lang` until it chooses one): the route signs it in. */
    async register(input: z.output<typeof RegisterSchema>, ip: string, lang: Language): Promise<UserRow> {
      await limit(db, 'registerIp', networkKey(ip));
      if (input.password.toLowerCase().includes(input.email.split('@')[0]) && input.email.split('@')[0].length >= 4) {
        throw badRequest('errors:auth.passwordHasEmailFull', { password: msg('errors:auth.passwordHasEmail') });
      }
      const passwordHash = await hashPassword(input.password);
      // The account and its event commit together (the referral credit listens, decision 058).
      const user = await db.transaction(async (tx) => {
        const created = await usersRepository(tx).insert({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          userType: input.userType,
          // Signed up in Spanish: kept, so what is said later with no request to go by (notifications, pushes, emails
          // sent by a job) is said in it too. English stays "none chosen" (null), the default either way.
          ...(lang !== DEFAULT_LANGUAGE ? { language: lang } : {}),
        });
        if (created) await publish(tx, 'account.registered', { userId: created.id, ref: input.ref ?? null });
        return created;
      });
      if (!user) {
        await tellOwnerOfSignUpAttempt(input.email, lang);
        throw conflict('errors:auth.emailTaken');
      }
      await sendVerification(db, user, lang);
      return user;
    },

    /** The account the password opens: the route starts its session, or its second-factor challenge. */
    async login(input: z.output<typeof LoginSchema>, ip: string, lang?: Language): Promise<UserRow> {
      await throttle.beforeAttempt(input.email, ip);
      const user = await users.findByEmail(input.email);
      const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !ok || user.deletedAt) {
        await throttle.failed(input.email, ip, user && !user.deletedAt ? user : null, lang);
        throw new HttpError(401, LOGIN_FAILED);
      }
      if (!signInPolicy.signIn(user)) throw new HttpError(403, msg('errors:auth.suspended'));
      await throttle.succeeded(user.id, input.email, ip);
      return user;
    },

    async completeOnboarding(user: Actor): Promise<User> {
      return current(user, await users.update(user.id, { onboardingCompleted: true }));
    },

    async setHome(user: Actor, input: z.output<typeof HomeLocationSchema>): Promise<User> {
      const userId = user.id;
      if ('location' in input) {
        const place = resolveLocation(input.location);
        if (!place) {
          // A message with values is built apart: the key checker reads only a key written straight into the call.
          const said = withValues('errors:auth.placeNotFound', { location: input.location });
          throw badRequest(said, { location: msg('errors:auth.unknownPlace') });
        }
        return current(user, await users.update(userId, { homeLat: place.lat, homeLng: place.lng, homeLabel: place.label }));
      }
      return current(user, await users.update(userId, { homeLat: input.lat, homeLng: input.lng, homeLabel: input.label ?? 'My location' }));
    },
  };
}
