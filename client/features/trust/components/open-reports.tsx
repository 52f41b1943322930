import { useState } from 'react';
import { Flag, TriangleAlert } from 'lucide-react';
import { REPORT_KIND_LABELS, type OpenReport } from '@common/schemas/listing-reports';
import type { ListingTrust } from '@common/schemas/listing-trust';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { timeAgo } from '@/features/farms/format';
import { errorMessage } from '@/lib/api-client';
import { useReplyToReport } from '../api/listing-actions';

const TEXT = {
  closed: (n: number) => `${n} visitors found it closed today`,
  closedHint: 'when its hours said open. Check before you drive out.',
  reported: (kind: string) => `Reported ${kind} — under review`,
  people: (n: number) => (n === 1 ? '1 person reported this' : `${n} people reported this`),
  mine: 'You reported this',
  farmerSays: 'The farmer says:',
  answer: 'Answer this report',
  answerLabel: 'Your answer (shown with the report)',
  send: 'Post answer',
  sent: 'Your answer is on the listing',
};

export function ClosedWarning({ warning }: { warning: NonNullable<ListingTrust['closedWarning']> }) {
  return (
    <p role="status" className="flex gap-2 rounded-2xl bg-sun/25 p-4 text-stone-900 ring-1 ring-sun">
      <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-tomato-700" aria-hidden="true" />
      <span>
        <strong>{TEXT.closed(warning.visitors)}</strong> {TEXT.closedHint}
      </span>
    </p>
  );
}

function OwnerAnswer({ farmId, report }: { farmId: number; report: OpenReport }) {
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
  return (
    <ul id="reports" aria-label="Open reports about this listing" className="scroll-mt-20 space-y-2">
      {reports.map((r) => (
        <li key={r.id} className="rounded-2xl bg-white p-4 ring-1 ring-stone-300">
          <p className="flex items-center gap-2 font-semibold text-stone-900">
            <Flag className="h-4 w-4 text-tomato-700" aria-hidden="true" /> {TEXT.reported(REPORT_KIND_LABELS[r.kind])}
          </p>
          <p className="text-sm text-stone-700">
            {TEXT.people(r.reporters)} · since {timeAgo(r.since)}
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
