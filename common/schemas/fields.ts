import { z } from 'zod';
import { msg } from '../i18n/keys.js';

/** Reusable field schemas with named limits. Shared by the server (validation) and the client (forms). */
export const LIMITS = {
  emailMax: 254, // RFC 5321 path limit
  passwordMin: 8,
  // argon2 hashes whatever it is given; a cap keeps a megabyte "password" from costing CPU.
  passwordMax: 128,
  firstNameMax: 60,
} as const;

export const EmailSchema = z
  .string({ error: msg('errors:fields.emailRequired') })
  .trim()
  .min(1, msg('errors:fields.emailRequired'))
  .max(LIMITS.emailMax, msg('errors:fields.emailTooLong'))
  .email(msg('errors:fields.emailInvalid'))
  .transform((v) => v.toLowerCase());

// The most common passwords in breach lists: refused outright, whatever their length.
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'iloveyou',
  'sunshine1',
  'princess1',
  'football1',
  'baseball1',
  'welcome1',
  'admin123',
  'letmein1',
  'abc12345',
  'qwerty123',
  '11111111',
  '00000000',
  '87654321',
  'passw0rd',
  'trustno1',
  'superman1',
  'farmstand',
  'farmstand1',
  'farmer123',
  'changeme',
  'whatever',
  'starwars',
  'dragon12',
  'monkey12',
  'zaq12wsx',
]);

export const PasswordSchema = z
  .string({ error: msg('errors:fields.passwordRequired') })
  .min(LIMITS.passwordMin, msg('errors:fields.passwordTooShort'))
  .max(LIMITS.passwordMax, msg('errors:fields.passwordTooLong'))
  .refine((v) => !COMMON_PASSWORDS.has(v.toLowerCase()), msg('errors:fields.passwordCommon'))
  .refine((v) => new Set(v).size >= 4, msg('errors:fields.passwordSimple'));

export const FirstNameSchema = z
  .string({ error: msg('errors:fields.firstNameRequired') })
  .trim()
  .min(1, msg('errors:fields.firstNameRequired'))
  .max(LIMITS.firstNameMax, msg('errors:fields.firstNameTooLong'))
  .refine((v) => !/[<>]/.test(v), msg('errors:fields.firstNameBrackets'));

export const LatSchema = z.number().min(-90).max(90);
export const LngSchema = z.number().min(-180).max(180);
