import { Clock } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import type { OpenState } from '@common/schemas/farms';
import { useNow } from '@/lib/render-clock';
import { cn } from '@/lib/utils';
import { formatReopening, lang, nextChangeLabel } from '../format';

const STYLES = {
  open: { className: 'bg-brand-100 text-brand-800 ring-brand-200', dot: 'bg-brand-600' },
  closed: { className: 'bg-red-50 text-tomato-700 ring-red-200', dot: 'bg-tomato-700' },
  // Never "Closed" when we simply do not know: a stand with no hours listed may well be open.
  unknown: { className: 'bg-stone-100 text-stone-700 ring-stone-200', dot: 'bg-stone-500' },
} as const;

interface OpenBadgeProps {
  /** A map point knows only the status; a listing knows when that changes. */
  open: OpenState | { status: OpenState['status'] };
  timeZone?: string;
  /** Show "Closes 6 PM" / "Opens Sat 8 AM" beside the badge. */
  showNext?: boolean;
  /** Open-now list: the closing time is the headline. */
  prominent?: boolean;
  /** The instant an "Open at…" search asked about (ISO), which `open` is for: "Open then", not "Open now". */
  at?: string;
  className?: string;
}

export function OpenBadge({ open, timeZone, showNext = true, prominent, at, className }: OpenBadgeProps) {
  const { t, i18n } = useTranslation('farms');
  const s = STYLES[open.status];
  // Closed for the season (issue 34): "Closed for the season" with "Reopens Sep 1" beside it, never a plain "Closed".
  const season = 'season' in open && open.season ? open.season : null;
  const label = season
    ? t('open.season')
    : { open: at ? t('open.then') : t('open.now'), closed: at ? t('open.closedThen') : t('open.closed'), unknown: t('open.notListed') }[open.status];
  const now = useNow();
  // "Closes 6 PM" counts from the instant the state is for.
  const from = at ? new Date(at) : now;
  const next = season
    ? season.reopens && t('open.reopens', { date: formatReopening(season.reopens, lang(i18n)) })
    : showNext && timeZone && 'nextChange' in open
      ? nextChangeLabel(open, timeZone, from, lang(i18n))
      : null;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset', s.className)}>
        <span className={cn('h-2 w-2 rounded-full', s.dot)} aria-hidden="true" />
        {label}
      </span>
      {next && (
        <span className={cn('inline-flex items-center gap-1', prominent ? 'text-base font-semibold text-stone-900' : 'text-sm text-stone-700')}>
          {prominent && <Clock className="h-4 w-4 text-brand-700" aria-hidden="true" />}
          {next}
        </span>
      )}
    </span>
  );
}
