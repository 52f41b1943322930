import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { markSecondFactor } from '../../lib/admin-powers.js';
import { sessionsRepository } from './users.repository.js';

import { SESSION_COOKIE } from '../../lib/guards.js';
export { SESSION_COOKIE };
/**
 * On https the cookie is `__Host-fsf_session`: browsers accept a `__Host-` cookie only with Secure, Path=/ and no
 * Domain, so no subdomain and no plain-http page can set or shadow the session (issue 29.8). Sessions made under
 * the old name sign in again once; the old name is never read, or a planted cookie would be accepted again.
 */
export const sessionCookieName = (config: Pick<Config, 'secureCookies'>) => (config.secureCookies ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
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

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/** What the sessions list shows for a session: derived from its id, and useless as a cookie. */
export const publicSessionId = (id: string) => crypto.createHash('sha256').update(`public:${id}`).digest('base64url').slice(0, 22);

export function sessionService(db: Db, config: Config) {
  const repo = sessionsRepository(db);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };
  const cookieName = sessionCookieName(config);
  const setSessionCookie = (reply: FastifyReply, token: string) => reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: SESSION_ABSOLUTE_MS / 1000 });

  return {
    /** Starts a fresh session (a new id on every sign-in: no fixation) and sets its cookie. */
    async start(reply: FastifyReply, request: FastifyRequest, userId: string) {
      if (request.sessionId) await repo.delete(request.sessionId);
      const token = crypto.randomBytes(32).toString('base64url');
      await repo.create({
        id: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      setSessionCookie(reply, token);
    },
    async end(reply: FastifyReply, request: FastifyRequest) {
      if (request.sessionId) await repo.delete(request.sessionId);
      reply.clearCookie(cookieName, cookieOptions);
    },
    /**
     * After a privilege change (password, two-factor): a new id for this session, and every other session of
     * the user ends, so a stolen cookie stops working.
     */
    async rotate(reply: FastifyReply, request: FastifyRequest, userId: string) {
      if (request.sessionId && request.user?.id === userId) {
        // The new id is written over the old one: this device's push subscription stays bound to it.
        const token = crypto.randomBytes(32).toString('base64url');
        const values = { id: hashToken(token), expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) };
        if (await repo.rekeyEndingOthers(userId, request.sessionId, values)) {
          request.sessionId = values.id;
          setSessionCookie(reply, token);
          return;
        }
      }
      await repo.deleteForUser(userId);
      request.sessionId = null;
      await this.start(reply, request, userId);
    },
    /**
     * A credential changed outside the account's own session (an emailed link opened anywhere): every session of
     * the account ends, and the request's own, if it is the account's, goes on under a new id.
     */
    async credentialChanged(reply: FastifyReply, request: FastifyRequest, userId: string) {
      if (request.user?.id === userId) await this.rotate(reply, request, userId);
      else await repo.deleteForUser(userId);
    },
    /** Ends every session of a user (suspension, role change, password reset, sign out everywhere). */
    endAllForUser: (userId: string) => repo.deleteForUser(userId),
    async list(request: FastifyRequest) {
      const rows = await repo.listForUser(request.user!.id);
      return rows
        .filter((s) => Date.now() - s.lastSeenAt.getTime() <= SESSION_IDLE_MS)
        .map((s) => ({
          id: publicSessionId(s.id),
          current: s.id === request.sessionId,
          userAgent: s.userAgent,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
        }));
    },
    /** Ends one of the user's own sessions by its public id; false when there is no such session. */
    async endOne(userId: string, publicId: string) {
      const match = (await repo.listForUser(userId)).find((s) => publicSessionId(s.id) === publicId);
      if (match) await repo.delete(match.id);
      return !!match;
    },
    /** Resolves the cookie to a live session; an idle, expired or suspended one counts as signed out. */
    async resolve(request: FastifyRequest) {
      request.user = null;
      request.sessionId = null;
      const token = request.cookies[cookieName];
      if (!token || token.length > 100) return;
      const id = hashToken(token);
      const found = await repo.findLive(id);
      if (!found) return;
      const idle = Date.now() - found.session.lastSeenAt.getTime();
      if (idle > SESSION_IDLE_MS || found.user.suspendedAt || found.user.deletedAt) {
        await repo.delete(id);
        return;
      }
      if (idle > TOUCH_EVERY_MS) await repo.touch(id, found.user.id, new Date());
      request.user = found.user;
      request.sessionId = id;
      if (found.secondFactor) markSecondFactor(found.user);
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
  // An API answer to a signed-in person, or one that sets a cookie (sign-in, sign-up, the two-step challenge), is
  // theirs alone: no browser or shared cache keeps it (issue 29.8: the user, two-step setup, a new API key, messages,
  // notifications, the account's data). A route that says otherwise (public data, `public, max-age`) keeps its header.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/v1/') || reply.hasHeader('cache-control')) return payload;
    if (request.user || reply.hasHeader('set-cookie')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}

export { requireAdmin, requireUser, requireVerifiedUser } from '../../lib/guards.js';
