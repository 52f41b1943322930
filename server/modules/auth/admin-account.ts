import crypto from 'node:crypto';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { hashPassword } from '../../lib/passwords.js';
import { lazySecretBox } from './secret-key.js';
import { twoFactorService } from './two-factor.service.js';
import { usersRepository } from './users.repository.js';

/**
 * The ADMIN_EMAIL account on start: an admin with ADMIN_PASSWORD and, with ADMIN_TOTP_SECRET, two-step
 * verification on with that secret (the admin console needs it: ASVS level 2).
 */
export async function provisionConfiguredAdmin(db: Db, config: Config) {
  if (!config.admin) return;
  const { userId } = await ensureAdmin(db, config.admin.email, config.admin.password);
  if (config.admin.totpSecret) await twoFactorService(db, lazySecretBox(db, config), config.appOrigin).provision(userId, config.admin.totpSecret);
}

/**
 * Makes `email` an admin: promotes an existing account, or creates one. Without a password a strong one is
 * generated and returned so the caller can show it once.
 */
export async function ensureAdmin(db: Db, email: string, password?: string) {
  const users = usersRepository(db);
  const normalized = email.trim().toLowerCase();
  const existing = await users.findByEmail(normalized);
  if (existing) {
    await users.update(existing.id, { userType: 'admin', ...(password ? { passwordHash: await hashPassword(password) } : {}) });
    return { created: false, password: undefined, userId: existing.id };
  }
  const chosen = password ?? crypto.randomBytes(12).toString('base64url');
  const user = await users.insert({
    email: normalized,
    passwordHash: await hashPassword(chosen),
    firstName: 'Admin',
    userType: 'admin',
    onboardingCompleted: true,
    emailVerifiedAt: new Date(),
  });
  if (!user) throw new Error(`Could not create the admin account ${normalized}`);
  return { created: true, password: password ? undefined : chosen, userId: user.id };
}
