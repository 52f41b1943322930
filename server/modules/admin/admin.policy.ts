import { isAdmin, type Subject } from '../../lib/actor.js';
import { notAnAdmin } from '../../lib/admin-powers.js';

/**
 * The admin console's rule: admin powers (an admin with two-step verification), else the 403 that says only
 * "admins". Routes declare `config: { auth: 'admin' }` too; the service asks again, so no caller can skip it.
 */
export function mustBeAdmin(user: Subject) {
  if (!isAdmin(user)) throw notAnAdmin(user, 'Only admins can do that.');
}
