import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export type BulkRow = {
  id: number;
  farm_id: number;
  body: string;
  status: 'queued' | 'sending' | 'sent';
  recipient_count: number;
  delivered_count: number;
  created_at: string;
};

export type BulkFanoutInfo = {
  farm_id: number;
  farm_name: string;
  sender_id: string;
  sender_name: string;
  body: string;
  status: string;
};

const DAY = sql.raw(`interval '24 hours'`);
const COLUMNS = sql.raw('id, farm_id, body, status, recipient_count, delivered_count, created_at');

/** Bulk messages of a listing, and who muted a listing's news. */
export function bulkRepository(db: DbOrTx) {
  return {
    /** Sent in the last 24 hours, and when the oldest of them leaves that window. */
    async lastDay(farmId: number): Promise<{ n: number; freeAt: Date | null }> {
      const { rows } = await db.execute<{ n: number; free_at: string | null }>(
        sql`SELECT count(*)::int AS n, min(created_at) + ${DAY} AS free_at FROM bulk_messages WHERE farm_id = ${farmId} AND created_at > now() - ${DAY}`,
      );
      return { n: rows[0].n, freeAt: rows[0].free_at ? new Date(rows[0].free_at) : null };
    },

    async insert(values: { farmId: number; senderId: string; body: string; productIds: string[]; recipients: number }): Promise<BulkRow> {
      const { rows } = await db.execute<BulkRow>(sql`
        INSERT INTO bulk_messages (farm_id, sender_id, body, product_ids, recipient_count, status)
        VALUES (${values.farmId}, ${values.senderId}, ${values.body}, ${sql.param(values.productIds)}::uuid[], ${values.recipients}, ${values.recipients ? 'queued' : 'sent'})
        RETURNING ${COLUMNS}`);
      return rows[0];
    },

    /** The latest 20, newest first. */
    async latest(farmId: number): Promise<BulkRow[]> {
      const { rows } = await db.execute<BulkRow>(sql`SELECT ${COLUMNS} FROM bulk_messages WHERE farm_id = ${farmId} ORDER BY id DESC LIMIT 20`);
      return rows;
    },

    /** A bulk message being fanned out, with its listing's and sender's names, locked until the transaction ends. */
    async lockForFanout(bulkId: number): Promise<BulkFanoutInfo | undefined> {
      const { rows } = await db.execute<BulkFanoutInfo>(sql`
        SELECT b.farm_id, f.name AS farm_name, b.sender_id, u.first_name AS sender_name, b.body, b.status
          FROM bulk_messages b JOIN farms f ON f.id = b.farm_id JOIN users u ON u.id = b.sender_id
         WHERE b.id = ${bulkId} FOR UPDATE OF b`);
      return rows[0];
    },

    /** One batch delivered: counts it, remembers where the fan-out stands, and marks it sent when `done`. */
    async recordBatch(bulkId: number, delivered: number, after: string | null, done: boolean) {
      await db.execute(sql`
        UPDATE bulk_messages SET delivered_count = delivered_count + ${delivered}, fanout_after = ${after},
          status = ${done ? 'sent' : 'sending'}, sent_at = ${done ? sql`now()` : sql`NULL`}
        WHERE id = ${bulkId}`);
    },

    async muted(userId: string, farmId: number): Promise<boolean> {
      const { rows } = await db.execute(sql`SELECT 1 FROM listing_mutes WHERE user_id = ${userId} AND farm_id = ${farmId}`);
      return rows.length > 0;
    },

    async mute(userId: string, farmId: number) {
      await db.execute(sql`INSERT INTO listing_mutes (user_id, farm_id) VALUES (${userId}, ${farmId}) ON CONFLICT DO NOTHING`);
    },

    async unmute(userId: string, farmId: number) {
      await db.execute(sql`DELETE FROM listing_mutes WHERE user_id = ${userId} AND farm_id = ${farmId}`);
    },
  };
}
