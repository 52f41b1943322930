import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { sessionsRepository } from './users.repository.js';

export const SESSION_COOKIE = 'fsf_session';
/** A session ends after a week without use, and after 30 days whatever happens (ASVS 3.3). */
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
const TOUCH_EVERY_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function sessionService(db: Db, config: Config) {
  const repo = sessionsRepository(db);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };

  return {
    /** Starts a fresh session (a new id on every sign-in: no fixation) and sets its cookie. */
    async start(reply: FastifyReply, request: FastifyRequest, userId: string) {
      if (request.sessionId) await repo.delete(request.sessionId);
      const token = crypto.randomBytes(32).toString('base64url');
      const now = Date.now();
      await repo.create({
        id: hashToken(token),
        userId,
        expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_ABSOLUTE_MS / 1000 });
    },
    async end(reply: FastifyReply, request: FastifyRequest) {
      if (request.sessionId) await repo.delete(request.sessionId);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
    /** Resolves the cookie to a live session; an idle, expired or suspended one counts as signed out. */
    async resolve(request: FastifyRequest) {
      request.user = null;
      request.sessionId = null;
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return;
      const id = hashToken(token);
      const found = await repo.findLive(id);
      if (!found) return;
      const idle = Date.now() - found.session.lastSeenAt.getTime();
      if (idle > SESSION_IDLE_MS || found.user.suspendedAt) {
        await repo.delete(id);
        return;
      }
      if (idle > TOUCH_EVERY_MS) await repo.touch(id, new Date());
      request.user = found.user;
      request.sessionId = id;
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;

export function registerSessions(app: FastifyInstance, sessions: SessionService) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/farm/')) await sessions.resolve(request);
  });
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.userType !== 'admin') throw forbidden('Only admins can do that.');
  return user;
}
