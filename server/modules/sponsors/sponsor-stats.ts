import type { OverviewSeries, SponsorStats } from '@common/schemas/admin.js';
import type { Db } from '../../db/client.js';
import { dayRange } from '../admin/overview.service.js';
import { sponsorEventsPerDay } from './sponsors.repository.js';

export type { SponsorStats };

/** Impressions and clicks of one sponsor asset per UTC day. */
export async function sponsorStats(db: Db, assetId: string, days: number): Promise<SponsorStats> {
  const dates = dayRange(days);
  const [impressions, clicks] = await Promise.all((['impression', 'click'] as const).map((kind) => sponsorEventsPerDay(db, assetId, kind, dates)));
  const total = (points: OverviewSeries['points']) => points.reduce((n, p) => n + p.count, 0);
  const shown = total(impressions);
  return {
    days,
    series: [
      { key: 'impressions', label: 'Impressions', total: shown, points: impressions },
      { key: 'clicks', label: 'Clicks', total: total(clicks), points: clicks },
    ],
    clickRate: shown > 0 ? total(clicks) / shown : 0,
  };
}
