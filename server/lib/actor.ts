import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.js';
import { actsAsAdmin } from './admin-powers.js';
import { unauthorized } from './errors.js';

export type Role = UserRow['userType'];

/**
 * Who is acting, as services and policies see them: never the request itself (issue 12). `ip` and `email`
 * are for the audit log; a service that needs more of the account loads it.
 */
export interface Actor {
  id: string;
  role: Role;
  /** An admin's powers need two-step verification on (ASVS level 2, decision 008): an admin without it acts as anyone. */
  adminPowers: boolean;
  email: string;
  /** The account proved its address: what other people rely on (trust signals, publishing) needs it (issue 29 point 3). */
  verified: boolean;
  ip: string | null;
}

/** What a policy needs to decide: who, and in which role. */
export type Subject = Pick<Actor, 'id' | 'role' | 'adminPowers'>;

/** Admin powers: an admin, signed in with a second factor. Every policy asks this, never the role alone. */
export const isAdmin = (who: Subject | null | undefined) => !!who && who.role === 'admin' && who.adminPowers;

export const actorOf = (user: UserRow, ip: string | null = null): Actor => ({
  id: user.id,
  role: user.userType,
  adminPowers: actsAsAdmin(user),
  email: user.email,
  verified: user.emailVerifiedAt !== null,
  ip,
});

/**
 * The signed-in caller of a route that declares `config: { auth }`: the contract's hook has already refused
 * everyone else (server/plugins/contract.ts), so the 401 here only guards a route that forgot to declare it.
 */
export function actor(request: FastifyRequest): Actor {
  if (!request.user) throw unauthorized();
  return actorOf(request.user, request.ip);
}

/** The caller of a public route, or null when signed out: what a viewer may see can depend on who they are. */
export const viewer = (request: FastifyRequest): Actor | null => (request.user ? actorOf(request.user, request.ip) : null);
