import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { limit } from '../../lib/rate-limit.js';
import { msg } from '@common/i18n/keys.js';

/**
 * Re-authentication for sensitive changes (ASVS 3.7.1): the current password, limited per account so that a
 * stolen session cannot be used to guess it.
 */
export async function confirmPassword(db: Db, user: UserRow, password: string, field = 'currentPassword') {
  await limit(db, 'passwordCheck', user.id);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest('errors:auth.wrongPassword', { [field]: msg('errors:auth.wrongPasswordField') });
  }
}
