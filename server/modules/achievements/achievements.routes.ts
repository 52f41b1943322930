import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AchievementListSchema } from '@common/schemas/achievements.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { listAchievements } from './achievements.service.js';

export function achievementsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/achievements',
    {
      config: { auth: 'user' },
      schema: { tags: ['achievements'], summary: "The user's badges and how far they are towards each", response: { 200: AchievementListSchema } },
    },
    async (request) => {
      const user = actor(request);
      return { items: await listAchievements(db, user.id, user.role, request.lang) };
    },
  );
}
