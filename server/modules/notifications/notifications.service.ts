import type { PageQuerySchema } from '@common/schemas/messages.js';
import type { z } from 'zod';
import {
  NOTIFICATION_TYPES,
  type MarkReadInput,
  type MarkReadResult,
  type NotificationPreferencesInput,
  type NotificationPage,
  type NotificationPreferences,
  type UnreadSummary,
} from '@common/schemas/notifications.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest } from '../../lib/errors.js';
import { publish } from '../../lib/events/index.js';
import { encodeJsonCursor, readJsonCursor } from '../../lib/cursor.js';
import { channelChoices } from './channels/index.js';
import { notificationsRepository } from './notifications.repository.js';
import { presentNotification } from './present.js';
import { msg } from '@common/i18n/keys.js';

const isIdCursor = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

/** Every type with every registered channel: the user's choice, else the channel's default for the type (decision 060). */
export async function notificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const chosen = await notificationsRepository(db).prefs(userId);
  return Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t.id, channelChoices(t.id, chosen.get(t.id))])) as NotificationPreferences;
}

/**
 * `unreadMessages` is the messages module's count, handed in by the app (server/app.ts): messages sit above
 * notifications in the module order (docs/architecture.md), so notifications do not import them.
 */
export function notificationsService(db: Db, unreadMessages: (userId: string) => Promise<number>) {
  const repo = notificationsRepository(db);

  const preferences = (user: Actor) => notificationPreferences(db, user.id);

  return {
    async list(user: Actor, { limit, cursor }: z.output<typeof PageQuerySchema>): Promise<NotificationPage> {
      const before = readJsonCursor(cursor, isIdCursor);
      if (cursor && !before) throw badRequest('errors:cursor.reloadList', { cursor: msg('errors:cursor.invalidShort') });
      const [found, unreadCount] = await Promise.all([repo.page(user.id, limit + 1, before), repo.unreadCount(user.id)]);
      const page = found.slice(0, limit);
      return { items: page.map(presentNotification), nextCursor: found.length > limit ? encodeJsonCursor(Number(page.at(-1)!.id)) : null, unreadCount };
    },

    async unread(user: Actor): Promise<UnreadSummary> {
      const [notifications, messages] = await Promise.all([repo.unreadCount(user.id), unreadMessages(user.id)]);
      return { notifications, messages };
    },

    /** Marks some or all read, and announces it: the user's other open tabs drop their badge too (live/on-notifications-read.ts). */
    async markRead(user: Actor, input: MarkReadInput): Promise<MarkReadResult> {
      const changed = await db.transaction(async (tx) => {
        const n = await notificationsRepository(tx).markRead(user.id, 'ids' in input ? input.ids : null);
        if (n) await publish(tx, 'notifications.read', { userId: user.id });
        return n;
      });
      return { marked: changed, unreadCount: await repo.unreadCount(user.id) };
    },

    preferences,

    async setPreferences(user: Actor, input: NotificationPreferencesInput): Promise<NotificationPreferences> {
      await db.transaction(async (tx) => {
        for (const [type, p] of Object.entries(input)) if (p) await notificationsRepository(tx).setPrefs(user.id, type, p);
      });
      return preferences(user);
    },
  };
}
