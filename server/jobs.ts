import type { Config } from './config/env.js';
import type { Db } from './db/client.js';
import type { Counter } from 'prom-client';
import { eventJobHandlers, type EventHandler } from './lib/events/index.js';
import type { JobHandler, JobHandlers, RecurringJob } from './lib/jobs/index.js';
import { achievementsOnListingPublished } from './modules/achievements/on-listing-published.js';
import { achievementsOnReviewPosted } from './modules/achievements/on-review-posted.js';
import { alertsOnProductsAvailable } from './modules/alerts/on-products-available.js';
import { alertsOnPickingGood } from './modules/alerts/on-picking-good.js';
import { ambassadorsOnAccountRegistered } from './modules/ambassadors/on-account-registered.js';
import { ambassadorsOnListingCreated } from './modules/ambassadors/on-listing-created.js';
import { followersOnProductsAvailable } from './modules/messages/on-products-available.js';
import { ownerOnProductsSoldOut } from './modules/notifications/on-products-sold-out.js';
import { pagesOnListingChanged } from './modules/pages/on-listing-changed.js';
import { pagesOnListingPublished } from './modules/pages/on-listing-published.js';
import { pagesOnProductsAvailable } from './modules/pages/on-products-available.js';
import { pagesOnProductsSoldOut } from './modules/pages/on-products-sold-out.js';
import { pagesOnReviewPosted } from './modules/pages/on-review-posted.js';
import { pagesOnListingTrustChanged } from './modules/pages/on-listing-trust-changed.js';
import { liveOnConversationRead } from './modules/live/on-conversation-read.js';
import { liveOnMessageSent } from './modules/live/on-message-sent.js';
import { liveOnNotificationRecorded } from './modules/live/on-notification-recorded.js';
import { liveOnNotificationsRead } from './modules/live/on-notifications-read.js';
import { recipientOnMessageSent } from './modules/messages/on-message-sent.js';
import { ownerOnSalesDaySummary } from './modules/notifications/on-sales-day-summary.js';
import { DAY_SUMMARY_JOB, sendDaySummaries } from './modules/sales/sales-day.service.js';
import { deleteOldDoneJobs } from './lib/jobs/jobs.repository.js';
import { mailSent, pushSent } from './lib/metrics/index.js';
import { createMailTransport, EMAIL_JOB, MAIL_PURGE_JOB, purgeSentMail, sendEmailJob } from './lib/mail/index.js';
import { lazySecretBox } from './modules/auth/secret-key.js';
import { IDEMPOTENCY_PURGE_JOB, idempotencyStore } from './lib/idempotency/idempotency.repository.js';
import { cleanUpAccounts } from './modules/accounts/cleanup.js';
import { emailFlows, PASSWORD_RESET_JOB } from './modules/accounts/email-flows.service.js';
import { cleanUpLiveEvents, LIVE_CLEANUP_JOB } from './modules/live/live.publish.js';
import { FANOUT_JOB, fanoutJob } from './modules/messages/fanout.js';
import { PRODUCT_ALERT_JOB, productAlertJob } from './modules/alerts/alerts.job.js';
import { HEADS_UP_JOB, sendSeasonHeadsUps } from './modules/alerts/season-heads-up.js';
import { SEASON_WATCH_JOB, watchSeasonOpenings } from './modules/messages/season-watch.js';
import { PUSH_JOB, sendPushJob } from './modules/push/push.send.js';
import { pushPolicy } from './modules/push/push.policy.js';
import { loadVapidKeys, type VapidKeys } from './modules/push/vapid.js';
import { collectUnusedSchedules, extendOpenWindows, refreshSeasons, repairDerived } from './modules/farms/hours/open-intervals-job.js';

const HOUR = 3_600_000;

