import { setTimeout as sleep } from 'node:timers/promises';
import type { Language } from '@common/i18n/languages.js';
import type { Db } from '../../db/client.js';
import { homeNetworkOf, networkKey } from '../../lib/client-network.js';
import { tooManyRequests, withValues } from '../../lib/errors.js';
import { bump, limit, LIMITS, peek, reset } from '../../lib/rate-limit.js';
import { sendSecurityNotice } from './security-notice.js';
import { loginRepository } from './login.repository.js';

/** Failed sign-ins to one account, from anywhere, that make a burst its owner is told about (once per window). */
export const FAILURE_BURST = 10;
/** From the owner's usual networks, failures past this slow each attempt down instead of refusing it. */
const SLOW_AFTER = 5;
const SLOW_STEP_MS = 500;
const SLOW_MAX_MS = 5_000;
/** Usual networks are remembered this long after their last sign-in. */
export const NETWORK_DAYS = 180;

/** The network an address belongs to: a home or office line keeps its /24 (IPv4) or /56 (IPv6) prefix. */
export const networkOf = homeNetworkOf;

const accountKey = (email: string) => `loginFailuresAccount:${email.toLowerCase()}`;
// A source is its network (lib/client-network.ts): rotating through a /64 is one source.
const pairKey = (email: string, ip: string) => `loginFailures:${email.toLowerCase()}:${networkKey(ip)}`;

/**
 * Who may try a password, and how fast (ASVS 2.2.1), so that nobody can lock an owner out by failing on purpose:
 * - every attempt counts against the source's own hard limit (`loginIp`);
 * - failures count per account *and* source: a stranger's source is refused after `loginFailures`, another source
 *   is not affected (the owner signs in from home while someone fails from elsewhere);
 * - failures to the account from everywhere (a spread-out attack) refuse new sources past `loginFailuresAccount`,
 *   but the owner's usual networks (where it signed in before) are only slowed down, never refused;
 * - a burst of failures is emailed to the owner, once per window.
 * The same rules hold for an address without an account, so the answers tell nothing about which addresses exist.
 */
export function loginThrottle(db: Db, appOrigin: string) {
  const repo = loginRepository(db);
  /** Whether the account with this email signed in from the network of `ip` before (one query, account or not). */
  const usualNetwork = (email: string, ip: string) => repo.signedInFrom(email, networkOf(ip), NETWORK_DAYS);

  return {
    usualNetwork,

    /** Before the password is checked: refuses (429) or slows down this attempt. */
    async beforeAttempt(email: string, ip: string) {
      await limit(db, 'loginIp', networkKey(ip));
      const [pair, account] = await Promise.all([peek(db, pairKey(email, ip)), peek(db, accountKey(email))]);
      const over = pair.count >= LIMITS.loginFailures.max ? pair : account.count >= LIMITS.loginFailuresAccount.max ? account : null;
      const usual = await usualNetwork(email, ip);
      if (over && !usual) {
        throw tooManyRequests(over.retry, over === pair ? LIMITS.loginFailures.message : LIMITS.loginFailuresAccount.message);
      }
      if (usual && pair.count >= SLOW_AFTER) await sleep(Math.min(SLOW_MAX_MS, (pair.count - SLOW_AFTER + 1) * SLOW_STEP_MS));
    },

    /**
     * A wrong password (or an unknown address): counted for the pair and the account; a burst tells the owner, in
     * their saved language, else the language of the request that made the burst.
     */
    async failed(email: string, ip: string, owner: { email: string; firstName: string; language?: string | null } | null, lang?: Language) {
      await bump(db, { key: pairKey(email, ip), windowSeconds: LIMITS.loginFailures.windowSeconds });
      const { count } = await bump(db, { key: accountKey(email), windowSeconds: LIMITS.loginFailuresAccount.windowSeconds });
      // Exactly one request sees the count reach the burst: one email per window, however many attempts follow.
      if (owner && count === FAILURE_BURST) {
        await sendSecurityNotice(db, appOrigin, owner, withValues('emails:security.changes.failedSignIns', { attempts: FAILURE_BURST }), lang);
      }
    },

    /** A right password: this source's failures are forgiven and its network becomes one of the owner's usual ones. */
    async succeeded(userId: string, email: string, ip: string) {
      await reset(db, pairKey(email, ip));
      await repo.touchNetwork(userId, networkOf(ip));
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
