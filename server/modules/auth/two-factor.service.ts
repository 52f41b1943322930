import QRCode from 'qrcode';
import type { z } from 'zod';
import type {
  RecoveryCodesAnswer,
  RecoveryCodesSchema,
  TwoFactorDisableSchema,
  TwoFactorEnableSchema,
  TwoFactorSetup,
  TwoFactorSetupSchema,
  TwoFactorStatus,
} from '@common/schemas/account.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, conflict, unauthorized } from '../../lib/errors.js';
import { limit, resetLimit } from '../../lib/rate-limit.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { sendSecurityNotice } from './security-notice.js';
import { confirmPassword } from './password-check.js';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUrl, recoveryCodeMatches, totpStep } from './totp.js';
import { twoFactorRepository } from './two-factor.repository.js';
import { usersRepository } from './users.repository.js';
import { msg } from '@common/i18n/keys.js';
import type { Language } from '@common/i18n/languages.js';

export const WRONG_CODE = msg('errors:auth.wrongCode');

/** TOTP two-factor: setup, confirmation, the login check (codes and recovery codes, each used once), disabling. */
export function twoFactorService(db: Db, box: () => Promise<SecretBox>, appOrigin: string) {
  const repo = twoFactorRepository(db);
  const secretOf = async (sealed: string) => (await box()).open(sealed);

  /** The acting user's account row: its password hash confirms changes, its address gets the notices. */
  async function account(user: Actor) {
    const row = await usersRepository(db).findById(user.id);
    if (!row) throw unauthorized();
    return row;
  }

  async function newCodes(userId: string) {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode));
    return codes;
  }

  return {
    async status(userId: string): Promise<TwoFactorStatus> {
      const row = await repo.find(userId);
      if (!row?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 };
      return { enabled: true, recoveryCodesLeft: (await repo.unusedRecoveryCodes(userId)).length };
    },

    async isEnabled(userId: string) {
      return !!(await repo.find(userId))?.enabledAt;
    },

    /** A new secret, pending until a code from it is confirmed. */
    async beginSetup(actor: Actor, { password }: z.output<typeof TwoFactorSetupSchema>): Promise<TwoFactorSetup> {
      const user = await account(actor);
      await confirmPassword(db, user, password, 'password');
      const secret = newTotpSecret();
      if (!(await repo.savePending(user.id, (await box()).seal(secret)))) {
        throw conflict('errors:auth.twoFactorAlreadyOnMove');
      }
      const url = otpauthUrl(secret, user.email);
      return { secret, otpauthUrl: url, qrSvg: await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
    },

    /**
     * Turns two-factor on with a code from the pending secret; answers the recovery codes, shown once. `lang`: the
     * owner's request, for the security notice when the account has no language saved.
     */
    async enable(actor: Actor, { password, code }: z.output<typeof TwoFactorEnableSchema>, lang?: Language): Promise<RecoveryCodesAnswer> {
      const user = await account(actor);
      await confirmPassword(db, user, password, 'password');
      await limit(db, 'twoFactor', user.id);
      const row = await repo.find(user.id);
      if (!row) throw conflict('errors:auth.twoFactorSetupFirst');
      if (row.enabledAt) throw conflict('errors:auth.twoFactorAlreadyOn');
      const step = totpStep(await secretOf(row.secret), code);
      if (step === null || !(await repo.useStep(user.id, step, true))) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
      await resetLimit(db, 'twoFactor', user.id);
      await sendSecurityNotice(db, appOrigin, user, msg('emails:security.changes.twoFactorOn'), lang);
      return { recoveryCodes: await newCodes(user.id) };
    },

    /** The second factor at sign-in: a TOTP code never used before, or an unused recovery code (used up). */
    async checkCode(userId: string, code: string): Promise<'totp' | 'recovery' | null> {
      await limit(db, 'twoFactor', userId);
      const row = await repo.find(userId);
      if (!row?.enabledAt) return null;
      let used: 'totp' | 'recovery' | null = null;
      const trimmed = code.trim();
      if (/^\d{6}$/.test(trimmed)) {
        const step = totpStep(await secretOf(row.secret), trimmed);
        if (step !== null && (await repo.useStep(userId, step))) used = 'totp';
      } else {
        for (const stored of await repo.unusedRecoveryCodes(userId)) {
          if (recoveryCodeMatches(stored.codeHash, trimmed) && (await repo.useRecoveryCode(stored.id))) {
            used = 'recovery';
            break;
          }
        }
      }
      if (used) await resetLimit(db, 'twoFactor', userId);
      return used;
    },

    /** Off again: needs the password and a code, so a borrowed signed-in phone is not enough. */
    async disable(actor: Actor, input: z.output<typeof TwoFactorDisableSchema>, lang?: Language) {
      const user = await account(actor);
      await confirmPassword(db, user, input.password, 'password');
      if (!(await this.checkCode(user.id, input.code))) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
      await repo.remove(user.id);
      await sendSecurityNotice(db, appOrigin, user, msg('emails:security.changes.twoFactorOff'), lang);
    },

    async regenerateRecoveryCodes(actor: Actor, input: z.output<typeof RecoveryCodesSchema>): Promise<RecoveryCodesAnswer> {
      const user = await account(actor);
      await confirmPassword(db, user, input.password, 'password');
      if (!(await this.isEnabled(user.id))) throw conflict('errors:auth.twoFactorOff');
      return { recoveryCodes: await newCodes(user.id) };
    },

    /** Turns two-factor on with a secret the operator chose (ADMIN_TOTP_SECRET); nothing changes when it is already that one. */
    async provision(userId: string, secretBase32: string) {
      const row = await repo.find(userId);
      if (row?.enabledAt && (await secretOf(row.secret)) === secretBase32) return;
      await repo.provision(userId, (await box()).seal(secretBase32));
    },

    /** Removes two-factor (account deletion, or an admin resetting a locked-out account). */
    remove: (userId: string) => repo.remove(userId),
  };
}

export type TwoFactorService = ReturnType<typeof twoFactorService>;
