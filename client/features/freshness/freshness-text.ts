import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n/react';
import { formatMonthYear, formatTimeAgo } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';
import type { Freshness } from '@common/schemas/freshness';
import { availabilityUnconfirmed } from '@common/freshness';
import { lang as langOf } from '@/features/farms';

/** How the sentences below are said: the `freshness` catalogue and the reader's language (for dates). */
export interface FreshnessSay {
  t: TFunction<['freshness']>;
  lang: Language;
}

/** The reader's words for freshness, from a component. */
export function useFreshnessSay(): FreshnessSay {
  const { t, i18n } = useTranslation('freshness');
  return { t, lang: langOf(i18n) };
}

const sourceName = (source: string, { t }: FreshnessSay) =>
  source === 'osm' ? t('freshness:source.osm') : source === 'usda' ? t('freshness:source.usda') : t('freshness:source.other');

/**
 * The listing page's sentence: who vouched for the hours and when. "Hours confirmed by the farmer 3 days ago",
 * "Hours from OpenStreetMap, last checked March 2024 — unverified".
 */
export function hoursFreshnessText(f: Freshness, source: string | null, now: Date, say: FreshnessSay): string {
  const { t, lang } = say;
  const stale = f.level === 'stale';
  const ago = f.hoursConfirmedAt ? formatTimeAgo(f.hoursConfirmedAt, lang, now) : '';
  if (f.hoursConfirmedAt && f.hoursConfirmedBy === 'owner') return stale ? t('freshness:byFarmerStale', { ago }) : t('freshness:byFarmer', { ago });
  if (f.hoursConfirmedAt && f.hoursConfirmedBy === 'visitor') return stale ? t('freshness:byVisitorStale', { ago }) : t('freshness:byVisitor', { ago });
  if (f.hoursConfirmedAt) {
    const month = formatMonthYear(new Date(f.hoursConfirmedAt), lang);
    return source ? t('freshness:importedChecked', { source: sourceName(source, say), month }) : t('freshness:checked', { month });
  }
  return source ? t('freshness:importedNeverChecked', { source: sourceName(source, say) }) : t('freshness:notConfirmed');
}

/** A card's short line (a card does not know the import source). */
export function shortFreshnessText(f: Freshness, now: Date, { t, lang }: FreshnessSay): string {
  if (!f.hoursConfirmedAt) return t('freshness:short.unverified');
  if (f.level === 'fresh') return t('freshness:short.confirmed', { ago: formatTimeAgo(f.hoursConfirmedAt, lang, now) });
  return t('freshness:short.lastChecked', { month: formatMonthYear(new Date(f.hoursConfirmedAt), lang) });
}

/** "marked available 2 hr. ago", and "not confirmed lately" past two weeks (docs/product.md §9). */
export function availabilityText(updatedAt: string, now: Date, { t, lang }: FreshnessSay): { text: string; unconfirmed: boolean } {
  return { text: t('freshness:markedAvailable', { ago: formatTimeAgo(updatedAt, lang, now) }), unconfirmed: availabilityUnconfirmed(updatedAt, now) };
}
