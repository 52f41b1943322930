import { z } from 'zod';

/** Reusable field schemas with named limits. Shared by the server (validation) and the client (forms). */
export const LIMITS = {
  emailMax: 254, // RFC 5321 path limit
  passwordMin: 8,
  // argon2 hashes whatever it is given; a cap keeps a megabyte "password" from costing CPU.
  passwordMax: 128,
  firstNameMax: 60,
} as const;

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.emailMax, 'Email is too long')
  .email('Enter a valid email address')
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
  .string({ error: 'Password is required' })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`)
  .refine((v) => !COMMON_PASSWORDS.has(v.toLowerCase()), 'This password is too common: choose another')
  .refine((v) => new Set(v).size >= 4, 'Password is too simple: use more different characters');

export const FirstNameSchema = z
  .string({ error: 'First name is required' })
  .trim()
  .min(1, 'First name is required')
  .max(LIMITS.firstNameMax, `First name must be at most ${LIMITS.firstNameMax} characters`)
  .refine((v) => !/[<>]/.test(v), 'First name cannot contain < or >');

export const LatSchema = z.number().min(-90).max(90);
export const LngSchema = z.number().min(-180).max(180);
