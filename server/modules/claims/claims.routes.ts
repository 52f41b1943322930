import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminClaimListQuerySchema,
  AdminClaimPageSchema,
  AdminClaimSchema,
  ClaimDecisionInputSchema,
  ClaimInputSchema,
  ClaimParamsSchema,
  MyClaimSchema,
} from '@common/schemas/claims.js';
import { ListingParamsSchema } from '@common/schemas/params.js';
import type { Db } from '../../db/client.js';
import { msg } from '@common/i18n/keys.js';
import { actor } from '../../lib/actor.js';
import { claimsService } from './claims.service.js';

const tags = ['claims'];

export function claimsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const claims = claimsService(db);

  api.post(
    '/api/farms/:id/claims',
    {
      // A claim needs a person behind a proved address (issue 29 point 3, decision 033).
      config: { auth: { verified: msg('errors:auth.verifyTo.claimListings') } },
      schema: { tags, summary: 'Ask to take over an imported listing', params: ListingParamsSchema, body: ClaimInputSchema, response: { 201: MyClaimSchema } },
    },
    async (request, reply) => reply.status(201).send(await claims.claim(actor(request), request.params.id, request.body)),
  );

  // Admin → Claims. The admin check comes before the id: to others these routes say only "admins".
  const admin = { auth: 'admin' } as const;
  api.get(
    '/api/admin/claims',
    {
      config: admin,
      schema: { tags, summary: 'Claims of imported listings', querystring: AdminClaimListQuerySchema, response: { 200: AdminClaimPageSchema } },
    },
    async (request) => claims.list(actor(request), request.query),
  );
  api.post(
    '/api/admin/claims/:id/decide',
    {
      config: admin,
      schema: { tags, summary: 'Approve or refuse a claim', params: ClaimParamsSchema, body: ClaimDecisionInputSchema, response: { 200: AdminClaimSchema } },
    },
    async (request) => claims.decide(actor(request), request.params.id, request.body),
  );
}
