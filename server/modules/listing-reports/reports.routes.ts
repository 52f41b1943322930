import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminReportListQuerySchema,
  AdminReportPageSchema,
  AdminReportSchema,
  OpenReportSchema,
  OwnerReplyInputSchema,
  ReportInputSchema,
  ReportParamsSchema,
  ReportReplyParamsSchema,
  ReportResolveInputSchema,
  ReportResultSchema,
} from '@common/schemas/listing-reports.js';
import { ListingParamsSchema } from '@common/schemas/params.js';
import type { Db } from '../../db/client.js';
import { msg } from '@common/i18n/keys.js';
import { actor } from '../../lib/actor.js';
import { reportsAdminService } from './reports-admin.service.js';
import { reportsService } from './reports.service.js';

const tags = ['listing reports'];

export function listingReportsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reports = reportsService(db);
  const admin = reportsAdminService(db);
  const user = { auth: 'user' } as const;

  // 201 for a new voice behind the report, 200 when the caller was behind it already (sending it twice is harmless).
  api.post(
    '/api/farms/:id/reports',
    {
      // A trust signal needs a person behind a proved address (issue 29 point 3, decision 033).
      config: { auth: { verified: msg('errors:auth.verifyTo.reportListings') } },
      schema: {
        tags,
        summary: 'Report wrong information on a listing',
        params: ListingParamsSchema,
        body: ReportInputSchema,
        response: { 200: ReportResultSchema, 201: ReportResultSchema },
      },
    },
    async (request, reply) => {
      const result = await reports.file(actor(request), request.params.id, request.body);
      return reply.status(result.added ? 201 : 200).send(result);
    },
  );
  api.post(
    '/api/farms/:id/reports/:reportId/reply',
    {
      config: user,
      schema: {
        tags,
        summary: "The listing's farmer answers a report",
        params: ReportReplyParamsSchema,
        body: OwnerReplyInputSchema,
        response: { 200: OpenReportSchema },
      },
    },
    async (request) => reports.reply(actor(request), request.params.id, request.params.reportId, request.body.body),
  );

  // Admin → Reports. The admin check comes before the id: to others these routes say only "admins".
  const admins = { auth: 'admin' } as const;
  api.get(
    '/api/admin/reports',
    {
      config: admins,
      schema: { tags, summary: 'Reports of wrong information', querystring: AdminReportListQuerySchema, response: { 200: AdminReportPageSchema } },
    },
    async (request) => admin.list(actor(request), request.query),
  );
  api.post(
    '/api/admin/reports/:id/resolve',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Fix, hide, merge or dismiss a report',
        params: ReportParamsSchema,
        body: ReportResolveInputSchema,
        response: { 200: AdminReportSchema },
      },
    },
    async (request) => admin.resolve(actor(request), request.params.id, request.body),
  );
}
