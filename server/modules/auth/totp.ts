import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** TOTP (RFC 6238) as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const ISSUER = 'Farm Stand Finder';

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

function totp(secretBase32: string, label = 'account', params: { algorithm?: string; digits?: number } = {}) {
  return new TOTP({ issuer: ISSUER, label, ...TOTP_PARAMS, ...params, secret: Secret.fromBase32(secretBase32) });
}

export const otpauthUrl = (secretBase32: string, email: string) => totp(secretBase32, email).toString();

/** The code for an instant; `algorithm` and `digits` are open for the RFC's own test vectors. */
export function totpCode(secretBase32: string, timestampMs: number, params: { algorithm?: 'SHA1' | 'SHA256' | 'SHA512'; digits?: number } = {}) {
  return totp(secretBase32, undefined, params).generate({ timestamp: timestampMs });
}

/**
 * The time step a code belongs to (one step of clock drift either way is allowed), or null when it matches
 * none. Callers store the step and refuse any code whose step is not newer: no code works twice.
 */
export function totpStep(secretBase32: string, code: string, timestampMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const t = totp(secretBase32);
  // validate() returns the step offset (0 for "now"), or null: never test it for truthiness.
  const delta = t.validate({ token: code, timestamp: timestampMs, window: 1 });
  return delta === null ? null : t.counter({ timestamp: timestampMs }) + delta;
}

// No 0/o, 1/l/i: recovery codes are typed by hand from a printout.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes like `k7m2q-x9fhd` (about 49 bits each; only salted hashes are stored, and attempts are limited). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

const digest = (salt: string, code: string) =>
  crypto
    .createHash('sha256')
    .update(`${salt}:${normalizeRecoveryCode(code)}`)
    .digest('hex');

export function hashRecoveryCode(code: string) {
  const salt = crypto.randomBytes(16).toString('hex');
  return `${salt}$${digest(salt, code)}`;
}

export function recoveryCodeMatches(stored: string, code: string) {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  return crypto.timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(digest(salt, code), 'hex'));
}
