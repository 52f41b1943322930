import { sql, type SQL } from 'drizzle-orm';
import { msg } from '@common/i18n/keys.js';

/**
 * The farmer's charts, one entry per series: each gives, for the farmer (`me` CTE: id), their listings
 * (`mine` CTE: id, path) and the days (`days` CTE: day), one row per day with its value. A new series is
 * one more entry here.
 */
export interface SeriesDef {
  key: string;
  /** A message key: said in the reader's language. */
  label: string;
  kind: 'count' | 'average';
  /** SELECT day, value FROM days LEFT JOIN …: one row per day. */
  query: SQL;
}

export const FARMER_SERIES: SeriesDef[] = [
  {
    key: 'views',
    label: msg('dashboard:series.views'),
    kind: 'count',
    query: sql`SELECT d.day, count(v.id)::float8 AS value FROM days d
      LEFT JOIN page_views v ON v.created_at >= d.day AND v.created_at < d.day + interval '1 day' AND v.path IN (SELECT path FROM mine)
      GROUP BY d.day`,
  },
  {
    key: 'favorites',
    label: msg('dashboard:series.favorites'),
    kind: 'count',
    query: sql`SELECT d.day, count(f.user_id)::float8 AS value FROM days d
      LEFT JOIN favorites f ON f.created_at >= d.day AND f.created_at < d.day + interval '1 day' AND f.farm_id IN (SELECT id FROM mine)
      GROUP BY d.day`,
  },
  {
    key: 'messages',
    label: msg('dashboard:series.messages'),
    kind: 'count',
    // What customers wrote to the farmer (about any of their listings: a conversation is between two people).
    query: sql`SELECT d.day, count(m.id)::float8 AS value FROM days d
      LEFT JOIN (messages m JOIN conversation_members cm ON cm.conversation_id = m.conversation_id AND cm.user_id = (SELECT id FROM me))
        ON m.created_at >= d.day AND m.created_at < d.day + interval '1 day' AND m.sender_id <> (SELECT id FROM me)
      GROUP BY d.day`,
  },
  {
    key: 'rating',
    label: msg('dashboard:series.rating'),
    kind: 'average',
    // The average of every visible review written by the end of each day.
    query: sql`SELECT d.day, (SELECT avg(r.rating)::float8 FROM reviews r
        WHERE r.farm_id IN (SELECT id FROM mine) AND r.hidden_at IS NULL AND r.created_at < d.day + interval '1 day') AS value
      FROM days d`,
  },
];
