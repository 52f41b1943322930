import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { msg } from '@common/i18n/keys.js';
import type { FarmerStats, ListingHealth, Series, StatsQuerySchema } from '@common/schemas/dashboard.js';
import type { FarmSummary } from '@common/schemas/farms.js';
import type { Db } from '../../db/client.js';
import { farms, type UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { localize, translator, type Language } from '../../lib/i18n.js';
import { presentSummary } from '../farms/farms.presenter.js';
import { PAGE_EXTRAS, SUMMARY_COLUMNS } from '../farms/search/search.repository.js';
import { jsonRows, lit, rows } from '../farms/sql.js';
import { FARMER_SERIES } from './series.js';

const STALE_DAYS = 14;

export const FARMERS_ONLY = msg('errors:dashboard.farmersOnly');
export const dashboardPolicy = {
  /** Listing statistics: farmers of their own listings (an admin's are those they own too). */
  stats: (user: Actor) => user.role === 'farmer' || user.role === 'admin',
};

async function health(db: Db, ownerId: string, lang: Language): Promise<ListingHealth[]> {
  const t = translator(lang);
  const found = await rows<{
    id: number;
    name: string;
    status: ListingHealth['status'];
    opening_hours: string | null;
    products: number;
    available: number;
    newest: string | null;
    photos: number;
  }>(
    db,
    sql`SELECT f.id, f.name, f.status, f.opening_hours,
          (SELECT count(*) FROM farm_products p WHERE p.farm_id = f.id)::int AS products,
          (SELECT count(*) FROM farm_products p WHERE p.farm_id = f.id AND p.available)::int AS available,
          (SELECT max(p.updated_at) FROM farm_products p WHERE p.farm_id = f.id) AS newest,
          (SELECT count(*) FROM farm_photos ph WHERE ph.farm_id = f.id)::int AS photos
        FROM farms f WHERE f.owner_id = ${ownerId} ORDER BY f.name`,
  );
  const staleBefore = Date.now() - STALE_DAYS * 86_400_000;
  return found.map((f) => {
    const issues: ListingHealth['issues'] = [];
    if (f.status !== 'published')
      issues.push({ code: 'unpublished', message: f.status === 'draft' ? t('dashboard:issues.draft') : t('dashboard:issues.suspended') });
    if (!f.opening_hours) issues.push({ code: 'no-hours', message: t('dashboard:issues.noHours') });
    if (f.products > 0 && f.available === 0) issues.push({ code: 'nothing-available', message: t('dashboard:issues.nothingAvailable') });
    if (f.newest && new Date(f.newest).getTime() < staleBefore)
      issues.push({ code: 'stale-availability', message: t('dashboard:issues.stale', { days: STALE_DAYS }) });
    if (f.photos === 0) issues.push({ code: 'no-photos', message: t('dashboard:issues.noPhotos') });
    return { farmId: f.id, name: f.name, status: f.status, issues };
  });
}

export function dashboardService(db: Db) {
  return {
    /** Views, followers and rating over time for the farmer's listings (or one of them), from recorded events. */
    async farmerStats(user: Actor, q: z.output<typeof StatsQuerySchema>, now = new Date(), lang: Language = 'en'): Promise<FarmerStats> {
      if (!dashboardPolicy.stats(user)) throw forbidden(FARMERS_ONLY);
      if (q.farmId) {
        const [own] = await db
          .select({ id: farms.id })
          .from(farms)
          .where(and(eq(farms.id, q.farmId), eq(farms.ownerId, user.id)));
        if (!own) throw notFound('errors:dashboard.notYourListing');
      }
      const ctes = sql`WITH me AS (SELECT ${user.id}::uuid AS id),
        mine AS (SELECT id, '/farm/' || id AS path FROM farms WHERE owner_id = ${user.id} ${q.farmId ? sql`AND id = ${q.farmId}` : sql``}),
        days AS (SELECT generate_series(date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC') - make_interval(days => ${lit(q.days - 1)}),
                                        date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'), interval '1 day') AT TIME ZONE 'UTC' AS day)`;
      const series: Series[] = [];
      for (const def of FARMER_SERIES) {
        const points = (await rows<{ day: Date; value: number | null }>(db, sql`${ctes} SELECT day, value FROM (${def.query}) s ORDER BY day`)).map((r) => ({
          date: new Date(r.day).toISOString().slice(0, 10),
          value: r.value === null ? null : Math.round(r.value * 100) / 100,
        }));
        const summary = def.kind === 'count' ? points.reduce((s, p) => s + (p.value ?? 0), 0) : (points[points.length - 1]?.value ?? null);
        series.push({ key: def.key, label: localize(def.label, lang), kind: def.kind, points, summary });
      }
      return { days: q.days, series, listings: await health(db, user.id, lang) };
    },

    /** The user's favorites most recently updated by their farmers: "what's new at the stands you follow". */
    async favoriteUpdates(user: Actor, units: UserRow['units'], now = new Date()): Promise<{ items: FarmSummary[] }> {
      const found = await jsonRows<Parameters<typeof presentSummary>[0]>(
        db,
        sql`SELECT s.*, ${PAGE_EXTRAS} FROM (
              SELECT ${SUMMARY_COLUMNS}, NULL::float8 AS chord FROM favorites fv JOIN farms f ON f.id = fv.farm_id
              WHERE fv.user_id = ${user.id}::uuid AND f.status = 'published' ORDER BY f.updated_at DESC LIMIT ${lit(5)}) s`,
        sql`t.updated_at DESC`,
      );
      return { items: found.map((r) => presentSummary(r, { at: now, unit: units })) };
    },
  };
}
