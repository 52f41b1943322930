import crypto from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { as, createAdmin, createTestApp } from '../helpers.js';

/**
 * Issue 29.8: the subscriber export let full-width formula characters through (＝ ＋ － ＠, which spreadsheets in
 * East Asian locales run as = + - @), and a copy of every address could leave the site without a trace.
 */
const { app, db } = await createTestApp();
const admin = await createAdmin(app, db);

describe('the newsletter CSV export', () => {
  it('writes a cell that starts with a full-width formula character as text, and every export is audited', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    for (const source of ['＝HYPERLINK("https://evil.test")', '＋1', '－2', '＠SUM(A1)', '=1+1']) {
      const res = await as(app)({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: `f-${crypto.randomBytes(3).toString('hex')}-${tag}@example.com`, source },
        remoteAddress: `10.47.${crypto.randomInt(255)}.1`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await as(app, admin)({ method: 'GET', url: '/api/admin/newsletter/export.csv' });
    expect(res.statusCode).toBe(200);
    const rows = (parse(res.body, { columns: true }) as Array<{ email: string; source: string }>).filter((r) => r.email.includes(tag));
    expect(rows.map((r) => r.source).sort()).toEqual(["'=1+1", '\'＝HYPERLINK("https://evil.test")', "'＋1", "'－2", "'＠SUM(A1)"].sort());

    const entries = await db
      .select({ action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, 'newsletter.export')));
    expect(entries).toHaveLength(1);
    expect(entries[0].summary).toMatch(/^Exported \d+ newsletter subscriber addresses$/);
  });
});
