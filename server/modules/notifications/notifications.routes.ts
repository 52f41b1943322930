import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { requireUser } from '../auth/session.js';
import { notificationsService } from './notifications.service.js';

/** The in-app notification list, the header's badges and the per-type, per-channel preferences. */
export function notificationsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const notifications = notificationsService(db);

  app.get('/api/notifications', async (request) => notifications.list(requireUser(request), request.query));
  app.get('/api/notifications/unread', async (request) => notifications.unread(requireUser(request)));
  app.post('/api/notifications/read', async (request) => notifications.markRead(requireUser(request), request.body));
  app.get('/api/notification-preferences', async (request) => notifications.preferences(requireUser(request)));
  app.put('/api/notification-preferences', async (request) => notifications.setPreferences(requireUser(request), request.body));
}
