import crypto from 'node:crypto';
import type { Db } from '../../db/client.js';
import { hashPassword } from '../../lib/passwords.js';
import { usersRepository } from './users.repository.js';

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
    return { created: false, password: undefined };
  }
  const chosen = password ?? crypto.randomBytes(12).toString('base64url');
  await users.insert({
    email: normalized,
    passwordHash: await hashPassword(chosen),
    firstName: 'Admin',
    userType: 'admin',
    onboardingCompleted: true,
    emailVerifiedAt: new Date(),
  });
  return { created: true, password: password ? undefined : chosen };
}
