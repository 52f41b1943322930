import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountExportSchema,
  AccountTypeSchema,
  DeleteAccountSchema,
  EmailChangeSchema,
  EmailVerifiedSchema,
  ForgotPasswordSchema,
  NoticeSchema,
  OkSchema,
  PasswordChangeSchema,
  ProfileSchema,
  ResetPasswordSchema,
  SessionListSchema,
  SessionParamsSchema,
  VerifyEmailSchema,
} from '@common/schemas/account.js';
import {
  AdminUserPageSchema,
  AdminUserParamsSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
  AdminUserUpdateSchema,
  AuditPageSchema,
  AuditQuerySchema,
} from '@common/schemas/admin-users.js';
import { UserSchema } from '@common/schemas/auth.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { translator } from '../../lib/i18n.js';
import type { SessionService } from '../auth/session.js';
import { accountService, type NotificationPreferencesReader } from './account.service.js';
import { adminUsersService } from './admin-users.service.js';
import { emailFlows } from './email-flows.service.js';

const tags = ['account'];
const user = { auth: 'user' } as const;
const admin = { auth: 'admin' } as const;

/** Account settings, emailed links (verification, reset), and the admin users screen with its audit log. */
export function accountsRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    sessions,
    notificationPreferences,
  }: { db: Db; config: Config; sessions: SessionService; notificationPreferences: NotificationPreferencesReader },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const flows = emailFlows(db, config);
  const accounts = accountService(db, config, flows, notificationPreferences);
  const adminUsers = adminUsersService(db, sessions);

  api.post(
    '/api/verify-email',
    {
      schema: {
        tags,
        summary: "Open an emailed link: verify the account's address, or confirm a new one",
        body: VerifyEmailSchema,
        response: { 200: EmailVerifiedSchema },
      },
    },
    async (request, reply) => {
      const { userId, email, emailChanged } = await flows.verifyEmail(request.body);
      // The address signs in and receives reset links: a new one is a credential change (sessions end or rotate).
      if (emailChanged) await sessions.credentialChanged(reply, request, userId);
      return { verified: true as const, email };
    },
  );

  api.post(
    '/api/verify-email/resend',
    { config: user, schema: { tags, summary: 'Send the verification email again', response: { 202: NoticeSchema } } },
    async (request, reply) => {
      const { email } = await flows.resendVerification(actor(request), request.lang);
      const t = translator(request.lang);
      return reply.status(202).send({ message: t('emails:answers.verificationSent', { email }) });
    },
  );

  api.post(
    '/api/password/forgot',
    {
      schema: {
        tags,
        summary: 'Ask for a password reset link',
        description: 'The same answer whether or not the address has an account.',
        body: ForgotPasswordSchema,
        response: { 202: NoticeSchema },
      },
    },
    async (request, reply) => {
      await flows.forgotPassword(request.body, request.ip, request.lang);
      const t = translator(request.lang);
      return reply.status(202).send({ message: t('emails:answers.resetSent') });
    },
  );

  api.post(
    '/api/password/reset',
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset link: every session of the account ends',
        body: ResetPasswordSchema,
        response: { 200: NoticeSchema },
      },
    },
    async (request) => {
      await flows.resetPassword(request.body, sessions.endAllForUser);
      const t = translator(request.lang);
      return { message: t('emails:answers.passwordReset') };
    },
  );

  api.patch(
    '/api/account/profile',
    { config: user, schema: { tags, summary: 'Change the first name, units or language', body: ProfileSchema, response: { 200: UserSchema } } },
    async (request) => accounts.updateProfile(actor(request), request.body),
  );

  api.put(
    '/api/account/user-type',
    {
      config: user,
      schema: {
        tags,
        summary: "Turn a shopper's account into a farmer's, or back while it owns no listing",
        description: 'An admin keeps the admin role (403); a farmer who owns a listing, a draft too, stays a farmer (409).',
        body: AccountTypeSchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => accounts.changeUserType(actor(request), request.body),
  );

  api.post(
    '/api/account/password',
    {
      config: user,
      schema: {
        tags,
        summary: "Change the password (the current one confirms it): the account's other sessions end",
        body: PasswordChangeSchema,
        response: { 200: UserSchema },
      },
    },
    async (request, reply) => {
      const me = actor(request);
      const updated = await accounts.changePassword(me, request.body);
      await sessions.rotate(reply, request, me.id);
      return updated;
    },
  );

  api.post(
    '/api/account/email',
    {
      config: user,
      schema: {
        tags,
        summary: 'Change the address: a link goes to the new one, which takes over when opened',
        body: EmailChangeSchema,
        response: { 202: NoticeSchema },
      },
    },
    async (request, reply) => {
      const email = await accounts.requestEmailChange(actor(request), request.body, request.lang);
      const t = translator(request.lang);
      return reply.status(202).send({ message: t('emails:answers.newEmailSent', { email }) });
    },
  );

  api.get(
    '/api/account/sessions',
    { config: user, schema: { tags, summary: "The account's signed-in sessions", response: { 200: SessionListSchema } } },
    async (request) => ({ items: await sessions.list(request), nextCursor: null }),
  );

  api.delete(
    '/api/account/sessions/:id',
    { config: user, schema: { tags, summary: 'Sign one session out', params: SessionParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      if (!(await sessions.endOne(actor(request).id, request.params.id))) throw notFound('errors:account.noSession');
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/account/sessions/end-all',
    { config: user, schema: { tags, summary: 'Sign out everywhere, this session included', response: { 200: OkSchema } } },
    async (request, reply) => {
      await sessions.endAllForUser(actor(request).id);
      await sessions.end(reply, request);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/account/export',
    { config: user, schema: { tags, summary: 'Download my data: the account, its listings and every row tied to it', response: { 200: AccountExportSchema } } },
    async (request, reply) => {
      const data = await accounts.exportData(actor(request));
      reply.header('content-disposition', `attachment; filename="farm-stand-finder-data-${data.exportedAt.slice(0, 10)}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  api.post(
    '/api/account/delete',
    {
      config: user,
      schema: {
        tags,
        summary: 'Delete the account (the password confirms it): listings unpublished, personal data erased',
        body: DeleteAccountSchema,
        response: { 200: OkSchema },
      },
    },
    async (request, reply) => {
      await accounts.deleteAccount(actor(request), request.body);
      await sessions.end(reply, request);
      return { ok: true as const };
    },
  );

  const adminTags = ['admin'];
  api.get(
    '/api/admin/users',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'Users: searched, filtered, sorted and paged',
        querystring: AdminUserQuerySchema,
        response: { 200: AdminUserPageSchema },
      },
    },
    async (request) => adminUsers.list(request.query),
  );

  api.patch(
    '/api/admin/users/:id',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "Change a user's role or suspend them: audited, and their sessions end",
        params: AdminUserParamsSchema,
        body: AdminUserUpdateSchema,
        response: { 200: AdminUserSchema },
      },
    },
    async (request) => adminUsers.update(actor(request), request.params.id, request.body),
  );

  api.get(
    '/api/admin/audit-log',
    { config: admin, schema: { tags: adminTags, summary: 'What admins did, newest first', querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } },
    async (request) => adminUsers.auditLog(request.query),
  );
}
