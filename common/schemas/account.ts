import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import { UserSchema } from './auth.js';
import { FarmDetailSchema } from './farms.js';
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

export const TwoFactorStatusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;
export const TwoFactorSetupAnswerSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code of `otpauthUrl`, as an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupAnswerSchema>;

export const LoginAnswerSchema = z.object({
  user: UserSchema.nullable(),
  /** True when the password was right and a second factor is needed at /verify-2fa. */
  twoFactorRequired: z.boolean().optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

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

/** A shopper's account becomes a farmer's, and back while it owns no listing (issue 34 point 3). Admins keep theirs. */
export const AccountTypeSchema = z.strictObject({
  userType: z.enum(['farmer', 'consumer'], { error: msg('errors:auth.userType') }),
});
export type AccountTypeInput = z.infer<typeof AccountTypeSchema>;

export const EmailChangeSchema = z.strictObject({ email: EmailSchema, currentPassword: CurrentPasswordSchema });
export type EmailChangeInput = z.input<typeof EmailChangeSchema>;
export const PasswordChangeSchema = z.strictObject({ currentPassword: CurrentPasswordSchema, newPassword: PasswordSchema });
export type PasswordChangeInput = z.input<typeof PasswordChangeSchema>;
export const DeleteAccountSchema = z.strictObject({ password: CurrentPasswordSchema });

export const ForgotPasswordSchema = z.strictObject({ email: EmailSchema });
const TokenSchema = z
  .string({ error: msg('errors:account.linkIncomplete') })
  .trim()
  .min(20, msg('errors:account.linkIncomplete'))
  .max(100, msg('errors:account.linkNotValid'));
export const ResetPasswordSchema = z.strictObject({ token: TokenSchema, password: PasswordSchema });
export const VerifyEmailSchema = z.strictObject({ token: TokenSchema });

export const SessionInfoSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
/** The account's live sessions, all on one page. */
export const SessionListSchema = z.object({ items: z.array(SessionInfoSchema), nextCursor: z.null() });
export type SessionList = z.infer<typeof SessionListSchema>;
/** `/api/account/sessions/:id`: a session's public id; anything else names no session. */
export const SessionParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, msg('errors:account.noSession'))
    .meta({ description: "A session's public id (from the list)", example: 'kq3V0bS1xYwzT4n2pLm8aQ' }),
});

/** An answer that is a sentence to show (an email was sent, the password is reset). */
export const NoticeSchema = z.object({ message: z.string() });
export type Notice = z.infer<typeof NoticeSchema>;
/** Done, with nothing more to say. */
export const OkSchema = z.object({ ok: z.literal(true) });
export const EmailVerifiedSchema = z.object({ verified: z.literal(true), email: z.string() });
export type EmailVerified = z.infer<typeof EmailVerifiedSchema>;

/** "Download my data": the account, its listings and every row tied to it, as one JSON document. */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  site: z.string(),
  account: UserSchema.extend({ emailVerifiedAt: z.string().nullable() }),
  listings: z.array(FarmDetailSchema),
  /** Which notifications go where: every type, on every channel the site has (the user's choice, else its default). */
  notificationPreferences: z.record(z.string(), z.record(z.string(), z.boolean())),
  /** Per table, its rows that point at the account (secrets left out). */
  records: z.record(z.string(), z.array(z.unknown())),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** After the second factor at sign-in: the user, and whether a recovery code was used up. */
export const TwoFactorLoginAnswerSchema = LoginAnswerSchema.extend({ usedRecoveryCode: z.boolean(), recoveryCodesLeft: z.number() });
export type TwoFactorLoginAnswer = z.infer<typeof TwoFactorLoginAnswerSchema>;
/** A sign-in waiting for its second factor. */
export const PendingLoginSchema = z.object({ pending: z.literal(true) });
export type PendingLogin = z.infer<typeof PendingLoginSchema>;
/** Recovery codes, shown once. */
export const RecoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof RecoveryCodesAnswerSchema>;
