import { useTranslation } from '@/lib/i18n/react';
import { useState } from 'react';
import { Flag } from 'lucide-react';
import type { OpenReport, ReportKind } from '@common/schemas/listing-reports';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { lang, timeAgo } from '@/features/farms';
import { errorMessage } from '@/lib/api-client';
import { useReplyToReport } from '../api/listing-actions';

function useText() {
  const { t } = useTranslation('trust');
  const kinds: Record<ReportKind, string> = {
    'closed-for-good': t('reports.kind.closedForGood'),
    'wrong-hours': t('reports.kind.wrongHours'),
    'wrong-location': t('reports.kind.wrongLocation'),
    duplicate: t('reports.kind.duplicate'),
    other: t('reports.kind.other'),
  };
  return {
    reported: (kind: ReportKind) => t('reports.reported', { kind: kinds[kind] }),
    people: (n: number) => t('reports.people', { count: n }),
    since: (ago: string) => t('reports.since', { ago }),
    mine: t('reports.mine'),
    farmerSays: t('reports.farmerSays'),
    answer: t('reports.answer'),
    answerLabel: t('reports.answerLabel'),
    send: t('reports.send'),
    sent: t('reports.sent'),
    listLabel: t('reports.listLabel'),
  };
}

function OwnerAnswer({ farmId, report }: { farmId: number; report: OpenReport }) {
  const TEXT = useText();
  const reply = useReplyToReport(farmId);
  const [body, setBody] = useState('');
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button size="sm" variant="secondary" className="mt-2" onClick={() => setOpen(true)}>
        {TEXT.answer}
      </Button>
    );
  return (
    <form
      className="mt-2 space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        // The form goes once answered: a promise outlives it, mutate()'s callbacks would not.
        reply.mutateAsync({ reportId: report.id, body }).then(
          () => toast({ title: TEXT.sent, variant: 'success' }),
          (err) => toast({ title: errorMessage(err), variant: 'error' }),
        );
      }}
    >
      <label className="block text-sm font-semibold text-stone-800" htmlFor={`answer-${report.id}`}>
        {TEXT.answerLabel}
      </label>
      <textarea
        id={`answer-${report.id}`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={1000}
        rows={3}
        required
        className="w-full rounded-xl border border-stone-300 bg-white p-3"
      />
      <Button type="submit" size="sm" disabled={reply.isPending || !body.trim()}>
        {TEXT.send}
      </Button>
    </form>
  );
}

/** Open reports of wrong information, so the next visitor sees them (and adds to one rather than filing again). */
export function OpenReports({ farmId, reports, isOwner }: { farmId: number; reports: OpenReport[]; isOwner: boolean }) {
  const TEXT = useText();
  const { i18n } = useTranslation();
  return (
    <ul id="reports" aria-label={TEXT.listLabel} className="scroll-mt-20 space-y-2">
      {reports.map((r) => (
        <li key={r.id} className="rounded-2xl bg-white p-4 ring-1 ring-stone-300">
          <p className="flex items-center gap-2 font-semibold text-stone-900">
            <Flag className="h-4 w-4 text-tomato-700" aria-hidden="true" /> {TEXT.reported(r.kind)}
          </p>
          <p className="text-sm text-stone-700">
            {TEXT.people(r.reporters)} · {TEXT.since(timeAgo(r.since, undefined, lang(i18n)))}
            {r.mine && ` · ${TEXT.mine}`}
          </p>
          {r.ownerReply && (
            <blockquote className="mt-2 rounded-xl bg-stone-50 p-3 text-stone-800">
              <span className="font-semibold">{TEXT.farmerSays}</span> {r.ownerReply.body}
            </blockquote>
          )}
          {isOwner && !r.ownerReply && <OwnerAnswer farmId={farmId} report={r} />}
        </li>
      ))}
    </ul>
  );
}
