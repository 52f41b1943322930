import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { adminListQuery, adminPageSchema } from './admin.js';
import { uuidParam } from './params.js';
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
    userType: z.enum(USER_TYPES, { error: msg('errors:admin.userTypeInvalid') }).optional(),
    suspended: z.boolean({ error: msg('errors:admin.suspendedBoolean') }).optional(),
  })
  .refine((v) => v.userType !== undefined || v.suspended !== undefined, msg('errors:admin.sendUserTypeOrSuspended'));

export type AdminUserUpdateInput = z.input<typeof AdminUserUpdateSchema>;

/** `/api/admin/users/:id`: an id that cannot be a user is the 404 of a missing one. */
export const AdminUserParamsSchema = z.object({ id: uuidParam(msg('errors:account.noUser')) });

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  userType: z.enum(USER_TYPES),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  suspended: z.boolean(),
  deleted: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = adminPageSchema(AdminUserSchema);

export const AuditQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(40).optional(),
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z.-]*$/, msg('errors:admin.unknownAction'))
    .optional(),
  /** Words in the summary (a user's email, a listing's name) or the admin's email. */
  q: z.string().trim().max(100, msg('errors:admin.searchTooLong')).optional(),
});

export const AuditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  summary: z.string(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = z.object({ items: z.array(AuditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof AuditPageSchema>;
