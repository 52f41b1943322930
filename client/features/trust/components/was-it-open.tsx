import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Check, CircleCheck, CircleX, PackageX } from 'lucide-react';
import type { FarmDetail } from '@common/schemas/farms';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth';
import { VerifyEmailNotice } from '@/features/auth/ui';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useConfirm } from '../api/listing-actions';
import type { AtStand } from './use-at-stand';

type Mark = 'had' | 'soldOut';

/** "Was it open?" and, if it was, "had it" / "sold out" per product: one tap each, a phone in one hand. */
export function WasItOpen({ farm, at }: { farm: FarmDetail; at: NonNullable<AtStand> }) {
  const { t } = useTranslation('trust');
  const confirm = useConfirm(farm.id, t('wasItOpen.outboxLabel', { name: farm.name }));
  const [step, setStep] = useState<'ask' | 'stock'>('ask');
  const [marks, setMarks] = useState<Record<string, Mark>>({});
  const headingId = useId();
  const { user } = useUser();
  // An answer needs a verified address (decision 033): the notice comes before the question, not after a refused send.
  const unverified = !!user && !user.emailVerified;

  const send = (open: boolean) => {
    const ids = (m: Mark) => Object.keys(marks).filter((id) => marks[id] === m);
    // A promise, not mutate()'s callbacks: the card is gone (answered) before they would run.
    confirm.mutateAsync({ open, had: open ? ids('had') : [], soldOut: open ? ids('soldOut') : [], position: at.position }).then(
      (sent) =>
        sent.queued
          ? toast({ title: t('wasItOpen.queued'), description: t('wasItOpen.queuedHint'), variant: 'success' })
          : toast({ title: t('wasItOpen.thanks'), variant: 'success' }),
      (err) => toast({ title: t('wasItOpen.failed'), description: errorMessage(err), variant: 'error' }),
    );
  };
  const toggle = (id: string, m: Mark) => setMarks(({ [id]: current, ...rest }) => (current === m ? rest : { ...rest, [id]: m }));

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:p-5">
      <h2 id={headingId} className="text-xl font-semibold text-brand-900">
        {t('wasItOpen.title', { name: farm.name })}
      </h2>
      <p className="mt-1 text-stone-700">{t('wasItOpen.why')}</p>
      {unverified ? (
        <VerifyEmailNotice action={t('wasItOpen.verifyAction')} className="mt-4" />
      ) : step === 'ask' ? (
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          <Button size="lg" onClick={() => (farm.products.length ? setStep('stock') : send(true))} disabled={confirm.isPending}>
            <CircleCheck className="h-5 w-5" aria-hidden="true" /> {t('wasItOpen.open')}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => send(false)} disabled={confirm.isPending}>
            <CircleX className="h-5 w-5" aria-hidden="true" /> {t('wasItOpen.closed')}
          </Button>
        </div>
      ) : (
        <fieldset className="mt-4">
          <legend className="font-semibold text-stone-900">{t('wasItOpen.stockTitle')}</legend>
          <ul className="mt-2 divide-y divide-brand-100">
            {farm.products.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 font-medium text-stone-900">{p.name}</span>
                <span className="flex gap-2">
                  {(['had', 'soldOut'] as const).map((m) => (
                    <button
                      key={m}
                      type="button"
                      aria-pressed={marks[p.id] === m}
                      aria-label={m === 'had' ? t('wasItOpen.markHad', { product: p.name }) : t('wasItOpen.markSoldOut', { product: p.name })}
                      onClick={() => toggle(p.id, m)}
                      className={cn(
                        'inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold ring-1 ring-inset',
                        marks[p.id] === m
                          ? m === 'had'
                            ? 'bg-brand-700 text-white ring-brand-700'
                            : 'bg-tomato-700 text-white ring-tomato-700'
                          : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-50',
                      )}
                    >
                      {m === 'had' ? <Check className="h-4 w-4" aria-hidden="true" /> : <PackageX className="h-4 w-4" aria-hidden="true" />}
                      {m === 'had' ? t('wasItOpen.had') : t('wasItOpen.soldOut')}
                    </button>
                  ))}
                </span>
              </li>
            ))}
          </ul>
          <Button size="lg" className="mt-3 w-full sm:w-auto" onClick={() => send(true)} disabled={confirm.isPending}>
            {confirm.isPending ? t('wasItOpen.sending') : t('wasItOpen.send')}
          </Button>
        </fieldset>
      )}
    </section>
  );
}
