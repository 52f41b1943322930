import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { TriangleAlert } from 'lucide-react';
import { CLOSED_WARNING_NOTE_MAX } from '@common/limits';
import type { ClosedAnswer } from '@common/schemas/closed-warning';
import type { ListingTrust } from '@common/schemas/listing-trust';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { lang, timeAgo } from '@/features/farms';
import { errorMessage } from '@/lib/api-client';
import { useAnswerClosedWarning, useClearClosedWarning } from '../api/listing-actions';

type Warning = NonNullable<ListingTrust['closedWarning']>;

/**
 * "2 visitors found it closed today" with the farmer's answer, shown to everyone (decision 049). The farmer answers or
 * edits the answer here and sees who said it; an admin sees who said it and clears the warning with a reason.
 * `answers` is null for everyone else (the server sends it only to the owner and admins).
 */
export function ClosedWarning({ farmId, warning, answers, isOwner }: { farmId: number; warning: Warning; answers: ClosedAnswer[] | null; isOwner: boolean }) {
  const { t, i18n } = useTranslation('trust');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-sun/25 p-4 text-stone-900 ring-1 ring-sun">
      <p id={headingId} className="flex gap-2">
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-tomato-700" aria-hidden="true" />
        <span>
          <strong>{t('reports.closed', { count: warning.visitors })}</strong> {t('reports.closedHint')}
        </span>
      </p>
      {warning.ownerAnswer && (
        <blockquote className="rounded-xl bg-white p-3 text-stone-800">
          <span className="font-semibold">{t('closedWarning.farmerSays')}</span>{' '}
          <span className="whitespace-pre-line break-words">{warning.ownerAnswer.note}</span>{' '}
          <span className="text-sm text-stone-700">· {timeAgo(warning.ownerAnswer.at, undefined, lang(i18n))}</span>
        </blockquote>
      )}
      {isOwner && <AnswerForm farmId={farmId} current={warning.ownerAnswer?.note ?? null} />}
      {answers && answers.length > 0 && <WhoSaid answers={answers} />}
      {answers && !isOwner && <ClearForm farmId={farmId} />}
    </section>
  );
}

function WhoSaid({ answers }: { answers: ClosedAnswer[] }) {
  const { t, i18n } = useTranslation('trust');
  return (
    <details className="rounded-xl bg-white p-3">
      <summary className="cursor-pointer font-semibold text-stone-900">{t('closedWarning.whoSaid', { count: answers.length })}</summary>
      <p className="mt-1 text-sm text-stone-700">{t('closedWarning.whoSaidHint')}</p>
      <ul className="mt-2 divide-y divide-stone-200">
        {answers.map((a) => (
          <li key={a.id} className="py-2 text-stone-800">
            {t('closedWarning.saidClosed', { name: a.name, account: a.account, ago: timeAgo(a.at, undefined, lang(i18n)) })}
            {!a.counted && <span className="block text-sm text-stone-700">{t('closedWarning.notCounted')}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}

function AnswerForm({ farmId, current }: { farmId: number; current: string | null }) {
  const { t } = useTranslation('trust');
  const answer = useAnswerClosedWarning(farmId);
  return (
    <NoteForm
      opener={current ? t('closedWarning.edit') : t('closedWarning.answer')}
      initial={current ?? ''}
      label={t('closedWarning.answerLabel')}
      placeholder={t('closedWarning.answerPlaceholder')}
      rows={3}
      pending={answer.isPending}
      submit={answer.isPending ? t('closedWarning.sending') : t('closedWarning.send')}
      send={(note) => answer.mutateAsync({ note })}
      done={t('closedWarning.sent')}
      failed={t('closedWarning.failed')}
      closeOnDone
    />
  );
}

function ClearForm({ farmId }: { farmId: number }) {
  const { t } = useTranslation('trust');
  const clear = useClearClosedWarning(farmId);
  return (
    <NoteForm
      opener={t('closedWarning.clear')}
      initial=""
      label={t('closedWarning.reasonLabel')}
      hint={t('closedWarning.clearHint')}
      rows={2}
      pending={clear.isPending}
      submit={t('closedWarning.clearSend')}
      send={(reason) => clear.mutateAsync({ reason })}
      done={t('closedWarning.cleared')}
      failed={t('closedWarning.clearFailed')}
    />
  );
}

/** A button that opens a short plain-text form (the farmer's answer, an admin's reason) and sends its trimmed text. */
function NoteForm(props: {
  opener: string;
  initial: string;
  label: string;
  hint?: string;
  placeholder?: string;
  rows: number;
  pending: boolean;
  submit: string;
  send: (text: string) => Promise<unknown>;
  done: string;
  failed: string;
  closeOnDone?: boolean;
}) {
  const { t } = useTranslation('trust');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(props.initial);
  const fieldId = useId();
  if (!open)
    return (
      <Button size="sm" variant="secondary" onClick={() => (setText(props.initial), setOpen(true))}>
        {props.opener}
      </Button>
    );
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        props.send(text.trim()).then(
          () => (props.closeOnDone && setOpen(false), toast({ title: props.done, variant: 'success' })),
          (err) => toast({ title: props.failed, description: errorMessage(err), variant: 'error' }),
        );
      }}
    >
      <label className="block text-sm font-semibold text-stone-800" htmlFor={fieldId}>
        {props.label}
      </label>
      {props.hint && <p className="text-sm text-stone-700">{props.hint}</p>}
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={CLOSED_WARNING_NOTE_MAX}
        rows={props.rows}
        required
        placeholder={props.placeholder}
        className="w-full rounded-xl border border-stone-300 bg-white p-3"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={props.pending || !text.trim()}>
          {props.submit}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('closedWarning.cancel')}
        </Button>
      </div>
    </form>
  );
}
