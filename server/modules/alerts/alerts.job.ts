import { ALERT_LIMITS } from '@common/schemas/alerts.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { fromUnit, toUnit } from '../../lib/geo/distance.js';
import { enqueueJob, type JobHandler } from '../../lib/jobs/index.js';
import { arcOf } from '../farms/search/earth.js';
import { openStateAt } from '../farms/hours/open-state.js';
import { notify, recipientLanguage } from '../notifications/notify.js';
import { alertsRepository, type AlertFarmFacts, type MatchRow } from './alerts.repository.js';
import { alertMessage } from './alert-message.js';
import { localDay } from './season-heads-up.js';
import { seasonOfDay, type AreaSeason } from '../seasons/area-season.js';
import { usualAreaStart } from '../seasons/seasons.service.js';

export const PRODUCT_ALERT_JOB = 'alerts.match';
/** Alerts told per job (one transaction); the job then queues the next batch. */
export const ALERT_BATCH = 200;
/** The widest circle any alert can have: the box searched around a listing. */
const MAX_RADIUS_M = fromUnit(ALERT_LIMITS.radiusMax, 'mi') * 1000;

export interface ProductAlertJob {
  farmId: number;
  productIds: string[];
  /** Whoever marked them (never told about their own change). */
  actorId: string | null;
  /** The last alert id handled by the previous batch. */
  after: number;
  /** Good picking rather than availability (decision 067): tells the alerts that want it, of crops picking well now. */
  picking?: boolean;
}

/**
 * Queues the alert check for products a listing just marked available (the farmer's toggle, the editor, a bulk
 * message), in the caller's transaction: the check happens exactly when the change commits.
 */
export async function queueProductAlerts(tx: DbOrTx, job: Omit<ProductAlertJob, 'after'>) {
  if (job.productIds.length === 0) return;
  await enqueueJob(tx, { kind: PRODUCT_ALERT_JOB, payload: { ...job, after: 0 } satisfies ProductAlertJob, maxAttempts: 10 });
}

/**
 * Tells one batch of matching alerts, then queues the next batch, in one transaction. Each alert's delivery for
 * this listing and day is claimed by a unique row written with its notification: a crash rolls both back and
 * the retry tells everyone once; a second change the same day finds the rows and tells nobody again.
 */
export function productAlertJob(db: Db, clock: () => Date = () => new Date()): JobHandler<ProductAlertJob> {
  return async (job) => {
    await db.transaction(async (tx) => {
      const now = clock();
      const repo = alertsRepository(tx);
      const farm = await repo.publishedFarm(job.farmId);
      if (!farm) return;
      // Only what is still available when the job runs: a product switched off again in the meantime is news to nobody.
      // A picking job: only crops still picking well when it runs (a word changed since is news to nobody).
      const names = job.picking ? await repo.goodPickingNames(farm.id, job.productIds) : await repo.availableProductNames(farm.id, job.productIds);
      if (names.length === 0) return;
      const wants = job.picking ? 'good-picking' : 'available';
      const batch = await repo.matching(farm, names, job.actorId, job.after, ALERT_BATCH, MAX_RADIUS_M, wants);
      const claimed = new Set(
        await repo.claimDeliveries(
          batch.map((a) => Number(a.id)),
          farm.id,
          farm.time_zone,
        ),
      );
      const open = openStateAt(
        { openingHours: farm.opening_hours, timeZone: farm.time_zone, country: farm.country, region: farm.region, lat: farm.lat, lng: farm.lng },
        now,
      );
      // A heads-up alert's usual season around its place, read once per word and circle in the batch.
      const usual = new Map<string, Promise<AreaSeason | null>>();
      const usualOf = (a: MatchRow) => {
        const key = `${a.query}|${a.lat}|${a.lng}|${a.radius_m}`;
        if (!usual.has(key)) usual.set(key, usualAreaStart(tx, { lat: a.lat, lng: a.lng }, a.radius_m, a.query));
        return usual.get(key)!;
      };
      for (const alert of batch.filter((a) => claimed.has(Number(a.id)))) await tell(tx, alert, farm, open, job.picking === true, now, usualOf);
      if (batch.length === ALERT_BATCH) {
        await enqueueJob(tx, { kind: PRODUCT_ALERT_JOB, payload: { ...job, after: Number(batch.at(-1)!.id) } satisfies ProductAlertJob, maxAttempts: 10 });
      }
    });
  };
}

async function tell(
  tx: DbOrTx,
  alert: MatchRow,
  farm: AlertFarmFacts,
  open: ReturnType<typeof openStateAt>,
  picking: boolean,
  now: Date,
  usualOf: (a: MatchRow) => Promise<AreaSeason | null>,
) {
  // A heads-up alert's first availability of the season says so, once (decision 068): this very message, never a second
  // one. The season of the listing's date is the year of the crop's usual start around the alert's place (decision 078:
  // Winter squash in January is the season that started in September), the calendar year without a usual season.
  const told = alert.heads_up && !picking;
  const season = told ? seasonOfDay(localDay(now, farm.time_zone), await usualOf(alert)) : 0;
  const first = told && (await alertsRepository(tx).claimNotice(Number(alert.id), season, 'first-available'));
  const distance = toUnit(arcOf(alert.chord) / 1000, alert.unit);
  const lang = await recipientLanguage(tx, alert.user_id);
  const { title, body } = alertMessage(
    {
      product: alert.product,
      farmName: farm.name,
      distance,
      unit: alert.unit,
      place: alert.place_label,
      open,
      timeZone: farm.time_zone,
      picking,
      first,
    },
    lang,
  );
  const { id } = await notify(tx, {
    userId: alert.user_id,
    type: 'product_alert',
    title,
    body,
    url: `/farm/${farm.id}`,
    data: { alertId: Number(alert.id), farmId: farm.id },
    emailUnsubscribePath: `/api/alerts/unsubscribe?token=${alert.unsubscribe_token}`,
  });
  await alertsRepository(tx).recordNotification(Number(alert.id), farm.id, farm.time_zone, id);
  if (first) await alertsRepository(tx).recordNotice(Number(alert.id), season, 'first-available', id);
}
