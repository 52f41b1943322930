import { and, count, countDistinct, eq, gte, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { msg } from '@common/i18n/keys.js';
import type { Overview, OverviewSeries } from '@common/schemas/admin.js';
import type { Db } from '../../db/client.js';
import {
  ambassadorApplications,
  farms,
  listingClaims,
  listingReports,
  newsletterSubscribers,
  pageViews,
  reviewReports,
  sponsorEvents,
  supportMessages,
  users,
  visits,
  messages,
} from '../../db/schema/index.js';
import { localize, translator, type Language } from '../../lib/i18n.js';

interface SeriesDef {
  key: string;
  label: string;
  table: PgTable;
  at: AnyColumn;
  where?: SQL;
}

/**
 * What the overview charts, one line per series: a table, its timestamp column and an optional filter.
 * Visits and messages are added here the same way when their tables exist.
 */
export const OVERVIEW_SERIES: SeriesDef[] = [
  { key: 'signups', label: msg('admin:series.signups'), table: users, at: users.createdAt },
  { key: 'listings', label: msg('admin:series.listings'), table: farms, at: farms.createdAt },
  { key: 'visits', label: msg('admin:series.visits'), table: visits, at: visits.createdAt },
  { key: 'messages', label: msg('admin:series.messages'), table: messages, at: messages.createdAt },
  { key: 'pageViews', label: msg('admin:series.pageViews'), table: pageViews, at: pageViews.createdAt },
  {
    key: 'sponsorImpressions',
    label: msg('admin:series.sponsorImpressions'),
    table: sponsorEvents,
    at: sponsorEvents.createdAt,
    where: eq(sponsorEvents.kind, 'impression'),
  },
  { key: 'sponsorClicks', label: msg('admin:series.sponsorClicks'), table: sponsorEvents, at: sponsorEvents.createdAt, where: eq(sponsorEvents.kind, 'click') },
];

const DAY_MS = 86_400_000;

/** The UTC days of the range, oldest first: `days` days ending today. */
export function dayRange(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** Counts per UTC day of one table since `from`, with the days that had none filled in as 0. */
export async function dailyCounts(db: Db, def: Pick<SeriesDef, 'table' | 'at' | 'where'>, dates: string[]): Promise<OverviewSeries['points']> {
  const day = sql<string>`to_char(${def.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(def.table)
    .where(and(gte(def.at, new Date(`${dates[0]}T00:00:00Z`)), def.where))
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, r.n]));
  return dates.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

/** The overview in the reader's language (its labels and details; the numbers are the same for everyone). */
export async function overview(db: Db, days: number, lang: Language = 'en'): Promise<Overview> {
  const t = translator(lang);
  const dates = dayRange(days);
  const series = await Promise.all(
    OVERVIEW_SERIES.map(async ({ key, label, ...def }) => {
      const points = await dailyCounts(db, def, dates);
      return { key, label: localize(label, lang), points, total: points.reduce((n, p) => n + p.count, 0) };
    }),
  );
  const n = async (table: PgTable, where?: SQL) => (await db.select({ n: count() }).from(table).where(where))[0].n;
  const [usersByType, listingsByStatus, subscribers, pendingAmbassadors, openMessages, [reported], openListingReports, openClaims] = await Promise.all([
    db.select({ type: users.userType, n: count() }).from(users).groupBy(users.userType),
    db.select({ status: farms.status, n: count() }).from(farms).groupBy(farms.status),
    n(newsletterSubscribers, isNull(newsletterSubscribers.unsubscribedAt)),
    n(ambassadorApplications, eq(ambassadorApplications.status, 'pending')),
    n(supportMessages, eq(supportMessages.status, 'open')),
    db
      .select({ reviews: countDistinct(reviewReports.reviewId), reports: count() })
      .from(reviewReports)
      .where(isNull(reviewReports.resolvedAt)),
    n(listingReports, eq(listingReports.status, 'open')),
    n(listingClaims, eq(listingClaims.status, 'open')),
  ]);
  const of = <K extends string>(list: Array<Record<K, string> & { n: number }>, key: K, value: string) => list.find((r) => r[key] === value)?.n ?? 0;
  const sum = (list: Array<{ n: number }>) => list.reduce((t, r) => t + r.n, 0);
  return {
    days,
    totals: [
      {
        key: 'users',
        label: t('admin:totals.accounts'),
        value: sum(usersByType),
        detail: `${t('admin:totals.farmers', { count: of(usersByType, 'type', 'farmer') })} · ${t('admin:totals.shoppers', { count: of(usersByType, 'type', 'consumer') })}`,
      },
      {
        key: 'listings',
        label: t('admin:totals.published'),
        value: of(listingsByStatus, 'status', 'published'),
        detail: `${t('admin:totals.drafts', { count: of(listingsByStatus, 'status', 'draft') })} · ${t('admin:totals.suspended', { n: of(listingsByStatus, 'status', 'suspended') })}`,
      },
      { key: 'subscribers', label: t('admin:totals.subscribers'), value: subscribers },
      { key: 'ambassadors', label: t('admin:totals.ambassadors'), value: pendingAmbassadors },
      { key: 'support', label: t('admin:totals.support'), value: openMessages },
      {
        key: 'reportedReviews',
        label: t('admin:totals.reportedReviews'),
        value: reported.reviews,
        detail: t('admin:totals.openReports', { count: reported.reports }),
      },
      { key: 'listingReports', label: t('admin:totals.listingReports'), value: openListingReports },
      { key: 'claims', label: t('admin:totals.claims'), value: openClaims },
    ],
    series,
  };
}
