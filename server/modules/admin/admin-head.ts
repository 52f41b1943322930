import type { HeadProvider } from '../../plugins/spa.js';
import type { SessionService } from '../auth/session.js';

/**
 * /admin: the page itself says "admins only" to everyone else; the status says so too (403), so the
 * console's shell is never a 200 for a visitor or a crawler. Page loads resolve no session by default.
 */
export function adminHead(sessions: SessionService): HeadProvider {
  return async (_params, request) => {
    if (!request.user) await sessions.resolve(request);
    return { title: 'Admin', status: request.user?.userType === 'admin' ? 200 : 403 };
  };
}
