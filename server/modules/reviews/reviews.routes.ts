import type { FastifyInstance } from 'fastify';
import { msg } from '@common/i18n/keys.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPageSchema } from '@common/schemas/admin.js';
import { ListingParamsSchema, uuidParam } from '@common/schemas/params.js';
import {
  AdminReviewListQuerySchema,
  AdminReviewSchema,
  MyReviewPageSchema,
  ReviewHiddenInputSchema,
  ReviewInputSchema,
  ReviewPageSchema,
  ReviewReplyInputSchema,
  ReviewReportInputSchema,
  ReviewReportResultSchema,
  ReviewResultSchema,
  ReviewsQuerySchema,
} from '@common/schemas/reviews.js';
import type { Db } from '../../db/client.js';
import { actor, viewer } from '../../lib/actor.js';
import { reviewsAdminService } from './reviews-admin.service.js';
import { reviewsService } from './reviews.service.js';

const tags = ['reviews'];
const ReviewParamsSchema = z.object({ id: uuidParam(msg('errors:reviews.notFound')) });
// Reviews and replies come from confirmed addresses only (issue 6): farmers know a real person wrote them.
const writer = { auth: { verified: msg('errors:auth.verifyTo.postReviews') } } as const;
const user = { auth: 'user' } as const;
// The admin check comes before the id: to others these routes say only "admins".
const admin = { auth: 'admin' } as const;

export function reviewsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reviews = reviewsService(db);
  const moderation = reviewsAdminService(db);

  api.get('/api/me/reviews', { config: user, schema: { tags, summary: 'The user’s own reviews', response: { 200: MyReviewPageSchema } } }, async (request) =>
    reviews.mine(actor(request)),
  );
  api.get(
    '/api/farms/:id/reviews',
    {
      schema: {
        tags,
        summary: 'A listing’s reviews, newest first',
        description: 'With the viewer’s own review (`mine`) wherever it falls, the listing’s rating, and whether the viewer may write one.',
        params: ListingParamsSchema,
        querystring: ReviewsQuerySchema,
        response: { 200: ReviewPageSchema },
      },
    },
    async (request) => reviews.list(viewer(request), request.params.id, request.query),
  );
  api.post(
    '/api/farms/:id/reviews',
    {
      // A phone offline sends it later with an Idempotency-Key (decision 020).
      config: { ...writer, idempotent: true },
      schema: { tags, summary: 'Review a listing', params: ListingParamsSchema, body: ReviewInputSchema, response: { 201: ReviewResultSchema } },
    },
    async (request, reply) => reply.status(201).send(await reviews.create(actor(request), request.params.id, request.body)),
  );
  api.put(
    '/api/reviews/:id',
    {
      config: writer,
      schema: { tags, summary: 'Edit one’s own review', params: ReviewParamsSchema, body: ReviewInputSchema, response: { 200: ReviewResultSchema } },
    },
    async (request) => reviews.edit(actor(request), request.params.id, request.body),
  );
  api.delete(
    '/api/reviews/:id',
    { config: user, schema: { tags, summary: 'Delete a review (its author, or an admin)', params: ReviewParamsSchema, response: { 200: ReviewResultSchema } } },
    async (request) => reviews.remove(actor(request), request.params.id),
  );
  api.post(
    '/api/reviews/:id/reply',
    {
      config: { auth: { verified: msg('errors:auth.verifyTo.replyToReviews') } },
      schema: {
        tags,
        summary: 'The listing’s farmer answers a review, once',
        params: ReviewParamsSchema,
        body: ReviewReplyInputSchema,
        response: { 200: ReviewResultSchema },
      },
    },
    async (request) => reviews.reply(actor(request), request.params.id, request.body),
  );
  api.post(
    '/api/reviews/:id/report',
    {
      config: user,
      schema: {
        tags,
        summary: 'Report a review to the moderators',
        description: '201 for a new report, 200 when the user had already reported it.',
        params: ReviewParamsSchema,
        body: ReviewReportInputSchema,
        response: { 200: ReviewReportResultSchema, 201: ReviewReportResultSchema },
      },
    },
    async (request, reply) => {
      const result = await reviews.report(actor(request), request.params.id, request.body);
      return reply.status(result.reported ? 201 : 200).send(result);
    },
  );
  api.patch(
    '/api/reviews/:id/hidden',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Hide or show a review (admins)',
        params: ReviewParamsSchema,
        body: ReviewHiddenInputSchema,
        response: { 200: ReviewResultSchema },
      },
    },
    async (request) => reviews.setHidden(actor(request), request.params.id, request.body),
  );

  // Admin → Reviews: the moderation queue.
  api.get(
    '/api/admin/reviews',
    {
      config: admin,
      schema: { tags, summary: 'The moderation queue', querystring: AdminReviewListQuerySchema, response: { 200: adminPageSchema(AdminReviewSchema) } },
    },
    async (request) => moderation.list(request.query),
  );
  api.post(
    '/api/admin/reviews/:id/dismiss-reports',
    { config: admin, schema: { tags, summary: 'Dismiss a review’s open reports', params: ReviewParamsSchema, response: { 200: AdminReviewSchema } } },
    async (request) => moderation.dismissReports(actor(request), request.params.id),
  );
}
