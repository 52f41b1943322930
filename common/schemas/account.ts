import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import type { User } from './auth.js';
import { EmailSchema, FirstNameSchema, PasswordSchema } from './fields.js';
import { msg } from '../i18n/keys.js';

/** A six-digit authenticator code, or a recovery code such as `k7m2q-x9fhd`. */
export const TwoFactorCodeSchema = z.strictObject({
  code: z
    .string({ error: msg('errors:account.enterCode') })
    .trim()
    .min(1, msg('errors:account.enterCode'))
    .max(32, msg('errors:account.notACode')),
});

const CurrentPasswordSchema = z
  .string({ error: msg('errors:account.enterCurrentPassword') })
  .min(1, msg('errors:account.enterCurrentPassword'))
  .max(1024);

// Setting up and turning on two-step verification ask for the password: a stolen session cookie alone must not
// be able to lock the owner out with an authenticator the thief holds.
export const TwoFactorSetupSchema = z.strictObject({ password: CurrentPasswordSchema });
export const TwoFactorEnableSchema = z.strictObject({
  password: CurrentPasswordSchema,
  code: z
    .string({ error: msg('errors:account.enterSixDigits') })
    .trim()
    .regex(/^\d{6}$/, msg('errors:account.enterSixDigits')),
});

export const TwoFactorDisableSchema = z.strictObject({ password: CurrentPasswordSchema, code: TwoFactorCodeSchema.shape.code });
export const RecoveryCodesSchema = z.strictObject({ password: CurrentPasswordSchema });

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** The QR code of `otpauthUrl`, as an SVG document. */
  qrSvg: string;
}

export interface LoginAnswer {
  user: User | null;
  /** True when the password was right and a second factor is needed at /verify-2fa. */
  twoFactorRequired?: boolean;
}

export const ProfileSchema = z.strictObject({
  firstName: FirstNameSchema.optional(),
  units: z.enum(['mi', 'km'], { error: msg('errors:account.units') }).optional(),
  /** null: follow the browser again. */
  language: z
    .enum(LANGUAGES, { error: msg('errors:account.language') })
    .nullable()
    .optional(),
});
export type ProfileInput = z.infer<typeof ProfileSchema>;

export const EmailChangeSchema = z.strictObject({ email: EmailSchema, currentPassword: CurrentPasswordSchema });
export const PasswordChangeSchema = z.strictObject({ currentPassword: CurrentPasswordSchema, newPassword: PasswordSchema });
export const DeleteAccountSchema = z.strictObject({ password: CurrentPasswordSchema });

export const ForgotPasswordSchema = z.strictObject({ email: EmailSchema });
const TokenSchema = z
  .string({ error: msg('errors:account.linkIncomplete') })
  .trim()
  .min(20, msg('errors:account.linkIncomplete'))
  .max(100, msg('errors:account.linkNotValid'));
export const ResetPasswordSchema = z.strictObject({ token: TokenSchema, password: PasswordSchema });
export const VerifyEmailSchema = z.strictObject({ token: TokenSchema });

export interface SessionInfo {
  id: string;
  current: boolean;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
}
