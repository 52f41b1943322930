import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OverviewQuerySchema } from '@common/schemas/admin.js';
import {
  AdminAmbassadorPageSchema,
  AmbassadorApplicationSchema,
  AmbassadorApplySchema,
  AmbassadorDashboardSchema,
  AmbassadorListQuerySchema,
  AmbassadorParamsSchema,
  MyAmbassadorApplicationSchema,
} from '@common/schemas/ambassadors.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { ambassadorsService } from './ambassadors.service.js';

const tags = ['ambassadors'];

/** The ambassador program: apply, the dashboard of referrals, and the admins' review of applications. */
export function ambassadorsRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ambassadors = ambassadorsService(db, config);
  const user = { auth: 'user' } as const;

  api.get(
    '/api/ambassadors/me',
    { config: user, schema: { tags, summary: "The user's ambassador application, if any", response: { 200: MyAmbassadorApplicationSchema } } },
    async (request) => ambassadors.mine(actor(request)),
  );
  api.post(
    '/api/ambassadors/applications',
    { config: user, schema: { tags, summary: 'Apply to be an ambassador', body: AmbassadorApplySchema, response: { 201: AmbassadorApplicationSchema } } },
    async (request, reply) => reply.status(201).send(await ambassadors.apply(actor(request), request.body)),
  );
  api.get(
    '/api/ambassadors/dashboard',
    {
      config: user,
      schema: { tags, summary: "An approved ambassador's referrals", querystring: OverviewQuerySchema, response: { 200: AmbassadorDashboardSchema } },
    },
    async (request) => ambassadors.dashboard(actor(request), request.query.days),
  );

  const admin = { auth: 'admin' } as const;
  api.get(
    '/api/admin/ambassadors',
    {
      config: admin,
      schema: { tags, summary: 'Ambassador applications', querystring: AmbassadorListQuerySchema, response: { 200: AdminAmbassadorPageSchema } },
    },
    async (request) => ambassadors.list(actor(request), request.query),
  );
  for (const [action, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    api.post(
      `/api/admin/ambassadors/:id/${action}`,
      {
        config: admin,
        schema: {
          tags,
          summary: `${decision === 'approved' ? 'Approve' : 'Reject'} an ambassador application`,
          params: AmbassadorParamsSchema,
          response: { 200: AmbassadorApplicationSchema },
        },
      },
      async (request) => ambassadors.review(actor(request), request.params.id, decision),
    );
  }
}
