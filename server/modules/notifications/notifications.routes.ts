import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PageQuerySchema } from '@common/schemas/messages.js';
import {
  MarkReadResultSchema,
  MarkReadSchema,
  NotificationPageSchema,
  notificationPreferencesInputSchema,
  notificationPreferencesSchema,
  UnreadSummarySchema,
} from '@common/schemas/notifications.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { channelNames } from './channels/index.js';
import { notificationsService } from './notifications.service.js';

const tags = ['notifications'];
const config = { auth: 'user' } as const;

/** The in-app notification list, the header's badges and the per-type, per-channel preferences. */
export function notificationsRoutes(app: FastifyInstance, { db, unreadMessages }: { db: Db; unreadMessages: (userId: string) => Promise<number> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const notifications = notificationsService(db, unreadMessages);
  // Drawn from the channel registry as it stands when the app is built (decision 060).
  const NotificationPreferencesSchema = notificationPreferencesSchema(channelNames());
  const NotificationPreferencesInputSchema = notificationPreferencesInputSchema(channelNames());

  api.get(
    '/api/notifications',
    { config, schema: { tags, summary: 'The user’s notifications, newest first', querystring: PageQuerySchema, response: { 200: NotificationPageSchema } } },
    async (request) => notifications.list(actor(request), request.query),
  );
  api.get(
    '/api/notifications/unread',
    { config, schema: { tags, summary: 'Unread notifications and messages (the header’s badges)', response: { 200: UnreadSummarySchema } } },
    async (request) => notifications.unread(actor(request)),
  );
  api.post(
    '/api/notifications/read',
    { config, schema: { tags, summary: 'Mark some or all notifications read', body: MarkReadSchema, response: { 200: MarkReadResultSchema } } },
    async (request) => notifications.markRead(actor(request), request.body),
  );
  api.get(
    '/api/notification-preferences',
    { config, schema: { tags, summary: 'Which channels each type of notification uses', response: { 200: NotificationPreferencesSchema } } },
    async (request) => notifications.preferences(actor(request)),
  );
  api.put(
    '/api/notification-preferences',
    {
      config,
      schema: { tags, summary: 'Choose channels for some types', body: NotificationPreferencesInputSchema, response: { 200: NotificationPreferencesSchema } },
    },
    async (request) => notifications.setPreferences(actor(request), request.body),
  );
}
