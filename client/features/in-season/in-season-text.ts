import { useTranslation } from 'react-i18next';
import type { InSeasonGroup } from '@common/schemas/in-season';
import { formatDistance, lang } from '@/features/farms/format';

/** Every user-facing sentence of /in-season, in the reader's language (the `inSeason` catalogue). */
export function useInSeasonText() {
  const { t, i18n } = useTranslation('inSeason');
  return {
    title: t('title'),
    lead: (where: string | null, radius: number, unit: string) => (where ? t('lead', { where, radius, unit }) : t('leadAnywhere')),
    within: t('within'),
    locating: t('locating'),
    getting: t('getting'),
    needPlace: t('needPlace'),
    denied: t('denied'),
    empty: (radius: number, unit: string) => t('empty', { radius, unit }),
    emptyHint: t('emptyHint'),
    widen: (radius: number, unit: string) => t('widen', { radius, unit }),
    alertCta: t('alertCta'),
    alertFor: (product: string) => t('alertFor', { product }),
    stands: (n: number) => t('stands', { count: n }),
    openNow: (n: number) => t('openNow', { count: n }),
    nearest: (g: InSeasonGroup, unit: 'mi' | 'km') => t('nearest', { distance: formatDistance(g.nearest.distance, unit, lang(i18n)), name: g.nearest.name }),
    show: t('show'),
    hide: t('hide'),
    loadingStands: t('loadingStands'),
    more: t('more'),
    groupsLabel: t('groupsLabel'),
    error: t('error'),
    retry: t('retry'),
  };
}
