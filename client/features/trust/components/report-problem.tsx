import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Flag } from 'lucide-react';
import type { FarmDetail } from '@common/schemas/farms';
import { REPORT_KINDS, type ReportKind } from '@common/schemas/listing-reports';
import { authHref } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { RadioCards } from '@/components/ui/radio-cards';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/features/auth/api/use-user';
import { errorMessage } from '@/lib/api-client';
import { useListingTrust } from '../api/get-trust';
import { useReport } from '../api/listing-actions';

const TEXT = {
  button: 'Report a problem',
  title: 'What’s wrong with this listing?',
  description: 'An admin checks every report. The farmer is told and can answer.',
  kinds: {
    'closed-for-good': ['Closed for good', 'The stand is gone, or no longer sells anything.'],
    'wrong-hours': ['Wrong hours', 'It was closed when the hours said open, or the other way round.'],
    'wrong-location': ['Wrong place', 'The pin or the address is not where the stand is.'],
    duplicate: ['Listed twice', 'Another listing is the same stand.'],
    other: ['Something else', 'Phone, products or anything else that is wrong.'],
  } satisfies Record<ReportKind, [string, string]>,
  already: (n: number) => `${n === 1 ? 'Someone has' : `${n} people have`} reported this already: sending adds your voice to it.`,
  yours: 'You’ve reported this already. Thank you!',
  note: 'What did you see? (optional)',
  notePlaceholder: 'e.g. the field is for sale and the stand was taken down',
  send: 'Send report',
  sent: 'Thanks: your report is with our admins',
};

/** "Report a problem" on a listing: kinds of wrong information, a note, and what is already open. */
export function ReportProblemButton({ farm }: { farm: FarmDetail }) {
  const { user } = useUser();
  const [location, navigate] = useLocation();
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
        onError: (err) => toast({ title: 'Your report wasn’t sent', description: errorMessage(err), variant: 'error' }),
      },
    );
  };

  return (
    <>
      <Button variant="ghost" onClick={() => (user ? setOpen(true) : navigate(authHref(location)))}>
        <Flag className="h-5 w-5" aria-hidden="true" /> {TEXT.button}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{TEXT.title}</DialogTitle>
          <DialogDescription className="mt-1">{TEXT.description}</DialogDescription>
          <form onSubmit={submit} className="mt-4 space-y-4">
            <RadioCards
              legend="Kind of problem"
              name="kind"
              value={kind}
              onChange={setKind}
              options={REPORT_KINDS.map((k) => [k, ...TEXT.kinds[k]] as const)}
            />
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
            <Button type="submit" size="lg" className="w-full" disabled={!kind || report.isPending || existing?.mine}>
              {report.isPending ? 'Sending…' : TEXT.send}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