/**
 * Who listens to which domain event (decision 058; the events and their payloads are in server/lib/events/catalogue.ts).
 * One handler per file, in the module that cares; each runs as its own job, in one transaction with its completion.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const eventHandlers: EventHandler<any>[] = [
  // listing.productsAvailable
  alertsOnProductsAvailable,
  followersOnProductsAvailable,
  pagesOnProductsAvailable,
  // listing.pickingGood
  alertsOnPickingGood,
  // listing.trustChanged
  pagesOnListingTrustChanged,
  // listing.productsSoldOut
  ownerOnProductsSoldOut,
  pagesOnProductsSoldOut,
  // listing.created
  ambassadorsOnListingCreated,
  // listing.changed
  pagesOnListingChanged,
  // listing.published
  achievementsOnListingPublished,
  pagesOnListingPublished,
  // review.posted
  achievementsOnReviewPosted,
  pagesOnReviewPosted,
  // account.registered
  ambassadorsOnAccountRegistered,
  // message.sent
  liveOnMessageSent,
  recipientOnMessageSent,
  // conversation.read
  liveOnConversationRead,
  // notification.recorded
  liveOnNotificationRecorded,
  // notifications.read
  liveOnNotificationsRead,
  // sales.daySummary
  ownerOnSalesDaySummary,
];

/** A sending job's attempts counted as sent or failed (push_sent_total, mail_sent_total). */
const counted =
  <P>(metric: Counter<'result'>, handler: JobHandler<P>): JobHandler<P> =>
  async (payload, ctx) => {
    try {
      await handler(payload, ctx);
      metric.inc({ result: 'sent' });
    } catch (err) {
      metric.inc({ result: 'failed' });
      throw err;
    }
  };

/** Every kind of background job the app knows, and the work it does (the queue is in server/lib/jobs). */
export function jobHandlers({ db, config }: { db: Db; config: Config }): JobHandlers {
  const mail = createMailTransport(config, db);
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => (keys ??= loadVapidKeys(db, config).catch((err) => ((keys = undefined), Promise.reject(err))));
  return {
    ...eventJobHandlers(eventHandlers),
    [EMAIL_JOB]: counted(mailSent, sendEmailJob(mail, config.appOrigin, lazySecretBox(db, config))),
    [MAIL_PURGE_JOB]: () => purgeSentMail(db),
    [PASSWORD_RESET_JOB]: (payload: { email: string }) => emailFlows(db, config).sendResetLink(payload),
    [PUSH_JOB]: counted(pushSent, sendPushJob({ db, vapid, subject: config.vapid.subject, policy: pushPolicy(config) })),
    [FANOUT_JOB]: fanoutJob(db),
    [PRODUCT_ALERT_JOB]: productAlertJob(db),
    // A week before a crop usually starts near an alert's place, in its owner's day (issue 32 point 3, decision 068).
    [HEADS_UP_JOB]: async () => void (await sendSeasonHeadsUps(db)),
    [SEASON_WATCH_JOB]: async () => void (await watchSeasonOpenings(db)),
    // Open-now search reads precomputed open intervals about two weeks ahead: keep that window moving.
    'farms.extend-open-windows': async () => void (await extendOpenWindows(db)),
    // Every search order puts stands in season first from a stored rank: turn it when a season ends or nears (decision 054).
    'farms.refresh-seasons': async () => void (await refreshSeasons(db)),
    'farms.maintenance': async () => {
      await collectUnusedSchedules(db);
      await repairDerived(db);
    },
    'accounts.cleanup': () => cleanUpAccounts(db),
    [LIVE_CLEANUP_JOB]: () => cleanUpLiveEvents(db),
    // Done jobs are history nobody reads after a while; failed ones stay for admins to look at.
    // Idempotency keys answer for 24 h (decision 020); the job, not a timer, so one process of many does it.
    [IDEMPOTENCY_PURGE_JOB]: async () => void (await idempotencyStore(db).purge()),
    'jobs.cleanup': () => deleteOldDoneJobs(db),
    // A self-service stand's end-of-day summary, once per local day at the farmer's time (issue 33 point 4).
    [DAY_SUMMARY_JOB]: async () => void (await sendDaySummaries(db)),
  };
}

export const recurringJobs: RecurringJob[] = [
  { kind: SEASON_WATCH_JOB, everyMs: HOUR },
  { kind: HEADS_UP_JOB, everyMs: HOUR },
  { kind: 'farms.extend-open-windows', everyMs: 6 * HOUR },
  { kind: 'farms.refresh-seasons', everyMs: HOUR / 6 },
  { kind: 'farms.maintenance', everyMs: 24 * HOUR },
  { kind: 'jobs.cleanup', everyMs: 24 * HOUR },
  { kind: 'accounts.cleanup', everyMs: 24 * HOUR },
  { kind: LIVE_CLEANUP_JOB, everyMs: HOUR },
  { kind: MAIL_PURGE_JOB, everyMs: HOUR },
  { kind: IDEMPOTENCY_PURGE_JOB, everyMs: HOUR },
  { kind: DAY_SUMMARY_JOB, everyMs: 5 * 60_000 },
];
