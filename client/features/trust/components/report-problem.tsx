import { useTranslation } from '@/lib/i18n/react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Flag } from 'lucide-react';
import type { FarmDetail } from '@common/schemas/farms';
import { REPORT_KINDS } from '@common/limits';
import type { ReportKind } from '@common/schemas/listing-reports';
import { authHref } from '@/lib/paths';
import { useHere } from '@/lib/use-here';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { RadioCards } from '@/components/ui/radio-cards';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/features/auth';
import { VerifyEmailNotice } from '@/features/auth/ui';
import { errorMessage } from '@/lib/api-client';
import { useListingTrust } from '../api/get-trust';
import { useReport } from '../api/listing-actions';

function useText() {
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

/** "Report a problem" on a listing: kinds of wrong information, a note, and what is already open. */
export function ReportProblemButton({ farm }: { farm: FarmDetail }) {
  const TEXT = useText();
  const { user } = useUser();
  const [, navigate] = useLocation();
  const here = useHere();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ReportKind | null>(null);
  const [note, setNote] = useState('');
  const { data: trust } = useListingTrust(farm.id);
  const report = useReport(farm.id);
  const noteId = useId();
  if (farm.status !== 'published' || (user && farm.owner?.id === user.id)) return null;
  const existing = trust?.openReports.find((r) => r.kind === kind);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!kind) return;
    report.mutate(
      { kind, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          setNote('');
          toast({ title: TEXT.sent, variant: 'success' });
        },
        onError: (err) => toast({ title: TEXT.failed, description: errorMessage(err), variant: 'error' }),
      },
    );
  };

  return (
    <>
      <Button variant="ghost" onClick={() => (user ? setOpen(true) : navigate(authHref(here)))}>
        <Flag className="h-5 w-5" aria-hidden="true" /> {TEXT.button}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{TEXT.title}</DialogTitle>
          <DialogDescription className="mt-1">{TEXT.description}</DialogDescription>
          {/* A report needs a verified address (decision 033): say so before the form, not after a refused send. */}
          <VerifyEmailNotice action={TEXT.verifyAction} className="mt-4" />
          <form onSubmit={submit} className="mt-4 space-y-4">
            <RadioCards legend={TEXT.legend} name="kind" value={kind} onChange={setKind} options={REPORT_KINDS.map((k) => [k, ...TEXT.kinds[k]] as const)} />
            {existing && (
              <p role="status" className="rounded-xl bg-sun/20 p-3 text-stone-900">
                {existing.mine ? TEXT.yours : TEXT.already(existing.reporters)}
              </p>
            )}
            <div>
              <label htmlFor={noteId} className="block font-semibold text-stone-900">
                {TEXT.note}
              </label>
              <textarea
                id={noteId}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={1000}
                rows={3}
                placeholder={TEXT.notePlaceholder}
                className="mt-1 w-full rounded-xl border border-stone-300 bg-white p-3"
              />
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={!kind || report.isPending || existing?.mine || !user?.emailVerified}>
              {report.isPending ? TEXT.sending : TEXT.send}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
