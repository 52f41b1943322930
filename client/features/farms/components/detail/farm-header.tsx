import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { BadgeCheck, Pencil } from 'lucide-react';
import { localizeTodayLabel, todayLabelSaysToday } from '@common/hours/phrases';
import type { FarmDetail } from '@common/schemas/farms';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { useNow } from '@/lib/render-clock';
import { useCatalogLabels } from '../../catalog-labels';
import { lang, nextChangeLabel } from '../../format';
import { OpenBadge } from '../open-badge';
import { RatingSummary } from './rating-summary';

export const editHref = (id: number) => `${paths.farmProfile}?id=${id}`;

export function FarmHeader({ farm }: { farm: FarmDetail }) {
  // "Open 24 hours" beside the badge already says what today's line would.
  const { t, i18n } = useTranslation('farms');
  const labels = useCatalogLabels();
  const now = useNow();
  const showToday = farm.open.status !== 'unknown' && !farm.open.season && farm.open.todayLabel !== nextChangeLabel(farm.open, farm.timeZone, now);
  return (
    <header className="space-y-3">
      {farm.status !== 'published' && (
        <p className="rounded-xl bg-sun/25 px-4 py-2 text-sm font-medium text-stone-900">
          {farm.status === 'draft' ? t('detail.draft') : t('detail.suspended')}
        </p>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{labels.kind(farm.kind)}</p>
          <h1 className="mt-1 text-3xl font-semibold text-brand-900 sm:text-4xl">
            {farm.name}
            {/* A space, not a margin: when the badge wraps under a long name it starts flush left. */}
            {farm.verified && ' '}
            {farm.verified && (
              <span className="inline-flex translate-y-[-4px] items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 align-middle font-sans text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
                <BadgeCheck className="h-4 w-4" aria-hidden="true" /> {t('card.verified')}
              </span>
            )}
          </h1>
          {farm.city && (
            <p className="mt-1 text-stone-700">
              {farm.city}
              {farm.region && `, ${farm.region}`}
            </p>
          )}
        </div>
        {farm.canEdit && (
          <Button asChild variant="secondary">
            <Link href={editHref(farm.id)}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> {t('detail.edit')}
            </Link>
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <OpenBadge open={farm.open} timeZone={farm.timeZone} />
        {showToday && (
          <span className="text-sm text-stone-700">
            {todayLabelSaysToday(farm.open.todayLabel)
              ? localizeTodayLabel(farm.open.todayLabel, lang(i18n))
              : t('open.today', { hours: localizeTodayLabel(farm.open.todayLabel, lang(i18n)) })}
          </span>
        )}
      </div>
      <RatingSummary avg={farm.ratingAvg} count={farm.ratingCount} />
    </header>
  );
}
