import { msg } from '@common/i18n/keys.js';
import type { ReportKind, ReportResolveInput } from '@common/schemas/listing-reports.js';
import { withValues } from '../../lib/errors.js';
import type { Message } from '../../lib/i18n.js';

/** What a report says is wrong, as the owner is told it (in their language: notify says the keys). */
export const REPORT_KIND_NEWS: Record<ReportKind, string> = {
  'closed-for-good': msg('push:reports.kind.closedForGood'),
  'wrong-hours': msg('push:reports.kind.wrongHours'),
  'wrong-location': msg('push:reports.kind.wrongLocation'),
  duplicate: msg('push:reports.kind.duplicate'),
  other: msg('push:reports.kind.other'),
};

/** What the owner is told, by how the report ended. */
export const OWNER_NEWS: Record<ReportResolveInput['action'], (farm: string, what: string) => Message> = {
  fix: (farm, what) => withValues('push:reports.fix', { farm, what }),
  hide: (farm, what) => withValues('push:reports.hide', { farm, what }),
  merge: (farm) => withValues('push:reports.merge', { farm }),
  dismiss: (farm, what) => withValues('push:reports.dismiss', { farm, what }),
};
