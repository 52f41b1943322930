import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { requireUser } from '../auth/session.js';
import { listAchievements } from './achievements.service.js';

export function achievementsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/achievements', async (request) => {
    const user = requireUser(request);
    return { items: await listAchievements(db, user.id, user.userType) };
  });
}
