import { sql, type SQL } from 'drizzle-orm';
import type { NotificationType } from '@common/schemas/notifications.js';
import type { DbOrTx } from '../../db/client.js';

export interface NotificationRow {
  id: number;
  type: NotificationType;
  title: string;
  body: string;
  url: string;
  data: Record<string, unknown>;
  read_at: string | null;
  created_at: string;
}

/** A type's choices per channel name (the registry's, decision 060): on or off. */
export type ChannelPrefs = Record<string, boolean>;

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

const COLUMNS = sql`id, type, title, body, url, data, read_at, created_at`;

export function notificationsRepository(db: DbOrTx) {
  return {
    async insert(userId: string, n: { type: string; title: string; body: string; url: string; data: object }): Promise<NotificationRow> {
      const [row] = await rows<NotificationRow>(
        db,
        sql`INSERT INTO notifications (user_id, type, title, body, url, data) VALUES (${userId}, ${n.type}, ${n.title}, ${n.body}, ${n.url}, ${JSON.stringify(n.data)}::jsonb)
            RETURNING ${COLUMNS}`,
      );
      return row;
    },

    /** The user's unread notification of this type about the same thing (`key`), to fold a new one into. */
    /**
     * Holds, until the transaction ends, the right to fold notifications of one key for one user: two folds at once
     * (a chat's messages told by parallel event handlers) would otherwise each find no unread one and insert two.
     */
    async lockFold(userId: string, type: string, key: string): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${userId}:${type}:${key}`}, 0))`);
    },

    async unreadWithKey(userId: string, type: string, key: string): Promise<NotificationRow | undefined> {
      return (
        await rows<NotificationRow>(
          db,
          sql`SELECT ${COLUMNS} FROM notifications WHERE user_id = ${userId} AND read_at IS NULL AND type = ${type} AND data->>'key' = ${key} ORDER BY id DESC LIMIT 1 FOR UPDATE`,
        )
      )[0];
    },

    /** Replaces a folded notification: it moves to the top as new (a new id keeps the list's order by id). */
    async refold(old: NotificationRow, userId: string, n: { type: string; title: string; body: string; url: string; data: object }) {
      await db.execute(sql`DELETE FROM notifications WHERE id = ${old.id}`);
      return this.insert(userId, n);
    },

    async page(userId: string, limit: number, before: number | null): Promise<NotificationRow[]> {
      return rows<NotificationRow>(
        db,
        sql`SELECT ${COLUMNS} FROM notifications WHERE user_id = ${userId} ${before ? sql`AND id < ${before}` : sql``} ORDER BY id DESC LIMIT ${limit}`,
      );
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId} AND read_at IS NULL`);
      return row.n;
    },

    /** Marks read; returns how many changed. `ids` null: all of them. */
    async markRead(userId: string, ids: number[] | null): Promise<number> {
      const res = await db.execute(
        sql`UPDATE notifications SET read_at = now() WHERE user_id = ${userId} AND read_at IS NULL
            ${
              ids
                ? sql`AND id IN (${sql.join(
                    ids.map((id) => sql`${id}`),
                    sql`, `,
                  )})`
                : sql``
            }`,
      );
      return res.rowCount ?? 0;
    },

    /** Marks read the unread ones whose data matches (e.g. the message notifications of a thread just read). */
    async markReadByKey(userId: string, type: string, key: string): Promise<number> {
      const res = await db.execute(
        sql`UPDATE notifications SET read_at = now() WHERE user_id = ${userId} AND read_at IS NULL AND type = ${type} AND data->>'key' = ${key}`,
      );
      return res.rowCount ?? 0;
    },

    /** The channels the user chose, per type they chose any for (a channel not named is at its default). */
    async prefs(userId: string): Promise<Map<string, ChannelPrefs>> {
      const found = await rows<{ type: string; channels: ChannelPrefs }>(
        db,
        sql`SELECT type, channels FROM notification_preferences WHERE user_id = ${userId}`,
      );
      return new Map(found.map((r) => [r.type, r.channels]));
    },

    /** Who a notification goes to, and the channels they chose for its type, in one query: a fan-out makes one call per follower. */
    async recipient(userId: string, type: NotificationType) {
      const [row] = await rows<{ email: string; first_name: string; language: string | null; verified: boolean; channels: ChannelPrefs | null }>(
        db,
        sql`SELECT u.email, u.first_name, u.language, u.email_verified_at IS NOT NULL AND u.deleted_at IS NULL AS verified, p.channels
              FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.type = ${type}
             WHERE u.id = ${userId}`,
      );
      if (!row) return null;
      return { email: row.email, firstName: row.first_name, language: row.language, emailVerified: row.verified, chosen: row.channels };
    },

    /** Stores the user's choice for the channels named (the others keep theirs). */
    async setPrefs(userId: string, type: string, p: ChannelPrefs) {
      await db.execute(sql`
        INSERT INTO notification_preferences (user_id, type, channels) VALUES (${userId}, ${type}, ${JSON.stringify(p)}::jsonb)
        ON CONFLICT (user_id, type) DO UPDATE SET channels = notification_preferences.channels || excluded.channels, updated_at = now()`);
    },

    /** The language the user chose (null: none, or no such user). */
    async language(userId: string): Promise<string | null> {
      const { rows } = await db.execute<{ language: string | null }>(sql`SELECT language FROM users WHERE id = ${userId}`);
      return rows[0]?.language ?? null;
    },

    /** The ids of the user's push subscriptions (one push job each). */
    async pushSubscriptionIds(userId: string): Promise<string[]> {
      const { rows } = await db.execute<{ id: string }>(sql`SELECT id FROM push_subscriptions WHERE user_id = ${userId}`);
      return rows.map((r) => r.id);
    },

    /** The user's email unsubscribe secret, `fresh` unless they already have one (made in the transaction that queues their first email). */
    async unsubscribeToken(userId: string, fresh: string): Promise<string> {
      await db.execute(sql`INSERT INTO email_unsubscribe_tokens (user_id, token) VALUES (${userId}, ${fresh}) ON CONFLICT (user_id) DO NOTHING`);
      const { rows } = await db.execute<{ token: string }>(sql`SELECT token FROM email_unsubscribe_tokens WHERE user_id = ${userId}`);
      return rows[0].token;
    },

    async userOfUnsubscribeToken(token: string): Promise<string | null> {
      const { rows } = await db.execute<{ user_id: string }>(sql`SELECT user_id FROM email_unsubscribe_tokens WHERE token = ${token}`);
      return rows[0]?.user_id ?? null;
    },
  };
}
