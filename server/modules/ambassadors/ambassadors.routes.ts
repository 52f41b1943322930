import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../accounts/audit.js';
import { requireAdmin, requireUser } from '../auth/session.js';
import { ambassadorsService } from './ambassadors.service.js';

/** The ambassador program: apply, the dashboard of referrals, and the admins' review of applications. */
export function ambassadorsRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const ambassadors = ambassadorsService(db, config);

  app.get('/api/ambassadors/me', async (request) => ambassadors.mine(requireUser(request)));
  app.post('/api/ambassadors/applications', async (request, reply) => reply.status(201).send(await ambassadors.apply(requireUser(request), request.body)));
  app.get('/api/ambassadors/dashboard', async (request) => ambassadors.dashboard(requireUser(request), request.query));

  app.get('/api/admin/ambassadors', async (request) => {
    requireAdmin(request);
    return ambassadors.list(request.query);
  });
  for (const [action, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(`/api/admin/ambassadors/:id/${action}`, async (request) => {
      requireAdmin(request);
      const id = (request.params as { id: string }).id;
      const { email, ...application } = await ambassadors.review(id, decision);
      const summary = decision === 'approved' ? `Approved ambassador ${email} (${application.code})` : `Rejected the ambassador application of ${email}`;
      await recordAudit(db, request, { action: `ambassador.${action}`, summary, target: { type: 'ambassador', id } });
      return application;
    });
  }
}
