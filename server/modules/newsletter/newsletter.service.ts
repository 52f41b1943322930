import type { AdminPage, Subscriber, SubscriberListQuerySchema } from '@common/schemas/admin.js';
import { csvCell } from '../../lib/csv.js';
import type { NewsletterSubscribeSchema } from '@common/schemas/site.js';
import type { z } from 'zod';
import type { Language } from '@common/i18n/languages.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { enqueueEmail } from '../../lib/mail/index.js';
import { bump } from '../../lib/rate-limit.js';
import { mustBeAdmin } from '../admin/admin.policy.js';
import { recordAuditBy } from '../accounts/audit.js';
import { offsetOf, pageOf } from '../../lib/admin-paging.js';
import { newsletterRepository, type SubscriberRow } from './newsletter.repository.js';

const present = (r: SubscriberRow): Subscriber => ({
  id: r.id,
  email: r.email,
  source: r.source,
  subscribedAt: r.subscribedAt.toISOString(),
  unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
});

/** Moved to server/lib/csv.ts so every CSV export shares it; kept here for the newsletter's importers. */
export { csvCell };

export function newsletterService(db: Db, appOrigin: string) {
  const repo = newsletterRepository(db);
  return {
    /**
     * Idempotent: subscribing twice is a success with one row. An address that unsubscribed is only sent a link
     * that adds it again (decision 048); the answer is the same, so it tells no one who unsubscribed.
     */
    async subscribe(input: z.output<typeof NewsletterSubscribeSchema>, lang: Language) {
      const { since, unsubscribed } = await repo.subscribe(input.email, input.source ?? 'banner');
      // A few asks a day per address: the box cannot be used to fill someone's inbox.
      if (unsubscribed && (await bump(db, { key: `newsletter-confirm:${input.email}`, windowSeconds: 86_400 })).count <= 3) {
        const token = await repo.newConfirmToken(input.email);
        const url = `${appOrigin}/api/newsletter/confirm?token=${encodeURIComponent(token ?? '')}`;
        if (token) await enqueueEmail(db, { to: input.email, template: 'newsletter-confirm', data: { url }, lang });
      }
      return { subscribed: true as const, since: since.toISOString() };
    },

    /** The confirmation link's button: whether it added the address again (or had already). */
    async confirm(token: string): Promise<boolean> {
      return (await repo.confirmByToken(token)) || (await repo.isSubscribedToken(token));
    },

    async unsubscribe(token: string) {
      if (!(await repo.unsubscribeByToken(token))) throw notFound('errors:newsletter.invalidUnsubscribeLink');
      return { unsubscribed: true as const };
    },

    // ---------- Admin → Newsletter: subscribers, CSV export of the active ones, unsubscribe on someone's behalf ----------

    async list(user: Actor, query: z.output<typeof SubscriberListQuerySchema>): Promise<AdminPage<Subscriber>> {
      mustBeAdmin(user);
      const offset = offsetOf(query.cursor);
      const { rows, total } = await repo.page({ ...query, offset });
      return pageOf(rows, { limit: query.limit, offset, total }, present);
    },

    /** Only active addresses, each with its own unsubscribe link for whatever tool sends the newsletter. */
    async exportCsv(user: Actor): Promise<string> {
      mustBeAdmin(user);
      const lines = ['email,subscribed_at,source,unsubscribe_url'];
      const rows = await repo.active();
      for (const r of rows) {
        lines.push([r.email, r.subscribedAt.toISOString(), r.source, `${appOrigin}/unsubscribe?token=${r.unsubscribeToken}`].map(csvCell).join(','));
      }
      // Every copy of the addresses that leaves the site is on record: who, when, from where, how many (issue 29.8).
      await recordAuditBy(db, user, {
        action: 'newsletter.export',
        summary: `Exported ${rows.length} newsletter subscriber addresses`,
        details: { count: rows.length },
      });
      return `${lines.join('\r\n')}\r\n`;
    },

    async unsubscribeFor(user: Actor, id: string): Promise<Subscriber> {
      mustBeAdmin(user);
      const row = await repo.unsubscribeById(id);
      if (!row) throw notFound('errors:newsletter.unknownSubscriber');
      await recordAuditBy(db, user, {
        action: 'newsletter.unsubscribe',
        summary: `Unsubscribed ${row.email} from the newsletter`,
        target: { type: 'subscriber', id },
      });
      return present(row);
    },
  };
}
