import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { loginRepository } from './login.repository.js';
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
  const repo = loginRepository(db);
  const cookie = { path: '/api/login', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };

  return {
    async start(reply: FastifyReply, userId: string) {
      const token = crypto.randomBytes(32).toString('base64url');
      await repo.insertChallenge(hashToken(token), userId, new Date(Date.now() + CHALLENGE_MS));
      reply.setCookie(CHALLENGE_COOKIE, token, { ...cookie, maxAge: CHALLENGE_MS / 1000 });
    },
    async find(request: FastifyRequest) {
      const token = request.cookies[CHALLENGE_COOKIE];
      if (!token || token.length > 100) return undefined;
      return repo.findChallenge(hashToken(token), MAX_ATTEMPTS);
    },
    /** Counts a wrong code; the challenge is gone after MAX_ATTEMPTS. */
    fail: (id: string) => repo.countChallengeAttempt(id),
    async finish(reply: FastifyReply, id: string) {
      await repo.deleteChallenge(id);
      reply.clearCookie(CHALLENGE_COOKIE, cookie);
    },
    purgeExpired: () => repo.purgeExpiredChallenges(),
  };
}
