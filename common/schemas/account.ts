import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import type { User } from './auth.js';
import { EmailSchema, FirstNameSchema, PasswordSchema } from './fields.js';

/** A six-digit authenticator code, or a recovery code such as `k7m2q-x9fhd`. */
export const TwoFactorCodeSchema = z.strictObject({
  code: z.string({ error: 'Enter the code' }).trim().min(1, 'Enter the code').max(32, 'That is not a code we sent or your app shows'),
});

const CurrentPasswordSchema = z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(1024);

// Setting up and turning on two-step verification ask for the password: a stolen session cookie alone must not
// be able to lock the owner out with an authenticator the thief holds.
export const TwoFactorSetupSchema = z.strictObject({ password: CurrentPasswordSchema });
export const TwoFactorEnableSchema = z.strictObject({
  password: CurrentPasswordSchema,
  code: z
    .string({ error: 'Enter the six-digit code from your app' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the six-digit code from your app'),
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
  units: z.enum(['mi', 'km'], { error: "units must be 'mi' or 'km'" }).optional(),
  /** null: follow the browser again. */
  language: z.enum(LANGUAGES, { error: "language must be 'en' or 'es'" }).nullable().optional(),
});
export type ProfileInput = z.infer<typeof ProfileSchema>;

export const EmailChangeSchema = z.strictObject({ email: EmailSchema, currentPassword: CurrentPasswordSchema });
export const PasswordChangeSchema = z.strictObject({ currentPassword: CurrentPasswordSchema, newPassword: PasswordSchema });
export const DeleteAccountSchema = z.strictObject({ password: CurrentPasswordSchema });

export const ForgotPasswordSchema = z.strictObject({ email: EmailSchema });
const TokenSchema = z.string({ error: 'This link is incomplete' }).trim().min(20, 'This link is incomplete').max(100, 'This link is not valid');
export const ResetPasswordSchema = z.strictObject({ token: TokenSchema, password: PasswordSchema });
export const VerifyEmailSchema = z.strictObject({ token: TokenSchema });

export interface SessionInfo {
  id: string;
  current: boolean;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
}
