import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Flag } from 'lucide-react';
import type { FarmDetail } from '@common/schemas/farms';
import type { ReportKind } from '@common/schemas/listing-reports';
import { authHref } from '@/lib/paths';
import { useHere } from '@/lib/use-here';
import { afterIdle } from '@/lib/idle';
import { lazyModule } from '@/lib/lazy-module';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useListingTrust } from '../api/get-trust';
import { useReport } from '../api/listing-actions';
import { useText } from './report-text';

/** The form (report-form.tsx) loads as the dialog's own code does (components/ui/dialog.tsx, decision 077). */
const form = lazyModule('features/trust/components/report-form.tsx', () => import('./report-form'));
const preloadForm = () => void form.load().catch(() => {});

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
  const signedIn = Boolean(user);
  useEffect(() => (signedIn && !form.current() ? afterIdle(preloadForm, 3_000) : undefined), [signedIn]);
  if (farm.status !== 'published' || (user && farm.owner?.id === user.id)) return null;
  const existing = trust?.openReports.find((r) => r.kind === kind);

  const submit = (e: FormEvent) => {
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
          <form.Component
            kind={kind}
            setKind={setKind}
            note={note}
            setNote={setNote}
            noteId={noteId}
            existing={existing}
            sending={report.isPending}
            canSend={Boolean(kind) && !report.isPending && !existing?.mine && Boolean(user?.emailVerified)}
            onSubmit={submit}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
