import type { UserRow } from '../db/schema/index.js';
import { forbidden, type Message } from './errors.js';
import { msg } from '@common/i18n/keys.js';

export const ADMIN_NEEDS_SECOND_FACTOR = msg('errors:admin.needsSecondFactor');

// The user objects of sessions whose account has two-step verification on, as the session resolved them. Held
// weakly by identity: a user row loaded any other way (a job, a fresh query) has no admin powers (fails closed).
const withSecondFactor = new WeakSet<UserRow>();

/** Called by the session resolver for an account with two-step verification on. */
export const markSecondFactor = (user: UserRow) => void withSecondFactor.add(user);

/**
 * Admin powers (ASVS level 2): an admin whose account uses two-step verification. An admin without it may sign
 * in and use the site as anyone does, but moderates, edits other people's things and runs the console only
 * once it is on. Every policy asks this, never `userType === 'admin'` alone.
 */
export const actsAsAdmin = (user: UserRow | null | undefined) => !!user && user.userType === 'admin' && withSecondFactor.has(user);

/** The 403 for someone without admin powers: an admin is told what to do about it, anyone else `otherwise`. */
export const notAnAdmin = (who: Pick<UserRow, 'userType'> | { role: UserRow['userType'] } | null | undefined, otherwise: Message) =>
  forbidden(who && ('role' in who ? who.role : who.userType) === 'admin' ? ADMIN_NEEDS_SECOND_FACTOR : otherwise);
