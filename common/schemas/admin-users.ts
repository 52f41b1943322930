import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { adminListQuery } from './admin.js';
import { USER_TYPES } from './auth.js';

/** Sort keys of the admin users table: joined, first name, email, last seen. */
export const ADMIN_USER_SORTS = ['created', 'name', 'email', 'lastSeen'] as const;
export const AdminUserQuerySchema = adminListQuery(ADMIN_USER_SORTS, 'created')
  .extend({
    role: z.enum(USER_TYPES).optional(),
    status: z.enum(['active', 'suspended', 'unverified', 'deleted']).optional(),
  })
  .strict();
export type AdminUserQuery = z.input<typeof AdminUserQuerySchema>;

export const AdminUserUpdateSchema = z
  .strictObject({
    userType: z.enum(USER_TYPES, { error: "userType must be 'farmer', 'consumer' or 'admin'" }).optional(),
    suspended: z.boolean({ error: 'suspended must be true or false' }).optional(),
  })
  .refine((v) => v.userType !== undefined || v.suspended !== undefined, msg('errors:admin.sendUserTypeOrSuspended'));

export interface AdminUser {
  id: string;
  email: string;
  firstName: string;
  userType: (typeof USER_TYPES)[number];
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  suspended: boolean;
  deleted: boolean;
  createdAt: string;
  lastSeenAt: string | null;
}

export interface AuditEntry {
  id: number;
  action: string;
  summary: string;
  actorEmail: string | null;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
  createdAt: string;
}
