import { and, count, countDistinct, eq, gte, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
  { key: 'signups', label: 'Sign-ups', table: users, at: users.createdAt },
  { key: 'listings', label: 'New listings', table: farms, at: farms.createdAt },
  { key: 'visits', label: 'Visits', table: visits, at: visits.createdAt },
  { key: 'messages', label: 'Messages', table: messages, at: messages.createdAt },
  { key: 'pageViews', label: 'Page views', table: pageViews, at: pageViews.createdAt },
  { key: 'sponsorImpressions', label: 'Sponsor impressions', table: sponsorEvents, at: sponsorEvents.createdAt, where: eq(sponsorEvents.kind, 'impression') },
  { key: 'sponsorClicks', label: 'Sponsor clicks', table: sponsorEvents, at: sponsorEvents.createdAt, where: eq(sponsorEvents.kind, 'click') },
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

export async function overview(db: Db, days: number): Promise<Overview> {
  const dates = dayRange(days);
  const series = await Promise.all(
    OVERVIEW_SERIES.map(async ({ key, label, ...def }) => {
      const points = await dailyCounts(db, def, dates);
      return { key, label, points, total: points.reduce((n, p) => n + p.count, 0) };
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
  const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return {
    days,
    totals: [
      {
        key: 'users',
        label: 'Accounts',
        value: sum(usersByType),
        detail: `${counted(of(usersByType, 'type', 'farmer'), 'farmer', 'farmers')} · ${counted(of(usersByType, 'type', 'consumer'), 'shopper', 'shoppers')}`,
      },
      {
        key: 'listings',
        label: 'Published listings',
        value: of(listingsByStatus, 'status', 'published'),
        detail: `${counted(of(listingsByStatus, 'status', 'draft'), 'draft', 'drafts')} · ${of(listingsByStatus, 'status', 'suspended')} suspended`,
      },
      { key: 'subscribers', label: 'Newsletter subscribers', value: subscribers },
      { key: 'ambassadors', label: 'Ambassador applications waiting', value: pendingAmbassadors },
      { key: 'support', label: 'Open support messages', value: openMessages },
      { key: 'reportedReviews', label: 'Reported reviews waiting', value: reported.reviews, detail: counted(reported.reports, 'open report', 'open reports') },
      { key: 'listingReports', label: 'Listing reports waiting', value: openListingReports },
      { key: 'claims', label: 'Listing claims waiting', value: openClaims },
    ],
    series,
  };
}
