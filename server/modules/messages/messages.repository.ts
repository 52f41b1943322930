import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export interface PeerRow {
  id: string;
  first_name: string;
  user_type: 'farmer' | 'consumer' | 'admin';
  suspended: boolean;
  farm_id: number | null;
  farm_name: string | null;
}

export interface MessageRowOut {
  id: number;
  sender_id: string;
  body: string;
  created_at: string;
  bulk_farm_id: number | null;
  bulk_farm_name: string | null;
}

export interface MemberRow {
  conversation_id: number;
  last_read_id: number;
  unread_count: number;
  wrote_at: string | null;
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** A user and their first published listing (how a farmer is named in a thread). */
const PEER_SELECT = sql`
  SELECT u.id, u.first_name, u.user_type, u.suspended_at IS NOT NULL AS suspended, f.id AS farm_id, f.name AS farm_name
    FROM users u
    LEFT JOIN LATERAL (SELECT id, name FROM farms WHERE owner_id = u.id AND status = 'published' ORDER BY id LIMIT 1) f ON true`;

const MESSAGE_SELECT = sql`
  SELECT m.id, m.sender_id, m.body, m.created_at, bf.id AS bulk_farm_id, bf.name AS bulk_farm_name
    FROM messages m
    LEFT JOIN bulk_messages b ON b.id = m.bulk_message_id
    LEFT JOIN farms bf ON bf.id = b.farm_id`;

export function messagesRepository(db: DbOrTx) {
  return {
    async peer(userId: string): Promise<PeerRow | undefined> {
      return (await rows<PeerRow>(db, sql`${PEER_SELECT} WHERE u.id = ${userId}`))[0];
    },

    async member(userId: string, otherUserId: string): Promise<MemberRow | undefined> {
      return (
        await rows<MemberRow>(
          db,
          sql`SELECT conversation_id, last_read_id, unread_count, wrote_at FROM conversation_members WHERE user_id = ${userId} AND other_user_id = ${otherUserId}`,
        )
      )[0];
    },

    /** The pair's conversation, made on first use (concurrent first messages agree on one row). */
    async ensureConversation(a: string, b: string): Promise<number> {
      const [low, high] = a < b ? [a, b] : [b, a];
      await db.execute(sql`INSERT INTO conversations (user_low, user_high) VALUES (${low}, ${high}) ON CONFLICT (user_low, user_high) DO NOTHING`);
      const [row] = await rows<{ id: number }>(db, sql`SELECT id FROM conversations WHERE user_low = ${low} AND user_high = ${high}`);
      await db.execute(sql`
        INSERT INTO conversation_members (conversation_id, user_id, other_user_id)
        VALUES (${row.id}, ${a}, ${b}), (${row.id}, ${b}, ${a})
        ON CONFLICT DO NOTHING`);
      return row.id;
    },

    /** Adds a message and moves both sides' inbox state. The conversation row is locked first, so concurrent
     * messages in one thread queue up instead of deadlocking on the two member rows. */
    async insertMessage(
      conversationId: number,
      senderId: string,
      recipientId: string,
      body: string,
      bulkMessageId: number | null = null,
    ): Promise<MessageRowOut | null> {
      const [inserted] = await rows<{ id: number; created_at: string }>(
        db,
        sql`INSERT INTO messages (conversation_id, sender_id, body, bulk_message_id) VALUES (${conversationId}, ${senderId}, ${body}, ${bulkMessageId})
            ON CONFLICT DO NOTHING RETURNING id, created_at`,
      );
      if (!inserted) return null; // this bulk message is already in this thread
      await db.execute(sql`UPDATE conversations SET last_message_id = ${inserted.id}, last_message_at = ${inserted.created_at} WHERE id = ${conversationId}`);
      await db.execute(sql`
        UPDATE conversation_members SET
          last_message_at = ${inserted.created_at},
          last_read_id = CASE WHEN user_id = ${senderId} THEN ${inserted.id} ELSE last_read_id END,
          unread_count = CASE WHEN user_id = ${senderId} THEN 0 ELSE unread_count + 1 END,
          wrote_at = CASE WHEN user_id = ${senderId} THEN coalesce(wrote_at, now()) ELSE wrote_at END
        WHERE user_id IN (${senderId}, ${recipientId}) AND conversation_id = ${conversationId}`);
      return (await rows<MessageRowOut>(db, sql`${MESSAGE_SELECT} WHERE m.id = ${inserted.id}`))[0];
    },

    /** Newest first, before the message id `before` (exclusive). */
    async history(conversationId: number, limit: number, before: number | null): Promise<MessageRowOut[]> {
      return rows<MessageRowOut>(
        db,
        sql`${MESSAGE_SELECT} WHERE m.conversation_id = ${conversationId} ${before ? sql`AND m.id < ${before}` : sql``} ORDER BY m.id DESC LIMIT ${limit}`,
      );
    },

    /** Moves the reader's mark forward (never back) and recounts what is still unread. */
    async markRead(
      userId: string,
      conversationId: number,
      upTo: number,
    ): Promise<{ last_read_id: number; unread_count: number; changed: boolean } | undefined> {
      return (
        await rows<{ last_read_id: number; unread_count: number; changed: boolean }>(
          db,
          sql`
          WITH target AS (
            SELECT least(${upTo}::bigint, coalesce(c.last_message_id, 0)) AS upto FROM conversations c WHERE c.id = ${conversationId}
          ), before AS (
            SELECT last_read_id AS old FROM conversation_members WHERE user_id = ${userId} AND conversation_id = ${conversationId}
          )
          UPDATE conversation_members cm SET
            last_read_id = greatest(cm.last_read_id, target.upto),
            unread_count = (SELECT count(*) FROM messages m WHERE m.conversation_id = cm.conversation_id AND m.sender_id <> cm.user_id AND m.id > greatest(cm.last_read_id, target.upto))
          FROM target, before
          WHERE cm.user_id = ${userId} AND cm.conversation_id = ${conversationId}
          RETURNING cm.last_read_id, cm.unread_count, cm.last_read_id > before.old AS changed`,
        )
      )[0];
    },

    /** The inbox, newest conversation first; keyset paged on (last_message_at, conversation_id). */
    async inbox(userId: string, limit: number, after: { at: string; id: number } | null) {
      return rows<
        PeerRow & { conversation_id: number; unread_count: number; cursor_at: string } & { [K in keyof MessageRowOut as `m_${K}`]: MessageRowOut[K] | null }
      >(
        db,
        sql`
        SELECT p.*, cm.conversation_id, cm.unread_count, cm.last_message_at::text AS cursor_at,
               m.id AS m_id, m.sender_id AS m_sender_id, m.body AS m_body, m.created_at AS m_created_at,
               m.bulk_farm_id AS m_bulk_farm_id, m.bulk_farm_name AS m_bulk_farm_name
          FROM conversation_members cm
          JOIN conversations c ON c.id = cm.conversation_id
          JOIN LATERAL (${PEER_SELECT} WHERE u.id = cm.other_user_id) p ON true
          LEFT JOIN LATERAL (${MESSAGE_SELECT} WHERE m.id = c.last_message_id) m ON true
         WHERE cm.user_id = ${userId} AND cm.last_message_at IS NOT NULL
           ${after ? sql`AND (cm.last_message_at, cm.conversation_id) < (${after.at}::timestamptz, ${after.id})` : sql``}
         ORDER BY cm.last_message_at DESC, cm.conversation_id DESC
         LIMIT ${limit}`,
      );
    },

    async unreadTotal(userId: string): Promise<number> {
      const [row] = await rows<{ n: number }>(db, sql`SELECT coalesce(sum(unread_count), 0)::int AS n FROM conversation_members WHERE user_id = ${userId}`);
      return row.n;
    },

    async blocks(me: string, other: string): Promise<{ byMe: boolean; byThem: boolean }> {
      const found = await rows<{ blocker_id: string }>(
        db,
        sql`SELECT blocker_id FROM user_blocks WHERE (blocker_id = ${me} AND blocked_id = ${other}) OR (blocker_id = ${other} AND blocked_id = ${me})`,
      );
      return { byMe: found.some((r) => r.blocker_id === me), byThem: found.some((r) => r.blocker_id === other) };
    },
    async block(me: string, other: string) {
      await db.execute(sql`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES (${me}, ${other}) ON CONFLICT DO NOTHING`);
    },
    async unblock(me: string, other: string) {
      await db.execute(sql`DELETE FROM user_blocks WHERE blocker_id = ${me} AND blocked_id = ${other}`);
    },

    /** Does `follower` follow (favorite) a listing owned by `owner`? */
    async follows(follower: string, owner: string): Promise<boolean> {
      const found = await rows(
        db,
        sql`SELECT 1 FROM favorites fa JOIN farms f ON f.id = fa.farm_id WHERE fa.user_id = ${follower} AND f.owner_id = ${owner} LIMIT 1`,
      );
      return found.length > 0;
    },
  };
}
