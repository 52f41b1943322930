import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tooManyRequests } from './errors.js';

export interface Limit {
  /** What is limited and for whom, e.g. `login-ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
  message?: string;
}

/**
 * Counts one hit against a fixed window and throws a 429 (with Retry-After) once `max` is passed.
 * One upsert: atomic across processes without a lock.
 */
export async function hit(db: Db, limit: Limit): Promise<void> {
  const { rows } = await db.$client.query<{ count: number; retry: number }>(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= now() THEN now() + make_interval(secs => $2) ELSE rate_limits.reset_at END
     RETURNING count, extract(epoch FROM reset_at - now())::float8 AS retry`,
    [limit.key, limit.windowSeconds],
  );
  const row = rows[0];
  if (row.count > limit.max) throw tooManyRequests(row.retry, limit.message);
}

const WAIT = 'Please wait a few minutes and try again.';

/**
 * Every abuse limit of the site in one place: how many hits per window, and what the user is told.
 * The subject (an IP, an account, a listing) is given at the call: `limit(db, 'reviews', user.id)`.
 */
export const LIMITS = {
  // Counted before the password is checked; a successful sign-in clears the account's counter.
  loginIp: { max: 30, windowSeconds: 900, message: `Too many sign-in attempts. ${WAIT}` },
  loginAccount: { max: 10, windowSeconds: 900, message: `Too many sign-in attempts for this account. ${WAIT}` },
  // Wrong two-factor codes per account (a six-digit code must not be guessable by trying).
  twoFactor: { max: 5, windowSeconds: 900, message: 'Too many wrong codes. Please wait 15 minutes and try again.' },
  // The current password re-entered for a sensitive change (password, email, two-factor, deleting the account).
  passwordCheck: { max: 10, windowSeconds: 900, message: `Too many wrong passwords. ${WAIT}` },
  registerIp: { max: 10, windowSeconds: 3600, message: 'Too many sign-ups from this network. Please try again later.' },
  passwordResetIp: { max: 10, windowSeconds: 3600, message: 'Too many password reset requests from this network. Please try again later.' },
  passwordResetEmail: {
    max: 3,
    windowSeconds: 3600,
    message: 'We have already sent several reset emails to this address. Please check your inbox, or try again in an hour.',
  },
  verifyResend: {
    max: 3,
    windowSeconds: 3600,
    message: 'We have already sent several verification emails. Please check your inbox (and spam folder), or try again in an hour.',
  },
  emailChange: { max: 5, windowSeconds: 3600, message: 'Too many email changes. Please try again in an hour.' },
  // Per sender and per review author. Bulk messages are counted from bulk_messages itself (messages/bulk.service.ts):
  // the limit is checked under the listing's row lock, in the transaction that records the send.
  messagesMinute: { max: 20, windowSeconds: 60, message: 'You’re sending messages very quickly. Please wait a minute and try again.' },
  messagesDay: { max: 300, windowSeconds: 86_400, message: 'You’ve reached today’s limit of 300 messages. You can write again tomorrow.' },
  reviews: { max: 10, windowSeconds: 24 * 3600, message: 'You have posted a lot of reviews today. Please try again tomorrow.' },
  // Product alerts made, renewed or removed per account; "Hours still right" per account; /in-season per network.
  alerts: { max: 30, windowSeconds: 3600, message: 'You have changed your alerts many times in the last hour. Please try again later.' },
  confirmHours: { max: 30, windowSeconds: 3600, message: `You have confirmed hours many times in the last hour. ${WAIT}` },
  inSeasonIp: { max: 120, windowSeconds: 60, message: 'Too many searches from this network. Please wait a minute and try again.' },
  // The contact form on /support, per network and per sender address.
  supportIp: { max: 5, windowSeconds: 3600, message: 'Too many messages from here. Please wait an hour, or email us directly.' },
  supportEmail: { max: 5, windowSeconds: 24 * 3600, message: 'Too many messages from this address today. Please wait, or email us directly.' },
} satisfies Record<string, Omit<Limit, 'key'>>;
export type LimitName = keyof typeof LIMITS;

/** Counts one hit of `subject` against the named limit; a 429 with Retry-After once it is over. */
export const limit = (db: Db, name: LimitName, subject: string) => hit(db, { key: `${name}:${subject}`, ...LIMITS[name] });

/** Clears the named counter of `subject`, e.g. an account's failed sign-ins after a successful one. */
export const resetLimit = (db: Db, name: LimitName, subject: string) => reset(db, `${name}:${subject}`);

/** Forgets a key, e.g. the failed-login counter of an account after a successful login. */
export async function reset(db: Db, key: string) {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

export async function purgeExpired(db: Db) {
  await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now()`);
}
