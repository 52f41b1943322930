import type { FastifyRequest } from 'fastify';
import { msg } from '@common/i18n/keys.js';
import type { UserRow } from '../db/schema/index.js';
import { actsAsAdmin, notAnAdmin } from './admin-powers.js';
import { forbidden, unauthorized, withValues } from './errors.js';

/**
 * Who may call a route (config.auth, checked by plugins/contract.ts): the signed-in account that the session plugin
 * (modules/auth/session.ts) put on the request. Here, below every module, so that plugins need no module.
 */
export const SESSION_COOKIE = 'fsf_session';

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * For actions other people see (messages, reviews): the account's email address must be verified, so that
 * farmers know a real person wrote. `action` completes "Verify your email address to …".
 */
export function requireVerifiedUser(request: FastifyRequest, action: string = msg('errors:auth.verifyTo.doThat')): UserRow {
  const user = requireUser(request);
  if (!user.emailVerifiedAt) {
    const said = withValues('errors:auth.verifyFirst', { action });
    throw forbidden(said);
  }
  return user;
}

/** An admin, signed in to an account with two-step verification on (ASVS level 2: admins must use it). */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!actsAsAdmin(user)) throw notAnAdmin(user, msg('errors:admin.only'));
  return user;
}
