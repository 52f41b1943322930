import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { OverviewQuerySchema, type AdminPage } from '@common/schemas/admin.js';
import {
  AmbassadorApplySchema,
  AmbassadorListQuerySchema,
  type AdminAmbassador,
  type AmbassadorApplication,
  type AmbassadorDashboard,
} from '@common/schemas/ambassadors.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { referrals, type UserRow } from '../../db/schema/index.js';
import { conflict, forbidden, notFound, parse } from '../../lib/errors.js';
import { enqueueEmail } from '../../lib/mail/index.js';
import { dailyCounts, dayRange } from '../admin/overview.repository.js';
import { offsetOf, pageOf } from '../admin/paging.js';
import { usersRepository } from '../auth/users.repository.js';
import { ambassadorsRepository, referralStats, type ApplicationRow } from './ambassadors.repository.js';
import { isUuid } from '../../lib/ids.js';

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

  async function approvedOf(user: UserRow) {
    const app = await repo.findByUser(user.id);
    if (!app || app.status !== 'approved' || !app.code) throw forbidden('The ambassador dashboard opens once your application is approved.');
    return app as ApplicationRow & { code: string };
  }

  return {
    async mine(user: UserRow): Promise<{ application: AmbassadorApplication | null }> {
      const app = await repo.findByUser(user.id);
      return { application: app ? present(app) : null };
    },

    async apply(user: UserRow, body: unknown): Promise<AmbassadorApplication> {
      const input = parse(AmbassadorApplySchema, body);
      const row = await repo.apply(user.id, input);
      if (!row) throw conflict('You have already applied. We will email you when your application has been reviewed.');
      return present(row);
    },

    async dashboard(user: UserRow, query: unknown): Promise<AmbassadorDashboard> {
      const { days } = parse(OverviewQuerySchema, query);
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
          const points = await dailyCounts(
            db,
            { table: referrals, at: referrals.createdAt, where: and(eq(referrals.ambassadorId, app.id), eq(referrals.kind, kind)) },
            dates,
          );
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

    async list(query: unknown): Promise<AdminPage<AdminAmbassador>> {
      const { q, status, sort, dir, limit, cursor } = parse(AmbassadorListQuerySchema, query);
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
    async review(id: string, decision: 'approved' | 'rejected'): Promise<AmbassadorApplication & { email: string }> {
      const app = isUuid(id) ? await repo.findById(id) : undefined;
      if (!app) throw notFound('This application does not exist.');
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
            data: { firstName: user.firstName, link: linkOf(code), dashboardUrl: `${config.appOrigin}/ambassador/dashboard` },
          });
        }
        return approved;
      });
      return { ...present(row), email: user?.email ?? '' };
    },
  };
}
