import { useTranslation } from '@/lib/i18n/react';
import type { ReportKind } from '@common/schemas/listing-reports';

/** The words of "Report a problem": its button and toasts (report-problem.tsx) and its form (report-form.tsx). */
export function useText() {
  const { t } = useTranslation('trust');
  return {
    button: t('report.button'),
    title: t('report.title'),
    description: t('report.description'),
    legend: t('report.legend'),
    kinds: {
      'closed-for-good': [t('report.kind.closedForGood'), t('report.kind.closedForGoodHint')],
      'wrong-hours': [t('report.kind.wrongHours'), t('report.kind.wrongHoursHint')],
      'wrong-location': [t('report.kind.wrongLocation'), t('report.kind.wrongLocationHint')],
      duplicate: [t('report.kind.duplicate'), t('report.kind.duplicateHint')],
      other: [t('report.kind.other'), t('report.kind.otherHint')],
    } satisfies Record<ReportKind, [string, string]>,
    already: (n: number) => t('report.already', { count: n }),
    yours: t('report.yours'),
    note: t('report.note'),
    notePlaceholder: t('report.notePlaceholder'),
    send: t('report.send'),
    sending: t('report.sending'),
    sent: t('report.sent'),
    failed: t('report.failed'),
    verifyAction: t('report.verifyAction'),
  };
}
