import type { z } from 'zod';
import type { AuditEntry as AuditItem, AuditQuerySchema } from '@common/schemas/admin-users.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { likePattern } from '../../lib/admin-paging.js';
import { decodeIdCursor, encodeIdCursor } from '../../lib/cursor.js';
import { auditRepository } from './audit.repository.js';

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
 * same transaction when there is one), from its service, with the acting user (an `Actor`), never the request:
 * `await recordAuditBy(tx, admin, { action: 'sponsor.delete', ... })`.
 */
export async function recordAuditBy(db: DbOrTx, actor: { id: string | null; email: string | null; ip: string | null }, entry: AuditEntry) {
  await auditRepository(db).insert({
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
  const rows = await auditRepository(db).page({ before: decodeIdCursor(cursor), action, pattern: q ? likePattern(q) : null, limit: limit + 1 });
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
