import type { z } from 'zod';
import { REPORT_KIND_LABELS, type AdminReport, type AdminReportListQuerySchema, type ReportResolveInput } from '@common/schemas/listing-reports.js';
import type { AdminPage } from '@common/schemas/admin.js';
import type { Db } from '../../db/client.js';
import type { FarmRow } from '../../db/schema/index.js';
import { badRequest, conflict, notFound, withValues } from '../../lib/errors.js';
import { msg } from '@common/i18n/keys.js';
import type { Actor } from '../../lib/actor.js';
import { recordAuditBy } from '../accounts/audit.js';
import { mustBeAdmin } from '../admin/admin.policy.js';
import { offsetOf, pageOf } from '../../lib/admin-paging.js';
import { farmsRepository } from '../farms/listings.service.js';
import { refreshOpenIntervals } from '../farms/hours/open-intervals.js';
import type { DbOrTx } from '../farms/sql.js';
import { notify, withNote } from '../notifications/notify.js';
import { OWNER_NEWS, REPORT_KIND_NEWS } from './report-news.js';
import { reportsAdminRepository } from './reports-admin.repository.js';
import { reportsRepository, resolveOtherOpenReports } from './reports.repository.js';
import { publish } from '../../lib/events/index.js';

type Query = z.output<typeof AdminReportListQuerySchema>;

const RESOLUTION = { fix: 'fixed', hide: 'hidden', merge: 'merged', dismiss: 'dismissed' } as const;

/** A hidden listing is suspended: off search, the map and its page for everyone but its owner and admins. */
async function hideListing(tx: DbOrTx, farm: FarmRow) {
  if (farm.status === 'suspended') return;
  await farmsRepository(tx).update(farm.id, { status: 'suspended' });
  await refreshOpenIntervals(tx, [farm.id]);
  // Its page and every list showing it are forgotten by the page cache, as for an edit of its status.
  await publish(tx, 'listing.changed', { farmId: farm.id, removed: false });
}

/** Admin → Reports: the queue of open reports and how each ended (fix, hide, merge a duplicate, dismiss). Admins only. */
export function reportsAdminService(db: Db) {
  return {
    async list(admin: Actor, query: Query): Promise<AdminPage<AdminReport>> {
      mustBeAdmin(admin);
      const { q, status, kind, sort, dir, limit, cursor } = query;
      const offset = offsetOf(cursor);
      const { rows, total } = await reportsAdminRepository(db).list({ q, status, kind }, sort, dir, limit, offset);
      return pageOf(rows, { limit, offset, total }, (r) => r);
    },

    async resolve(admin: Actor, id: string, input: ReportResolveInput): Promise<AdminReport> {
      mustBeAdmin(admin);
      return db.transaction(async (tx) => {
        const report = await reportsRepository(tx).find(id);
        if (!report) throw notFound('errors:listingReports.noReport');
        if (report.status !== 'open') throw conflict('errors:listingReports.alreadyDealtWith');
        const farm = (await farmsRepository(tx).findForUpdate(report.farmId))!;
        if (input.action === 'merge') {
          const target = input.mergeInto === farm.id ? undefined : await farmsRepository(tx).find(input.mergeInto!);
          if (!target) throw badRequest('errors:listingReports.chooseAnotherListing', { mergeInto: msg('errors:listingReports.notAListingToMergeInto') });
        }
        if (input.action === 'hide' || input.action === 'merge') await hideListing(tx, farm);
        const resolved = {
          status: 'resolved' as const,
          resolution: RESOLUTION[input.action],
          mergedIntoId: input.mergeInto ?? null,
          resolutionNote: input.note || null,
          resolvedAt: new Date(),
          resolvedBy: admin.id,
        };
        await reportsRepository(tx).update(id, resolved);
        // A hidden listing's other open reports are answered by the same act.
        if (input.action === 'hide' || input.action === 'merge') {
          await resolveOtherOpenReports(tx, farm.id, id, resolved);
        }
        const what = REPORT_KIND_LABELS[report.kind];
        await recordAuditBy(tx, admin, {
          action: `listing-report.${input.action}`,
          summary: `${RESOLUTION[input.action][0].toUpperCase()}${RESOLUTION[input.action].slice(1)}: report that “${farm.name}” is ${what}`,
          target: { type: 'farm', id: farm.id },
          details: { reportId: id, kind: report.kind, reporters: report.reporterCount, mergeInto: input.mergeInto, note: input.note },
        });
        if (farm.ownerId) {
          await notify(tx, {
            userId: farm.ownerId,
            type: 'listing_feedback',
            title: withValues('push:reports.resolvedTitle', { farm: farm.name }),
            body: withNote(OWNER_NEWS[input.action](farm.name, REPORT_KIND_NEWS[report.kind]), input.note),
            url: input.action === 'hide' || input.action === 'merge' ? `/farm-profile?id=${farm.id}` : `/farm/${farm.id}`,
            data: { reportId: id },
          });
        }
        await publish(tx, 'listing.trustChanged', { farmId: farm.id, what: 'report' });
        return (await reportsAdminRepository(tx).find(id))!;
      });
    },
  };
}
