import { Sprout } from 'lucide-react';
import { relativeTimeFormat } from '@common/i18n/format';
import type { CardPicking } from '@common/schemas/farms';
import { useTranslation } from '@/lib/i18n/react';
import { useNow } from '@/lib/render-clock';
import { cn } from '@/lib/utils';
import { dateKeyIn, lang } from '../format';

const localDay = (d: Date, timeZone: string) => Date.parse(dateKeyIn(timeZone, d));

/**
 * "Picking: good · today" on a list card (issue 32 point 1, decision 062): the best current picking among a u-pick's
 * crops, its age in days on the stand's own calendar ("today", "yesterday") and, for screen readers and on hover, who said it.
 */
export function PickingLine({ picking, timeZone, className }: { picking: CardPicking; timeZone: string; className?: string }) {
  const { t, i18n } = useTranslation('farms');
  const now = useNow();
  const days = Math.max(0, Math.round((localDay(now, timeZone) - localDay(new Date(picking.at), timeZone)) / 86_400_000));
  const when = relativeTimeFormat(lang(i18n)).format(-days, 'day');
  const good = picking.condition === 'good' || picking.condition === 'excellent';
  const by = picking.source === 'farmer' ? t('card.pickingBy.farmer') : t('card.pickingBy.visitor');
  const condition = {
    excellent: t('card.pickingCondition.excellent'),
    good: t('card.pickingCondition.good'),
    fair: t('card.pickingCondition.fair'),
    'picked-over': t('card.pickingCondition.pickedOver'),
    'done-for-season': t('card.pickingCondition.doneForSeason'),
  }[picking.condition];
  return (
    <p
      className={cn('flex items-center gap-1 text-sm font-medium', good ? 'text-brand-800' : 'text-stone-700', className)}
      title={by}
      data-testid="card-picking"
    >
      <Sprout className={cn('h-4 w-4 shrink-0', good ? 'text-brand-600' : 'text-stone-500')} aria-hidden="true" />
      <span>
        {t('card.picking', { condition, when })}
        <span className="sr-only"> ({by})</span>
      </span>
    </p>
  );
}
