import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { translator } from '../../lib/i18n.js';
import { requireAdmin, requireUser, type SessionService } from '../auth/session.js';
import { presentUser } from '../auth/user.presenter.js';
import { accountService } from './account.service.js';
import { adminUsersService } from './admin-users.service.js';
import { listAudit } from './audit.js';
import { emailFlows } from './email-flows.service.js';

/** Account settings, emailed links (verification, reset), and the admin users screen with its audit log. */
export function accountsRoutes(app: FastifyInstance, { db, config, sessions }: { db: Db; config: Config; sessions: SessionService }) {
  const flows = emailFlows(db, config);
  const accounts = accountService(db, config, flows);
  const adminUsers = adminUsersService(db, sessions);

  app.post('/api/verify-email', async (request, reply) => {
    const { user, emailChanged } = await flows.verifyEmail(request.body);
    // The address signs in and receives reset links: a new one is a credential change (sessions end or rotate).
    if (emailChanged) await sessions.credentialChanged(reply, request, user.id);
    return { verified: true, email: user.email };
  });

  app.post('/api/verify-email/resend', async (request, reply) => {
    const user = requireUser(request);
    await flows.resendVerification(user, request.lang);
    const t = translator(request.lang);
    return reply.status(202).send({ message: t('emails:answers.verificationSent', { email: user.email }) });
  });

  app.post('/api/password/forgot', async (request, reply) => {
    await flows.forgotPassword(request.body, request.ip, request.lang);
    const t = translator(request.lang);
    return reply.status(202).send({ message: t('emails:answers.resetSent') });
  });

  app.post('/api/password/reset', async (request) => {
    await flows.resetPassword(request.body, sessions.endAllForUser);
    const t = translator(request.lang);
    return { message: t('emails:answers.passwordReset') };
  });

  app.patch('/api/account/profile', async (request) => presentUser(await accounts.updateProfile(requireUser(request), request.body)));

  app.post('/api/account/password', async (request, reply) => {
    const user = requireUser(request);
    const updated = await accounts.changePassword(user, request.body);
    await sessions.rotate(reply, request, user.id);
    return presentUser(updated);
  });

  app.post('/api/account/email', async (request, reply) => {
    const email = await accounts.requestEmailChange(requireUser(request), request.body, request.lang);
    const t = translator(request.lang);
    return reply.status(202).send({ message: t('emails:answers.newEmailSent', { email }) });
  });

  app.get('/api/account/sessions', async (request) => {
    requireUser(request);
    return { items: await sessions.list(request), nextCursor: null };
  });

  app.delete('/api/account/sessions/:id', async (request, reply) => {
    const user = requireUser(request);
    if (!(await sessions.endOne(user.id, String((request.params as { id: string }).id)))) throw notFound('errors:account.noSession');
    return reply.status(204).send();
  });

  app.post('/api/account/sessions/end-all', async (request, reply) => {
    const user = requireUser(request);
    await sessions.endAllForUser(user.id);
    await sessions.end(reply, request);
    return { ok: true };
  });

  app.get('/api/account/export', async (request, reply) => {
    const data = await accounts.exportData(requireUser(request));
    reply.header('content-disposition', `attachment; filename="farm-stand-finder-data-${data.exportedAt.slice(0, 10)}.json"`);
    reply.header('cache-control', 'no-store');
    return data;
  });

  app.post('/api/account/delete', async (request, reply) => {
    await accounts.deleteAccount(requireUser(request), request.body);
    await sessions.end(reply, request);
    return { ok: true };
  });

  app.get('/api/admin/users', async (request) => {
    requireAdmin(request);
    return adminUsers.list(request.query);
  });

  app.patch('/api/admin/users/:id', async (request) => {
    const admin = requireAdmin(request);
    return adminUsers.update(admin, request, String((request.params as { id: string }).id), request.body);
  });

  app.get('/api/admin/audit-log', async (request) => {
    requireAdmin(request);
    return listAudit(db, request.query);
  });
}
