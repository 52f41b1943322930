import type { Db } from '../db/client.js';
import { tooManyRequests, type Message } from './errors.js';
import { rateLimitRefusals } from './metrics/index.js';
import { bumpCounter, deleteCounter, deleteExpiredCounters, peekCounter } from './rate-limit.repository.js';
import { msg } from '@common/i18n/keys.js';

export interface Limit {
  /** What is limited and for whom, e.g. `login-ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
  message?: Message;
}

/**
 * Counts one hit against a fixed window and throws a 429 (with Retry-After) once `max` is passed.
 * One upsert: atomic across processes without a lock.
 */
export async function hit(db: Db, limit: Limit): Promise<void> {
  const row = await bump(db, limit);
  if (row.count > limit.max) {
    rateLimitRefusals.inc({ limit: limit.key.split(':')[0] }); // the limit's name, never its subject
    throw tooManyRequests(row.retry, limit.message);
  }
}

/** Counts one hit against a fixed window and answers the count so far (and seconds until the window ends). */
export async function bump(db: Db, limit: Pick<Limit, 'key' | 'windowSeconds'>): Promise<{ count: number; retry: number }> {
  return bumpCounter(db, limit.key, limit.windowSeconds);
}

/** The hits counted for `key` in its current window, without counting one (0 once the window is over). */
export async function peek(db: Db, key: string): Promise<{ count: number; retry: number }> {
  return (await peekCounter(db, key)) ?? { count: 0, retry: 0 };
}

/**
 * Every abuse limit of the site in one place: how many hits per window, and what the user is told.
 * The subject (an IP, an account, a listing) is given at the call: `limit(db, 'reviews', user.id)`.
 */
export const LIMITS = {
  // Sign-in (auth/login-throttle.ts). Every attempt from a network counts against it: the hard per-source limit.
  loginIp: { max: 30, windowSeconds: 900, message: msg('errors:limits.loginIp') },
  // Failed sign-ins to one account from one source; a successful sign-in from that source clears it.
  loginFailures: { max: 10, windowSeconds: 900, message: msg('errors:limits.loginFailures') },
  // Failed sign-ins to one account from anywhere: past this, only the owner's usual networks may still try.
  loginFailuresAccount: {
    max: 50,
    windowSeconds: 900,
    message: msg('errors:limits.loginFailuresAccount'),
  },
  // Wrong two-factor codes per account (a six-digit code must not be guessable by trying).
  twoFactor: { max: 5, windowSeconds: 900, message: msg('errors:limits.twoFactor') },
  // The current password re-entered for a sensitive change (password, email, two-factor, deleting the account).
  passwordCheck: { max: 10, windowSeconds: 900, message: msg('errors:limits.passwordCheck') },
  registerIp: { max: 10, windowSeconds: 3600, message: msg('errors:limits.registerIp') },
  // A sign-up with an address that has an account: its owner is told, once a day at most.
  signUpTakenNotice: { max: 1, windowSeconds: 24 * 3600 },
  // Password reset requests (auth/login-throttle.ts): per network; per address and network; per address from
  // networks the owner never signed in from (the owner's own stay able to ask while someone floods the address).
  passwordResetIp: { max: 10, windowSeconds: 3600, message: msg('errors:limits.passwordResetIp') },
  passwordResetEmail: {
    max: 3,
    windowSeconds: 3600,
    message: msg('errors:limits.passwordResetEmail'),
  },
  passwordResetEmailAnywhere: {
    max: 6,
    windowSeconds: 3600,
    message: msg('errors:limits.passwordResetEmail'),
  },
  verifyResend: {
    max: 3,
    windowSeconds: 3600,
    message: msg('errors:limits.verifyResend'),
  },
  emailChange: { max: 5, windowSeconds: 3600, message: msg('errors:limits.emailChange') },
  // A shopper turning their account into a farmer's and back: a few times an hour is plenty.
  userTypeChange: { max: 10, windowSeconds: 3600, message: msg('errors:limits.userTypeChange') },
  // Per sender and per review author. Bulk messages are counted from bulk_messages itself (messages/bulk.service.ts):
  // the limit is checked under the listing's row lock, in the transaction that records the send.
  messagesMinute: { max: 20, windowSeconds: 60, message: msg('errors:limits.messagesMinute') },
  messagesDay: { max: 300, windowSeconds: 86_400, message: msg('errors:limits.messagesDay') },
  reviews: { max: 10, windowSeconds: 24 * 3600, message: msg('errors:limits.reviews') },
  // Per farmer (or admin) per hour: each listing and each photo costs storage and work, so an account cannot fill the disk.
  listingsCreate: { max: 60, windowSeconds: 3600, message: msg('errors:limits.listingsCreate') },
  photoUploads: { max: 40, windowSeconds: 3600, message: msg('errors:limits.photoUploads') },
  // Anonymous counters (page views, sponsor impressions and clicks): past these, hits are dropped without an error, so a
  // loop cannot inflate the stats. Generous per network: many people can share one address (offices, mobile carriers).
  pageViewsIp: { max: 600, windowSeconds: 3600 },
  pageViewsVisitor: { max: 300, windowSeconds: 3600 },
  // The same page again from the same visitor within seconds (a reload, a double render) is one view.
  pageViewRepeat: { max: 1, windowSeconds: 10 },
  sponsorImpressionsIp: { max: 60, windowSeconds: 3600 },
  sponsorClicksIp: { max: 30, windowSeconds: 3600 },
  // Product alerts made, renewed or removed per account; "Hours still right" per account; /in-season per network.
  alerts: { max: 30, windowSeconds: 3600, message: msg('errors:limits.alerts') },
  confirmHours: { max: 30, windowSeconds: 3600, message: msg('errors:limits.confirmHours') },
  // "I pay with SNAP" saved per account (issue 33 point 2): a few taps while choosing.
  paysWith: { max: 60, windowSeconds: 3600, message: msg('errors:limits.paysWith') },
  inSeasonIp: { max: 120, windowSeconds: 60, message: msg('errors:limits.inSeasonIp') },
  // The contact form on /support, per network and per sender address.
  supportIp: { max: 5, windowSeconds: 3600, message: msg('errors:limits.supportIp') },
  supportEmail: { max: 5, windowSeconds: 24 * 3600, message: msg('errors:limits.supportEmail') },
  // Trust (docs/product.md §9): visitors' answers are also one per listing and day; reports and claims need a person.
  confirmations: { max: 30, windowSeconds: 3600, message: msg('errors:limits.confirmations') },
  // Picking words (issue 32 point 1): a farmer sets a dozen crops in a morning; a visitor a few.
  picking: { max: 60, windowSeconds: 3600, message: msg('errors:limits.picking') },
  // A listing's picking and usual seasons (issue 32), read per network: each reads the listing's history. A listing
  // page's render, which loads both, counts once (limitOnce).
  listingHistoryIp: { max: 240, windowSeconds: 60, message: msg('errors:limits.listingHistoryIp') },
  listingReports: { max: 10, windowSeconds: 24 * 3600, message: msg('errors:limits.listingReports') },
  listingReplies: { max: 30, windowSeconds: 3600, message: msg('errors:limits.listingReplies') },
  claims: { max: 10, windowSeconds: 24 * 3600, message: msg('errors:limits.claims') },
  // The owner's answer to a closed warning (edited a few times at most), and admins clearing warnings (decision 049).
  closedWarningAnswers: { max: 20, windowSeconds: 3600, message: msg('errors:limits.closedWarningAnswers') },
  closedWarningClears: { max: 60, windowSeconds: 3600, message: msg('errors:limits.closedWarningClears') },
  // Printing a sign makes a PDF (CPU); replacing it retires every printed copy: a farmer needs a few an hour.
  signPrints: { max: 30, windowSeconds: 3600, message: msg('errors:limits.signPrints') },
  signRotations: { max: 10, windowSeconds: 3600, message: msg('errors:limits.signRotations') },
  // A stand's sign needs no account: counted per device (a cookie, or the network without one), per network and per listing.
  standDevice: { max: 40, windowSeconds: 600, message: msg('errors:limits.standDevice') },
  standNetwork: { max: 120, windowSeconds: 600, message: msg('errors:limits.standNetwork') },
  standListing: { max: 300, windowSeconds: 3600, message: msg('errors:limits.standListing') },
  // The farmer's sales view (issue 33 point 4): reading it, "not received", morning counts, the summary's time.
  salesFarmer: { max: 600, windowSeconds: 3600, message: msg('errors:limits.salesFarmer') },
  salesExports: { max: 30, windowSeconds: 3600, message: msg('errors:limits.salesExports') },
  // The open-data API (/api/v1, decision 036): per key, and per network for calls without one; the bulk exports
  // read every listing, so they have their own, smaller budget. Keys made per account per hour.
  apiV1Key: { max: 1000, windowSeconds: 3600, message: msg('apiKeys:errors.overLimit') },
  apiV1Anonymous: { max: 60, windowSeconds: 3600, message: msg('apiKeys:errors.overLimitAnonymous') },
  apiV1ExportKey: { max: 24, windowSeconds: 86_400, message: msg('apiKeys:errors.overExportLimit') },
  apiV1ExportAnonymous: { max: 4, windowSeconds: 86_400, message: msg('apiKeys:errors.overExportLimitAnonymous') },
  apiKeysCreate: { max: 20, windowSeconds: 3600, message: msg('apiKeys:errors.createdTooMany') },
  // Reordering a trip is CPU work (trips/optimize.ts, bounded per call): a person reorders a few times while planning.
  tripOptimize: { max: 30, windowSeconds: 3600, message: msg('errors:limits.tripOptimize') },
} satisfies Record<string, Omit<Limit, 'key'>>;
export type LimitName = keyof typeof LIMITS;

/** Counts one hit of `subject` against the named limit; a 429 with Retry-After once it is over. */
export const limit = (db: Db, name: LimitName, subject: string) => hit(db, { key: `${name}:${subject}`, ...LIMITS[name] });

/** What each request has counted already, by the request's own object (a Fastify request, a page render's context). */
const countedBy = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * `limit`, counted once for `request` however many of its parts ask, each part getting the same answer (a 429 to
 * all). A listing page's render loads its picking and its usual seasons, two sources the API limits under one name:
 * one page read by one reader is one hit, as one API call is.
 */
export function limitOnce(db: Db, name: LimitName, subject: string, request: object): Promise<void> {
  let counted = countedBy.get(request);
  if (!counted) countedBy.set(request, (counted = new Map()));
  const key = `${name}:${subject}`;
  let counting = counted.get(key);
  if (!counting) counted.set(key, (counting = limit(db, name, subject)));
  return counting;
}

/** Counts one hit of `subject` against the named limit; false once it is over (for hits that are dropped, not refused). */
export const within = async (db: Db, name: LimitName, subject: string) =>
  (await bump(db, { key: `${name}:${subject}`, ...LIMITS[name] })).count <= LIMITS[name].max;

/** Clears the named counter of `subject`, e.g. an account's failed sign-ins after a successful one. */
export const resetLimit = (db: Db, name: LimitName, subject: string) => reset(db, `${name}:${subject}`);

/** Forgets a key, e.g. the failed-login counter of an account after a successful login. */
export async function reset(db: Db, key: string) {
  await deleteCounter(db, key);
}

export async function purgeExpired(db: Db) {
  await deleteExpiredCounters(db);
}
