import { useId, useState, type FormEvent } from 'react';
import { Sprout } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import type { FarmDetail } from '@common/schemas/farms';
import { PICKING_CONDITIONS, PICKING_LIMITS } from '@common/limits';
import type { PickingCondition, ProductPicking } from '@common/schemas/picking';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/features/auth';
import { lang, timeAgo } from '@/features/farms';
import { useAtStand } from '@/features/trust';
import { errorMessage } from '@/lib/api-client';
import { useNow } from '@/lib/render-clock';
import { cn } from '@/lib/utils';
import { useListingPicking } from '../api/get-picking';
import { useReportPicking } from '../api/report-picking';
import { PICKING_TONE } from './picking-tone';

/** The words of each picking, in the reader's language. */
export function usePickingLabel() {
  const { t } = useTranslation('trust');
  return (c: PickingCondition) =>
    ({
      excellent: t('picking.condition.excellent'),
      good: t('picking.condition.good'),
      fair: t('picking.condition.fair'),
      'picked-over': t('picking.condition.pickedOver'),
      'done-for-season': t('picking.condition.doneForSeason'),
    })[c];
}

export function PickingBadge({ condition, className }: { condition: PickingCondition; className?: string }) {
  const label = usePickingLabel();
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold', PICKING_TONE[condition].badge, className)}>{label(condition)}</span>
  );
}

/**
 * "How is the picking?" on a u-pick's page (issue 32 point 1, decision 062): each crop's picking with who said it and
 * when, the farmer's note and today's picking hours; the farmer says it from here, and so does a visitor at the field.
 */
export function PickingSection({ farm }: { farm: FarmDetail }) {
  const { t, i18n } = useTranslation('trust');
  const { user } = useUser();
  const { data } = useListingPicking(farm.id);
  const now = useNow();
  const isOwner = !!user && farm.owner?.id === user.id;
  const at = useAtStand(farm, !!user && !isOwner && !!data?.pickYourOwn && farm.status === 'published');
  if (!data?.pickYourOwn || farm.products.length === 0) return null;
  const byProduct = new Map(data.products.map((p) => [p.productId, p]));
  const told = farm.products.filter((p) => byProduct.has(p.id));

  return (
    // The anchor stays the same in every language (/farm/12#picking).
    <section aria-label={t('picking.title')} id="picking" className="scroll-mt-20 space-y-3">
      <h2 className="text-2xl font-semibold text-brand-900">{t('picking.title')}</h2>
      {told.length === 0 ? (
        <p className="text-stone-700">{t('picking.none')}</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl bg-white ring-1 ring-stone-200">
          {told.map((p) => {
            const picking = byProduct.get(p.id)!;
            return (
              <li key={p.id} className="space-y-1 p-3 sm:p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-stone-900">{p.name}</p>
                  <PickingBadge condition={picking.condition} />
                </div>
                <PickingWho picking={picking} ago={timeAgo(picking.at, now, lang(i18n))} />
                {picking.hours && <p className="text-sm font-medium text-brand-800">{t('picking.hoursToday', picking.hours)}</p>}
                {picking.note && <p className="text-sm text-stone-800">“{picking.note}”</p>}
              </li>
            );
          })}
        </ul>
      )}
      {(isOwner || at) && user?.emailVerified && <PickingForm farm={farm} isOwner={isOwner} position={at?.position ?? null} />}
    </section>
  );
}

function PickingWho({ picking, ago }: { picking: ProductPicking; ago: string }) {
  const { t } = useTranslation('trust');
  return (
    <p className="text-xs text-stone-600">
      {picking.source === 'farmer' ? t('picking.byFarmer') : t('picking.byVisitor')} · <time dateTime={picking.at}>{ago}</time>
      {picking.visitors > 0 && ` · ${t('picking.visitors', { count: picking.visitors })}`}
    </p>
  );
}

function PickingForm({ farm, isOwner, position }: { farm: FarmDetail; isOwner: boolean; position: { lat: number; lng: number } | null }) {
  const { t } = useTranslation('trust');
  const label = usePickingLabel();
  const report = useReportPicking(farm.id);
  const [productId, setProductId] = useState(farm.products[0].id);
  const [condition, setCondition] = useState<PickingCondition | null>(null);
  const [note, setNote] = useState('');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const headingId = useId();
  const productSelect = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!condition) return;
    report.mutate(
      {
        productId,
        condition,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(isOwner && from && until ? { hoursFrom: from, hoursUntil: until } : {}),
        ...(position ?? {}),
      },
      {
        onSuccess: (r) => toast({ title: r.counted ? t('picking.thanks') : t('picking.thanksLight'), variant: 'success' }),
        onError: (err) => toast({ title: t('picking.failed'), description: errorMessage(err), variant: 'error' }),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Sprout className="h-5 w-5" aria-hidden="true" /> {isOwner ? t('picking.formFarmer') : t('picking.formVisitor')}
      </h3>
      <div className="space-y-1.5">
        <label htmlFor={productSelect} className="block text-sm font-medium text-stone-800">
          {t('picking.crop')}
        </label>
        <select
          id={productSelect}
          value={productId}
          onChange={(e) => setProductId(e.target.value)}
          className="h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900"
        >
          {farm.products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('picking.how')}</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {PICKING_CONDITIONS.map((c) => (
            <label
              key={c}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-white px-3 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:checked]:ring-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input type="radio" name={`${headingId}-condition`} value={c} checked={condition === c} onChange={() => setCondition(c)} className="sr-only" />
              {label(c)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('picking.note')} hint={t('picking.noteHint')} value={note} maxLength={PICKING_LIMITS.noteMax} onChange={(e) => setNote(e.target.value)} />
      {isOwner && (
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('picking.from')} type="time" value={from} onChange={(e) => setFrom(e.target.value)} />
          <Field label={t('picking.until')} type="time" value={until} onChange={(e) => setUntil(e.target.value)} />
        </div>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!condition || report.isPending}>
        {report.isPending ? t('picking.sending') : t('picking.send')}
      </Button>
    </form>
  );
}
