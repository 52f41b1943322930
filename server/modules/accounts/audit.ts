import { and, desc, ilike, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuditEntry as AuditItem, AuditQuerySchema } from '@common/schemas/admin-users.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { auditLog, type UserRow } from '../../db/schema/index.js';
import { likePattern } from '../admin/paging.js';
import { decodeIdCursor, encodeIdCursor } from '../../lib/cursor.js';

export interface AuditEntry {
  /** Dotted and stable, e.g. `user.suspend`, `site.maintenance`, `sponsor.create`. */
  action: string;
  /** One line an admin reads in the log, e.g. `Suspended jo@example.com`. */
  summary: string;
  target?: { type: string; id: string | number };
  details?: Record<string, unknown>;
}

/**
 * Records what an admin did, and from where. Every admin action calls this once, after it succeeded (in the
 * same transaction when there is one), e.g. `await recordAudit(db, request, { action: 'sponsor.delete', ... })`.
 */
/** Who acted, and from where: a request, or what a service was handed from one. */
export type AuditActor = Pick<FastifyRequest, 'ip'> & { user?: Pick<UserRow, 'id' | 'email'> | null };

export async function recordAudit(db: DbOrTx, request: AuditActor, entry: AuditEntry) {
  await recordAuditBy(db, { id: request.user?.id ?? null, email: request.user?.email ?? null, ip: request.ip }, entry);
}

/** The same, from a service: it is given the acting user (an `Actor`), never the request. */
export async function recordAuditBy(db: DbOrTx, actor: { id: string | null; email: string | null; ip: string | null }, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    summary: entry.summary.slice(0, 300),
    targetType: entry.target?.type ?? null,
    targetId: entry.target ? String(entry.target.id) : null,
    details: entry.details ?? null,
    ip: actor.ip,
  });
}

/** The audit log, newest first: filtered by action prefix and words, keyset-paged on its id. */
export async function listAudit(
  db: Db,
  { limit, cursor, action, q }: z.output<typeof AuditQuerySchema>,
): Promise<{ items: AuditItem[]; nextCursor: string | null }> {
  const before = decodeIdCursor(cursor);
  const pattern = q ? likePattern(q) : null;
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        before !== undefined ? lt(auditLog.id, before) : undefined,
        action ? sql`${auditLog.action} LIKE ${`${action}%`}` : undefined,
        pattern ? or(ilike(auditLog.summary, pattern), ilike(auditLog.actorEmail, pattern)) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: page.map((r) => ({
      id: r.id,
      action: r.action,
      summary: r.summary,
      actorEmail: r.actorEmail,
      targetType: r.targetType,
      targetId: r.targetId,
      details: (r.details as Record<string, unknown> | null) ?? null,
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit ? encodeIdCursor(page[page.length - 1].id) : null,
  };
}
