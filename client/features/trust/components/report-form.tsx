import type { FormEvent } from 'react';
import { REPORT_KINDS } from '@common/limits';
import type { ReportKind } from '@common/schemas/listing-reports';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { RadioCards } from '@/components/ui/radio-cards';
import { VerifyEmailNotice } from '@/features/auth/ui';
import { useText } from './report-text';

interface ReportFormProps {
  kind: ReportKind | null;
  setKind: (kind: ReportKind) => void;
  note: string;
  setNote: (note: string) => void;
  noteId: string;
  /** A report of this kind already open on the listing: the reader's own, or how many made it. */
  existing: { mine: boolean; reporters: number } | undefined;
  sending: boolean;
  canSend: boolean;
  onSubmit: (e: FormEvent) => void;
}

/**
 * The dialog's content: the kinds of wrong information and a note. Loaded when the dialog first opens, or once the
 * page has settled for a signed-in reader, not with the listing (decision 077); what was chosen and typed is kept by
 * the button (report-problem.tsx), so it is still there if the dialog is closed and opened again.
 */
export default function ReportForm({ kind, setKind, note, setNote, noteId, existing, sending, canSend, onSubmit }: ReportFormProps) {
  const TEXT = useText();
  return (
    <>
      <DialogTitle>{TEXT.title}</DialogTitle>
      <DialogDescription className="mt-1">{TEXT.description}</DialogDescription>
      {/* A report needs a verified address (decision 033): say so before the form, not after a refused send. */}
      <VerifyEmailNotice action={TEXT.verifyAction} className="mt-4" />
      <form onSubmit={onSubmit} className="mt-4 space-y-4">
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
        <Button type="submit" size="lg" className="w-full" disabled={!canSend}>
          {sending ? TEXT.sending : TEXT.send}
        </Button>
      </form>
    </>
  );
}
