import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { requireAdmin, requireUser, requireVerifiedUser } from '../auth/session.js';
import { reviewsAdminService } from './reviews-admin.service.js';
import { reviewsService } from './reviews.service.js';
import { listingIdParam, uuidParam } from '../../lib/ids.js';
import { idempotent } from '../../plugins/idempotency.js';

const farmIdOf = (params: unknown) => listingIdParam(params);
const reviewIdOf = (params: unknown) => uuidParam(params, 'This review does not exist.');

export function reviewsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const reviews = reviewsService(db);
  const moderation = reviewsAdminService(db);

  app.get('/api/me/reviews', async (request) => reviews.mine(requireUser(request)));
  app.get('/api/farms/:id/reviews', async (request) => reviews.list(request.user, farmIdOf(request.params), request.query));
  // Reviews and replies come from confirmed addresses only (issue 6): farmers know a real person wrote them.
  app.post('/api/farms/:id/reviews', idempotent, async (request, reply) =>
    reply.status(201).send(await reviews.create(requireVerifiedUser(request, 'post reviews'), farmIdOf(request.params), request.body)),
  );
  app.put('/api/reviews/:id', async (request) => reviews.edit(requireVerifiedUser(request, 'post reviews'), reviewIdOf(request.params), request.body));
  app.delete('/api/reviews/:id', async (request) => reviews.remove(requireUser(request), reviewIdOf(request.params), request));
  app.post('/api/reviews/:id/reply', async (request) =>
    reviews.reply(requireVerifiedUser(request, 'reply to reviews'), reviewIdOf(request.params), request.body),
  );
  app.post('/api/reviews/:id/report', async (request, reply) => {
    const result = await reviews.report(requireUser(request), reviewIdOf(request.params), request.body ?? {});
    return reply.status(result.reported ? 201 : 200).send(result);
  });
  app.patch('/api/reviews/:id/hidden', async (request) => reviews.setHidden(requireUser(request), reviewIdOf(request.params), request.body, request));

  // Admin → Reviews. The admin check comes before the id: to others these routes say only "admins".
  app.get('/api/admin/reviews', async (request) => {
    requireAdmin(request);
    return moderation.list(request.query);
  });
  app.post('/api/admin/reviews/:id/dismiss-reports', async (request) => {
    requireAdmin(request);
    return moderation.dismissReports(request, reviewIdOf(request.params));
  });
}
