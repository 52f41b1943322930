import type { FastifyInstance } from 'fastify';
import { AdminReportListQuerySchema, OwnerReplyInputSchema, ReportInputSchema, ReportResolveInputSchema } from '@common/schemas/listing-reports.js';
import type { Db } from '../../db/client.js';
import { parse } from '../../lib/errors.js';
import { listingIdParam, uuidParam } from '../../lib/ids.js';
import { requireAdmin, requireUser } from '../auth/session.js';
import { reportsAdminService } from './reports-admin.service.js';
import { reportsService } from './reports.service.js';

const reportIdOf = (params: unknown, name = 'id') => uuidParam(params, 'This report does not exist.', name);

export function listingReportsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const reports = reportsService(db);
  const admin = reportsAdminService(db);

  // 201 for a new voice behind the report, 200 when the caller was behind it already (sending it twice is harmless).
  app.post('/api/farms/:id/reports', async (request, reply) => {
    const user = requireUser(request);
    const input = parse(ReportInputSchema, request.body);
    const result = await reports.file(user, listingIdParam(request.params), input);
    return reply.status(result.added ? 201 : 200).send(result);
  });
  app.post('/api/farms/:id/reports/:reportId/reply', async (request) => {
    const user = requireUser(request);
    const { body } = parse(OwnerReplyInputSchema, request.body);
    return reports.reply(user, listingIdParam(request.params), reportIdOf(request.params, 'reportId'), body);
  });

  // Admin → Reports. The admin check comes before the id: to others these routes say only "admins".
  app.get('/api/admin/reports', async (request) => {
    requireAdmin(request);
    return admin.list(parse(AdminReportListQuerySchema, request.query));
  });
  app.post('/api/admin/reports/:id/resolve', async (request) => {
    const user = requireAdmin(request);
    const id = reportIdOf(request.params);
    return admin.resolve({ user, ip: request.ip }, id, parse(ReportResolveInputSchema, request.body));
  });
}
