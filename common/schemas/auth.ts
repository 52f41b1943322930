import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import { EmailSchema, FirstNameSchema, LatSchema, LngSchema, PasswordSchema } from './fields.js';
import { msg } from '../i18n/keys.js';

export const USER_TYPES = ['farmer', 'consumer', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const RegisterSchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: FirstNameSchema,
  // Admins are made by admins, never by registration.
  userType: z.enum(['farmer', 'consumer'], { error: msg('errors:auth.userType') }),
  ref: z.string().trim().max(40).optional(),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

export const LoginSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, msg('errors:fields.emailRequired'))
    .max(254)
    .transform((v) => v.toLowerCase()),
  password: z.string().min(1, msg('errors:fields.passwordRequired')).max(1024),
});
export type LoginInput = z.input<typeof LoginSchema>;

/** What leaves the server about the signed-in user: the presenter. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  userType: z.enum(USER_TYPES),
  onboardingCompleted: z.boolean(),
  emailVerified: z.boolean(),
  units: z.enum(['mi', 'km']),
  /** Null: the language follows the browser. */
  language: z.enum(LANGUAGES).nullable(),
  home: z.object({ label: z.string().nullable(), lat: z.number(), lng: z.number() }).nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const HomeLocationSchema = z.union([
  z.strictObject({ lat: LatSchema, lng: LngSchema, label: z.string().trim().max(120).optional() }),
  z.strictObject({ location: z.string().trim().min(1, msg('errors:fields.enterPlace')).max(120) }),
]);
export type HomeLocationInput = z.infer<typeof HomeLocationSchema>;
