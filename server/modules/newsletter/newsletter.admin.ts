import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SubscriberListQuerySchema, type Subscriber } from '@common/schemas/admin.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { newsletterSubscribers as subs } from '../../db/schema/index.js';
import { notFound, parse } from '../../lib/errors.js';
import { likePattern, offsetOf, orderBy, pageOf } from '../admin/paging.js';
import { recordAudit } from '../accounts/audit.js';
import { requireAdmin } from '../auth/session.js';

const IdParams = z.object({ id: z.uuid('Unknown subscriber') });
const SORT = { subscribed: subs.subscribedAt, email: subs.email } as const;

const present = (r: typeof subs.$inferSelect): Subscriber => ({
  id: r.id,
  email: r.email,
  source: r.source,
  subscribedAt: r.subscribedAt.toISOString(),
  unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
});

/** A spreadsheet must not run a cell as a formula (=, +, -, @ at the start: "CSV injection"). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Admin → Newsletter: subscribers, CSV export of the active ones, unsubscribe on someone's behalf. */
export function newsletterAdminRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  app.get('/api/admin/newsletter', async (request) => {
    requireAdmin(request);
    const { q, status, sort, dir, limit, cursor } = parse(SubscriberListQuerySchema, request.query);
    const offset = offsetOf(cursor);
    const where = and(
      q ? ilike(subs.email, likePattern(q)) : undefined,
      status === 'active' ? isNull(subs.unsubscribedAt) : status === 'unsubscribed' ? isNotNull(subs.unsubscribedAt) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(subs)
        .where(where)
        .orderBy(...orderBy(SORT[sort], dir, subs.id))
        .limit(limit + 1)
        .offset(offset),
      db.select({ total: count() }).from(subs).where(where),
    ]);
    return pageOf(rows, { limit, offset, total }, present);
  });

  // Only active addresses, each with its own unsubscribe link for whatever tool sends the newsletter.
  app.get('/api/admin/newsletter/export.csv', async (request, reply) => {
    requireAdmin(request);
    const rows = await db.select().from(subs).where(isNull(subs.unsubscribedAt)).orderBy(asc(subs.subscribedAt), asc(subs.id));
    const lines = ['email,subscribed_at,source,unsubscribe_url'];
    for (const r of rows) {
      lines.push([r.email, r.subscribedAt.toISOString(), r.source, `${config.appOrigin}/unsubscribe?token=${r.unsubscribeToken}`].map(csvCell).join(','));
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(`${lines.join('\r\n')}\r\n`);
  });

  app.post('/api/admin/newsletter/:id/unsubscribe', async (request) => {
    requireAdmin(request);
    const { id } = parse(IdParams, request.params);
    const [row] = await db
      .update(subs)
      .set({ unsubscribedAt: sql`coalesce(${subs.unsubscribedAt}, now())` })
      .where(eq(subs.id, id))
      .returning();
    if (!row) throw notFound('Unknown subscriber.');
    await recordAudit(db, request, {
      action: 'newsletter.unsubscribe',
      summary: `Unsubscribed ${row.email} from the newsletter`,
      target: { type: 'subscriber', id },
    });
    return present(row);
  });
}
