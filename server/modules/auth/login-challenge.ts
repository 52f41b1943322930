import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { loginChallenges } from '../../db/schema/index.js';
import { hashToken } from './session.js';

export const CHALLENGE_COOKIE = 'fsf_2fa';
const CHALLENGE_MS = 10 * 60_000;
/** Wrong codes before the password must be entered again. */
const MAX_ATTEMPTS = 5;

/**
 * The half-signed-in state of a two-factor account: a right password, no second factor yet. Its cookie is
 * sent only to /api/login/*, and it is no session: the rest of the API sees a signed-out visitor.
 */
export function loginChallengeService(db: Db, config: Config) {
  const cookie = { path: '/api/login', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };

  return {
    async start(reply: FastifyReply, userId: string) {
      const token = crypto.randomBytes(32).toString('base64url');
      await db.insert(loginChallenges).values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + CHALLENGE_MS) });
      reply.setCookie(CHALLENGE_COOKIE, token, { ...cookie, maxAge: CHALLENGE_MS / 1000 });
    },
    async find(request: FastifyRequest) {
      const token = request.cookies[CHALLENGE_COOKIE];
      if (!token || token.length > 100) return undefined;
      const [row] = await db
        .select()
        .from(loginChallenges)
        .where(and(eq(loginChallenges.id, hashToken(token)), gt(loginChallenges.expiresAt, new Date()), lt(loginChallenges.attempts, MAX_ATTEMPTS)));
      return row;
    },
    /** Counts a wrong code; the challenge is gone after MAX_ATTEMPTS. */
    async fail(id: string) {
      await db
        .update(loginChallenges)
        .set({ attempts: sql`${loginChallenges.attempts} + 1` })
        .where(eq(loginChallenges.id, id));
    },
    async finish(reply: FastifyReply, id: string) {
      await db.delete(loginChallenges).where(eq(loginChallenges.id, id));
      reply.clearCookie(CHALLENGE_COOKIE, cookie);
    },
    purgeExpired: () => db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, new Date())),
  };
}
