import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { purgeExpired } from '../../lib/rate-limit.js';
import { NETWORK_DAYS } from '../auth/login-throttle.js';
import { SESSION_IDLE_MS } from '../auth/session.js';

/** Daily: sessions, half-finished sign-ins, old links and spent counters nobody can use any more. */
export async function cleanUpAccounts(db: Db) {
  await db.execute(sql`DELETE FROM sessions WHERE expires_at < now() OR last_seen_at < now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`);
  await db.execute(sql`DELETE FROM login_challenges WHERE expires_at < now()`);
  // Used and expired links are kept a week, for support questions ("I never got the email").
  await db.execute(sql`DELETE FROM account_tokens WHERE expires_at < now() - interval '7 days'`);
  // A network not signed in from for half a year is no longer one of the owner's usual ones.
  await db.execute(sql`DELETE FROM login_networks WHERE last_sign_in_at < now() - make_interval(days => ${NETWORK_DAYS})`);
  await purgeExpired(db);
}
