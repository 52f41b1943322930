import { INTL_LOCALE } from '@common/i18n/languages.js';
import { withValues } from '../../lib/errors.js';
import type { Db } from '../../db/client.js';
import { timeZoneAt } from '../../lib/hours/index.js';
import { notify, recipientLanguage } from '../notifications/notify.js';
import { daysUntilStart, type AreaSeason } from '../seasons/area-season.js';
import { usualAreaStart } from '../seasons/seasons.service.js';
import { alertsRepository, type HeadsUpAlertRow } from './alerts.repository.js';

/** The recurring job that sends the week-before heads-ups (issue 32 point 3, decision 068). */
export const HEADS_UP_JOB = 'alerts.season-heads-up';
/** How many days before the usual start the heads-up comes. */
export const HEADS_UP_DAYS = 7;
const BATCH = 500;

/** YYYY-MM-DD at `at` in `zone`. */
export const localDay = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The zone an alert's days are counted in (decision 068): users save no time zone, so the zone at their saved home,
 * else at the alert's place (where they watch is where they live, as a trip's zone is where it starts), else UTC.
 */
export function alertZone(a: Pick<HeadsUpAlertRow, 'home_lat' | 'home_lng' | 'lat' | 'lng'>): string {
  for (const [lat, lng] of [
    [a.home_lat, a.home_lng],
    [a.lat, a.lng],
  ]) {
    if (lat == null || lng == null) continue;
    try {
      return timeZoneAt(lat, lng);
    } catch {
      // not a position: try the next
    }
  }
  return 'UTC';
}

/**
 * The heads-ups due at `now` (a recurring job, hourly; tests pass the clock): each live heads-up alert whose crop usually
 * starts around its place HEADS_UP_DAYS days after today, today being the alert owner's date (alertZone). Each alert is
 * told once a season (the calendar year of the usual start): the notice is claimed and the notification written in one
 * transaction, so a rerun the same hour, day or season tells nobody twice. Nothing where there is too little history,
 * nor once the crop's first availability of the season was told.
 */
export async function sendSeasonHeadsUps(db: Db, now = new Date()): Promise<number> {
  let sent = 0;
  let after = 0;
  // Alerts with the same word and circle (a household, a popular ZIP) read the history once per run.
  const seasons = new Map<string, AreaSeason | null>();
  for (;;) {
    const batch = await alertsRepository(db).headsUpAlerts(after, BATCH, now);
    for (const a of batch) {
      const today = localDay(now, alertZone(a));
      const starts = addDays(today, HEADS_UP_DAYS);
      const season = Number(starts.slice(0, 4));
      if (a.told.includes(`${season}:heads-up`) || a.told.includes(`${season}:first-available`)) continue;
      const key = `${a.query}|${a.lat}|${a.lng}|${a.radius_m}`;
      if (!seasons.has(key)) seasons.set(key, await usualAreaStart(db, { lat: a.lat, lng: a.lng }, a.radius_m, a.query));
      const usual = seasons.get(key);
      if (!usual || daysUntilStart(usual, today) !== HEADS_UP_DAYS) continue;
      const told = await db.transaction(async (tx) => {
        const repo = alertsRepository(tx);
        if (!(await repo.claimNotice(Number(a.id), season, 'heads-up'))) return false;
        const lang = await recipientLanguage(tx, a.user_id);
        const date = new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(new Date(`${starts}T12:00:00Z`));
        const values = { product: a.product, place: a.place_label, date, stands: usual.stands, radius: a.radius, unit: a.unit };
        const { id } = await notify(tx, {
          userId: a.user_id,
          type: 'product_alert',
          title: withValues('push:alert.headsUpTitle', values),
          body: withValues('push:alert.headsUpBody', values),
          url: `/in-season?near=${a.lat},${a.lng}&radius=${a.radius}&unit=${a.unit}`,
          data: { alertId: Number(a.id), season },
          emailUnsubscribePath: `/api/alerts/unsubscribe?token=${a.unsubscribe_token}`,
        });
        await repo.recordNotice(Number(a.id), season, 'heads-up', id);
        return true;
      });
      if (told) sent += 1;
    }
    if (batch.length < BATCH) break;
    after = Number(batch.at(-1)!.id);
  }
  return sent;
}
