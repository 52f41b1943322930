import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { BadgeCheck, Star, Store } from 'lucide-react';
import type { FarmSummary } from '@common/schemas/farms';
import { paths } from '@/lib/paths';
import type { Unit } from '../filters';
import { formatDistance, formatRating, lang } from '../format';
import { useCatalogLabels } from '../catalog-labels';
import { FavoriteButton } from '@/features/favorites/ui';
import { OpenBadge } from './open-badge';
import { PickingLine } from './picking-line';
import { FreshnessNote } from '@/features/freshness/ui';

interface FarmCardProps {
  farm: FarmSummary;
  unit?: Unit;
  /** Open-now list: "Closes 6 PM" is what matters most. */
  emphasizeClosing?: boolean;
  /** The instant an "Open at…" search asked about: the badge says whether the stand is open then. */
  openAt?: string;
}

/** One result: the whole card is one link (the name), with the facts a driver scans for. */
export function FarmCard({ farm, unit, emphasizeClosing, openAt }: FarmCardProps) {
  const { t, i18n } = useTranslation('farms');
  const labels = useCatalogLabels();
  const distance = formatDistance(farm.distance, unit, lang(i18n));
  // A few products as chips, the rest counted: the card stays three or four lines tall at 390 px.
  const chips = farm.availableProducts.slice(0, 3);
  const more = farm.availableProducts.length - chips.length;
  return (
    <article className="relative flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md sm:gap-4 sm:p-4">
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-brand-50 sm:h-24 sm:w-24">
        {farm.photo ? (
          <img src={farm.photo.thumb} alt="" width={96} height={96} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        ) : (
          <div className="flex h-full w-full items-center justify-center text-brand-600">
            <Store className="h-8 w-8" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 font-display text-lg font-semibold leading-snug text-stone-900">
            <Link href={paths.farm(farm.id)} className="outline-none after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800">
              {farm.name}
            </Link>
            {farm.verified && <BadgeCheck className="ml-1 inline h-4 w-4 -translate-y-px text-brand-600" role="img" aria-label={t('card.verified')} />}
          </h3>
          <div className="flex shrink-0 items-center gap-2">
            {distance && <span className="text-sm font-semibold text-stone-700">{distance}</span>}
            <FavoriteButton farmId={farm.id} farmName={farm.name} />
          </div>
        </div>
        <p className="truncate text-sm text-stone-600">
          {labels.kind(farm.kind)}
          {farm.city && ` · ${farm.city}${farm.region ? `, ${farm.region}` : ''}`}
        </p>
        <OpenBadge open={farm.open} timeZone={farm.timeZone} prominent={emphasizeClosing} at={openAt} className="mt-1.5" />
        {farm.open.status !== 'unknown' && <FreshnessNote freshness={farm.freshness} compact className="mt-1" />}
        {farm.picking && <PickingLine picking={farm.picking} timeZone={farm.timeZone} className="mt-1" />}
        {farm.ratingCount > 0 && farm.ratingAvg !== null && (
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
            <span className="inline-flex items-center gap-1">
              <Star className="h-4 w-4 fill-sun text-amber-600" aria-hidden="true" />
              <span>
                {formatRating(farm.ratingAvg, lang(i18n))} <span className="text-stone-600">({farm.ratingCount})</span>
                <span className="sr-only"> {t('card.reviews')}</span>
              </span>
            </span>
          </div>
        )}
        <BenefitBadges accepts={farm.accepts} />
        {chips.length > 0 && (
          <ul className="mt-2 flex flex-wrap items-center gap-1.5" aria-label={t('card.available')} data-testid="product-chips">
            {chips.map((p) => (
              <li key={p.name} className="max-w-full truncate rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100">
                {p.name}
              </li>
            ))}
            {more > 0 && <li className="text-xs font-medium text-stone-600">{t('card.moreProducts', { count: more })}</li>}
          </ul>
        )}
      </div>
    </article>
  );
}

const BENEFITS = ['wic', 'fmnp', 'incentive'] as const;

/** "Takes SNAP", then the other food benefits in short (issue 33 point 2): what a shopper with benefits scans for. */
function BenefitBadges({ accepts = [] }: { accepts?: FarmSummary['accepts'] }) {
  const { t } = useTranslation('farms');
  const others = BENEFITS.filter((b) => accepts.includes(b));
  if (!accepts.includes('snap') && !others.length) return null;
  const short = { wic: t('cardBadges.wic'), fmnp: t('cardBadges.fmnp'), incentive: t('cardBadges.incentive') };
  return (
    <ul className="mt-1.5 flex flex-wrap items-center gap-1.5" aria-label={t('cardBadges.label')} data-testid="benefit-badges">
      {accepts.includes('snap') && (
        <li className="rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-200">{t('cardBadges.takesSnap')}</li>
      )}
      {others.map((b) => (
        <li key={b} className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 ring-1 ring-sky-200">
          {short[b]}
        </li>
      ))}
    </ul>
  );
}

export function FarmCardSkeleton() {
  return (
    <div className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-stone-200 sm:gap-4 sm:p-4" aria-hidden="true">
      <div className="h-20 w-20 shrink-0 animate-pulse rounded-xl bg-stone-200 sm:h-24 sm:w-24" />
      <div className="flex-1 space-y-2.5 py-1">
        <div className="h-5 w-2/3 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-stone-100" />
        <div className="h-5 w-28 animate-pulse rounded-full bg-stone-100" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-stone-100" />
      </div>
    </div>
  );
}
