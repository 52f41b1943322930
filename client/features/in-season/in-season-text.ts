import { useTranslation } from '@/lib/i18n/react';
import type { InSeasonGroup } from '@common/schemas/in-season';
import { formatDistance, lang } from '@/features/farms';

/** The in-season feature's sentences in the reader's language (the `inSeason` catalogue); the page's own are in `pages`. */
export function useInSeasonText() {
  const { t, i18n } = useTranslation('inSeason');
  return {
    alertFor: (product: string) => t('alertFor', { product }),
    stands: (n: number) => t('stands', { count: n }),
    openNow: (n: number) => t('openNow', { count: n }),
    goodPicking: (n: number) => t('goodPicking', { count: n }),
    nearest: (g: InSeasonGroup, unit: 'mi' | 'km') => t('nearest', { distance: formatDistance(g.nearest.distance, unit, lang(i18n)), name: g.nearest.name }),
    show: t('show'),
    hide: t('hide'),
    loadingStands: t('loadingStands'),
    more: t('more'),
  };
}
