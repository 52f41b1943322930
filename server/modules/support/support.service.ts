import { ContactSchema, SUPPORT_TOPICS, SupportListQuerySchema, SupportStatusSchema, type SupportMessage } from '@common/schemas/support.js';
import type { AdminPage } from '@common/schemas/admin.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { notFound, parse } from '../../lib/errors.js';
import { enqueueEmail } from '../../lib/mail/index.js';
import { limit } from '../../lib/rate-limit.js';
import { offsetOf, pageOf } from '../admin/paging.js';
import { supportRepository, type SupportRow } from './support.repository.js';
import { isUuid } from '../../lib/ids.js';

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
    async send(body: unknown, { ip, user }: { ip: string; user: UserRow | null }) {
      const input = parse(ContactSchema, body);
      await limit(db, 'supportIp', ip);
      await limit(db, 'supportEmail', input.email);
      // Stored and queued in one transaction: the email is sent only if the message was kept, and never lost.
      await db.transaction(async (tx) => {
        await supportRepository(tx).insert({ ...input, userId: user?.id ?? null });
        if (!config.supportEmail) return;
        const topic = SUPPORT_TOPICS.find(([id]) => id === input.topic)![1];
        await enqueueEmail(tx, {
          to: config.supportEmail,
          template: 'support-message',
          data: { ...input, topic, adminUrl: `${config.appOrigin}/admin?tab=support` },
        });
      });
    },

    async list(query: unknown): Promise<AdminPage<SupportMessage>> {
      const { q, status, dir, limit, cursor } = parse(SupportListQuerySchema, query);
      const offset = offsetOf(cursor);
      const { rows, total } = await supportRepository(db).list({ q, status }, dir, limit, offset);
      return pageOf(rows, { limit, offset, total }, presentSupport);
    },

    async setStatus(id: string, body: unknown): Promise<SupportMessage> {
      const { status } = parse(SupportStatusSchema, body);
      const row = isUuid(id) ? await supportRepository(db).setStatus(id, status) : undefined;
      if (!row) throw notFound('This message does not exist.');
      return presentSupport(row);
    },
  };
}
