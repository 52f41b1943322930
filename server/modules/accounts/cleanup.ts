import type { Db } from '../../db/client.js';
import { purgeExpired } from '../../lib/rate-limit.js';
import { loginRepository } from '../auth/users.service.js';
import { NETWORK_DAYS } from '../auth/login-throttle.js';
import { SESSION_IDLE_MS } from '../auth/session.js';
import { sessionsRepository } from '../auth/users.service.js';
import { tokensRepository } from './tokens.repository.js';

/** Daily: sessions, half-finished sign-ins, old links and spent counters nobody can use any more. */
export async function cleanUpAccounts(db: Db) {
  const login = loginRepository(db);
  await sessionsRepository(db).purgeStale(SESSION_IDLE_MS / 1000);
  await login.purgeExpiredChallenges();
  // Used and expired links are kept a week, for support questions ("I never got the email").
  await tokensRepository(db).purgeExpiredWeekAgo();
  // A network not signed in from for half a year is no longer one of the owner's usual ones.
  await login.forgetNetworksOlderThan(NETWORK_DAYS);
  await purgeExpired(db);
}
