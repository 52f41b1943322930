import type { z } from 'zod';
import { SUPPORT_TOPICS, type ContactSchema, type SupportListQuerySchema, type SupportMessage } from '@common/schemas/support.js';
import type { AdminPage } from '@common/schemas/admin.js';
import { DEFAULT_LANGUAGE } from '@common/i18n/languages.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { enqueueEmail } from '../../lib/mail/index.js';
import { networkKey } from '../../lib/client-network.js';
import { limit } from '../../lib/rate-limit.js';
import { recordAuditBy } from '../accounts/audit.js';
import { mustBeAdmin } from '../admin/admin.policy.js';
import { offsetOf, pageOf } from '../../lib/admin-paging.js';
import { supportRepository, type SupportRow } from './support.repository.js';

export const presentSupport = (r: SupportRow): SupportMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  topic: r.topic,
  message: r.message,
  status: r.status,
  userId: r.userId,
  createdAt: r.createdAt.toISOString(),
});

/** The contact form: every message is kept for admins, and emailed to SUPPORT_EMAIL when one is set. */
export function supportService(db: Db, config: Config) {
  return {
    /** From anyone: `user` is the sender when signed in, `ip` where it came from (for the rate limits). */
    async send(input: z.output<typeof ContactSchema>, { ip, user }: { ip: string; user: Actor | null }) {
      await limit(db, 'supportIp', networkKey(ip));
      await limit(db, 'supportEmail', input.email);
      // Stored and queued in one transaction: the email is sent only if the message was kept, and never lost.
      await db.transaction(async (tx) => {
        await supportRepository(tx).insert({ ...input, userId: user?.id ?? null });
        if (!config.supportEmail) return;
        const topic = SUPPORT_TOPICS.find(([id]) => id === input.topic)![1];
        await enqueueEmail(tx, {
          to: config.supportEmail,
          template: 'support-message',
          // To the site's team, not to a user: in the site's default language.
          lang: DEFAULT_LANGUAGE,
          data: { ...input, topic, adminUrl: `${config.appOrigin}/admin?tab=support` },
        });
      });
    },

    async list(admin: Actor, { q, status, dir, limit, cursor }: z.output<typeof SupportListQuerySchema>): Promise<AdminPage<SupportMessage>> {
      mustBeAdmin(admin);
      const offset = offsetOf(cursor);
      const { rows, total } = await supportRepository(db).list({ q, status }, dir, limit, offset);
      return pageOf(rows, { limit, offset, total }, presentSupport);
    },

    async setStatus(admin: Actor, id: string, status: 'open' | 'closed'): Promise<SupportMessage> {
      mustBeAdmin(admin);
      const row = await supportRepository(db).setStatus(id, status);
      if (!row) throw notFound('errors:support.noMessage');
      await recordAuditBy(db, admin, {
        action: `support.${row.status === 'closed' ? 'close' : 'reopen'}`,
        summary: `${row.status === 'closed' ? 'Closed' : 'Reopened'} the support message from ${row.email}`,
        target: { type: 'support-message', id: row.id },
      });
      return presentSupport(row);
    },
  };
}
