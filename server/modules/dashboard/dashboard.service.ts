import type { z } from 'zod';
import type { FarmerStats, ListingHealth, Series, StatsQuerySchema } from '@common/schemas/dashboard.js';
import type { FarmSummary } from '@common/schemas/farms.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { localize, translator, type Language } from '../../lib/i18n.js';
import { presentSummary } from '../farms/farms.presenter.js';
import { dashboardRepository, FARMER_SERIES } from './dashboard.repository.js';
import { dashboardPolicy, FARMERS_ONLY } from './dashboard.policy.js';

const STALE_DAYS = 14;

async function health(db: Db, ownerId: string, lang: Language): Promise<ListingHealth[]> {
  const t = translator(lang);
  const found = await dashboardRepository(db).listingHealth(ownerId);
  const staleBefore = Date.now() - STALE_DAYS * 86_400_000;
  return found.map((f) => {
    const issues: ListingHealth['issues'] = [];
    if (f.status !== 'published')
      issues.push({ code: 'unpublished', message: f.status === 'draft' ? t('dashboard:issues.draft') : t('dashboard:issues.suspended') });
    // Shown to every visitor on the listing until an admin settles it: the farmer's answer there is the way out.
    if (f.open_reports > 0) issues.push({ code: 'open-reports', message: t('dashboard:issues.openReports', { count: f.open_reports }) });
    if (!f.opening_hours) issues.push({ code: 'no-hours', message: t('dashboard:issues.noHours') });
    if (f.products > 0 && f.available === 0) issues.push({ code: 'nothing-available', message: t('dashboard:issues.nothingAvailable') });
    if (f.newest && new Date(f.newest).getTime() < staleBefore)
      issues.push({ code: 'stale-availability', message: t('dashboard:issues.stale', { days: STALE_DAYS }) });
    if (f.photos === 0) issues.push({ code: 'no-photos', message: t('dashboard:issues.noPhotos') });
    return { farmId: f.id, name: f.name, status: f.status, issues };
  });
}

export function dashboardService(db: Db) {
  const repo = dashboardRepository(db);
  return {
    /** Views, followers and rating over time for the farmer's listings (or one of them), from recorded events. */
    async farmerStats(user: Actor, q: z.output<typeof StatsQuerySchema>, now = new Date(), lang: Language = 'en'): Promise<FarmerStats> {
      if (!dashboardPolicy.stats(user)) throw forbidden(FARMERS_ONLY);
      if (q.farmId) {
        if (!(await repo.ownsListing(user.id, q.farmId))) throw notFound('errors:dashboard.notYourListing');
      }
      const series: Series[] = [];
      for (const def of FARMER_SERIES) {
        const points = (await repo.seriesPoints(def, { ownerId: user.id, farmId: q.farmId, now, days: q.days })).map((r) => ({
          date: r.date,
          value: r.value === null ? null : Math.round(r.value * 100) / 100,
        }));
        const summary = def.kind === 'count' ? points.reduce((s, p) => s + (p.value ?? 0), 0) : (points[points.length - 1]?.value ?? null);
        series.push({ key: def.key, label: localize(def.label, lang), kind: def.kind, points, summary });
      }
      return { days: q.days, series, listings: await health(db, user.id, lang) };
    },

    /** The user's favorites most recently updated by their farmers: "what's new at the stands you follow". */
    async favoriteUpdates(user: Actor, units: UserRow['units'], now = new Date()): Promise<{ items: FarmSummary[] }> {
      const found = await repo.favoriteUpdates(user.id);
      return { items: found.map((r) => presentSummary(r, { at: now, unit: units })) };
    },
  };
}
