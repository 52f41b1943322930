import { type OpenReport, type ReportInput, type ReportResult } from '@common/schemas/listing-reports.js';
import type { Db } from '../../db/client.js';
import { msg } from '@common/i18n/keys.js';
import { conflict, forbidden, notFound, withValues } from '../../lib/errors.js';
import { limit } from '../../lib/rate-limit.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { farmsRepository } from '../farms/listings.service.js';
import { notify } from '../notifications/notify.js';
import { REPORT_KIND_NEWS } from './report-news.js';
import { reportPolicy } from './reports.policy.js';
import { presentOpenReport, reportsRepository } from './reports.repository.js';
import type { Actor, Subject } from '../../lib/actor.js';
import { publish } from '../../lib/events/index.js';

const NO_LISTING = msg('errors:listingReports.noListing');
const NO_REPORT = msg('errors:listingReports.noReport');

/**
 * Reports of wrong information (docs/product.md §9). One open report per listing and kind: a second person adds their
 * voice (and note) to it rather than filing again, and sending the same report twice changes nothing.
 */
export function reportsService(db: Db) {
  return {
    async file(user: Actor, farmId: number, input: ReportInput): Promise<ReportResult> {
      await limit(db, 'listingReports', user.id);
      return db.transaction(async (tx) => {
        const farm = await farmsRepository(tx).find(farmId);
        if (!farm || !farmPolicy.see(user, farm) || farm.status !== 'published') throw notFound(NO_LISTING);
        if (!reportPolicy.file(user, farm)) throw forbidden('errors:listingReports.ownListing');
        const repo = reportsRepository(tx);
        const { report, created } = await repo.openOrCreate(farmId, input.kind);
        const voiced = await repo.addVoice(report, user.id, input.note);
        if (created && farm.ownerId) {
          await notify(tx, {
            userId: farm.ownerId,
            type: 'listing_feedback',
            title: withValues('push:reports.filedTitle', { farm: farm.name, kind: REPORT_KIND_NEWS[input.kind] }),
            body: msg('push:reports.filedBody'),
            url: `/farm/${farmId}#reports`,
            data: { reportId: report.id },
          });
        }
        await publish(tx, 'listing.trustChanged', { farmId, what: 'report' });
        return { report: presentOpenReport(voiced ?? report, true), added: voiced !== null };
      });
    },

    /** The listing's farmer answers an open report; the answer shows with it, to everyone and to admins. */
    async reply(user: Actor, farmId: number, reportId: string, body: string): Promise<OpenReport> {
      await limit(db, 'listingReplies', user.id);
      return db.transaction(async (tx) => {
        const farm = await farmsRepository(tx).find(farmId);
        if (!farm || !farmPolicy.see(user, farm)) throw notFound(NO_LISTING);
        const report = await reportsRepository(tx).find(reportId);
        if (!report || report.farmId !== farmId) throw notFound(NO_REPORT);
        if (!reportPolicy.reply(user, farm)) throw forbidden('errors:listingReports.ownerOnly');
        if (report.status !== 'open') throw conflict('errors:listingReports.alreadyDealtWithByAdmin');
        const row = await reportsRepository(tx).update(reportId, { ownerReply: body, ownerRepliedAt: new Date() });
        const mine = await reportsRepository(tx).voicedBy(user.id, [reportId]);
        await publish(tx, 'listing.trustChanged', { farmId, what: 'report' });
        return presentOpenReport(row, mine.has(reportId));
      });
    },

    /** The open reports of a listing as its page shows them. */
    async openFor(viewer: Subject | null, farmId: number): Promise<OpenReport[]> {
      const repo = reportsRepository(db);
      const rows = await repo.openOf(farmId);
      const mine = viewer
        ? await repo.voicedBy(
            viewer.id,
            rows.map((r) => r.id),
          )
        : new Set<string>();
      return rows.map((r) => presentOpenReport(r, mine.has(r.id)));
    },
  };
}
