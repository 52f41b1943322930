import crypto from 'node:crypto';
import type { z } from 'zod';
import type { AdminPage } from '@common/schemas/admin.js';
import type {
  AmbassadorApplySchema,
  AmbassadorListQuerySchema,
  AdminAmbassador,
  AmbassadorApplication,
  AmbassadorDashboard,
} from '@common/schemas/ambassadors.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { recordAuditBy } from '../accounts/audit.js';
import { mustBeAdmin } from '../admin/admin.policy.js';
import { enqueueEmail } from '../../lib/mail/index.js';
import { dayRange } from '../admin/overview.service.js';
import { offsetOf, pageOf } from '../../lib/admin-paging.js';
import { usersRepository } from '../auth/users.service.js';
import { ambassadorsRepository, referralsPerDay, referralStats, type ApplicationRow } from './ambassadors.repository.js';

// No 0/O or 1/I: codes are read aloud at markets and typed from flyers.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "ROSA" + 4 random characters: recognisable to the ambassador, unguessable enough to share. */
export function newCode(firstName: string) {
  const name =
    firstName
      .normalize('NFKD')
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 6) || 'FARM';
  const tail = Array.from(crypto.randomBytes(4), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `${name}${tail}`;
}

export function ambassadorsService(db: Db, config: Config) {
  const repo = ambassadorsRepository(db);
  const linkOf = (code: string) => `${config.appOrigin}/join?ref=${code}`;
  const present = (a: ApplicationRow): AmbassadorApplication => ({
    status: a.status,
    area: a.area,
    motivation: a.motivation,
    createdAt: a.createdAt.toISOString(),
    code: a.status === 'approved' ? a.code : null,
    link: a.status === 'approved' && a.code ? linkOf(a.code) : null,
  });

  async function approvedOf(user: Actor) {
    const app = await repo.findByUser(user.id);
    if (!app || app.status !== 'approved' || !app.code) throw forbidden('errors:ambassadors.dashboardNotYet');
    return app as ApplicationRow & { code: string };
  }

  return {
    async mine(user: Actor): Promise<{ application: AmbassadorApplication | null }> {
      const app = await repo.findByUser(user.id);
      return { application: app ? present(app) : null };
    },

    async apply(user: Actor, input: z.output<typeof AmbassadorApplySchema>): Promise<AmbassadorApplication> {
      const row = await repo.apply(user.id, input);
      if (!row) throw conflict('errors:ambassadors.alreadyApplied');
      return present(row);
    },

    async dashboard(user: Actor, days: number): Promise<AmbassadorDashboard> {
      const app = await approvedOf(user);
      const stats = referralStats(db, app.id);
      const dates = dayRange(days);
      const series = await Promise.all(
        (
          [
            ['signup', 'signups', 'Sign-ups'],
            ['listing', 'listings', 'Listings'],
          ] as const
        ).map(async ([kind, key, label]) => {
          const points = await referralsPerDay(db, app.id, kind, dates);
          return { key, label, points, total: points.reduce((n, p) => n + p.count, 0) };
        }),
      );
      const [totals, recent] = await Promise.all([stats.totals(), stats.recent()]);
      return {
        code: app.code,
        link: linkOf(app.code),
        totals,
        series,
        recent: recent.map((r) => ({
          kind: r.kind,
          firstName: r.firstName ?? 'A deleted account',
          at: r.at.toISOString(),
          listing: r.farmId ? { id: r.farmId, name: r.farmName!, status: r.farmStatus! } : null,
        })),
      };
    },

    async list(admin: Actor, { q, status, sort, dir, limit, cursor }: z.output<typeof AmbassadorListQuerySchema>): Promise<AdminPage<AdminAmbassador>> {
      mustBeAdmin(admin);
      const offset = offsetOf(cursor);
      const { rows, total } = await repo.list({ q, status }, sort, dir, limit, offset);
      return pageOf(rows, { limit, offset, total }, (r) => ({
        ...present(r.app),
        id: r.app.id,
        user: r.user,
        reviewedAt: r.app.reviewedAt?.toISOString() ?? null,
        signups: r.signups,
        listings: r.listings,
      }));
    },

    /** Approving gives a referral code (kept if it had one) and emails the ambassador their link. */
    async review(admin: Actor, id: string, decision: 'approved' | 'rejected'): Promise<AmbassadorApplication> {
      mustBeAdmin(admin);
      const app = await repo.findById(id);
      if (!app) throw notFound('errors:ambassadors.noApplication');
      const user = await usersRepository(db).findById(app.userId);
      const row = await db.transaction(async (tx) => {
        const txRepo = ambassadorsRepository(tx);
        if (decision === 'rejected') return txRepo.review(id, { status: 'rejected' });
        const code = app.code ?? newCode(user?.firstName ?? '');
        const approved = await txRepo.review(id, { status: 'approved', code });
        if (user && app.status !== 'approved') {
          await enqueueEmail(tx, {
            to: user.email,
            template: 'ambassador-approved',
            // The ambassador's language, as accounts do (unset: the address's account, else English).
            lang: user.language,
            data: { firstName: user.firstName, link: linkOf(code), dashboardUrl: `${config.appOrigin}/ambassador/dashboard` },
          });
        }
        return approved;
      });
      const application = present(row);
      const email = user?.email ?? '';
      const summary = decision === 'approved' ? `Approved ambassador ${email} (${application.code})` : `Rejected the ambassador application of ${email}`;
      await recordAuditBy(db, admin, { action: `ambassador.${decision === 'approved' ? 'approve' : 'reject'}`, summary, target: { type: 'ambassador', id } });
      return application;
    },
  };
}
