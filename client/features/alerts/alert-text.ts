import { useTranslation } from '@/lib/i18n/react';
import type { Alert } from '@common/schemas/alerts';
import { lang as langOf } from '@/features/farms';

/** Every user-facing sentence about alerts, in the reader's language (the `alerts` catalogue). */
export function useAlertText() {
  const { t, i18n } = useTranslation('alerts');
  const lang = langOf(i18n);
  // "June 1, 2027" / "1 de junio de 2027"
  const until = (iso: string) =>
    lang === 'en'
      ? new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })
      : new Date(iso).toLocaleDateString('es', { month: 'long', day: 'numeric', year: 'numeric' });
  return {
    create: t('create'),
    createFor: (product: string) => t('createFor', { product }),
    tellMe: t('tellMe'),
    dialogTitle: t('dialogTitle'),
    dialogLead: (place: string) => t('dialogLead', { place }),
    product: t('product'),
    productHint: t('productHint'),
    distance: t('distance'),
    radiusOption: (radius: number, unit: string, place: string) => t('radiusOption', { radius, unit, place }),
    save: t('save'),
    goodPicking: t('goodPicking'),
    goodPickingHint: t('goodPickingHint'),
    wantsGoodPicking: t('wantsGoodPicking'),
    headsUp: t('headsUp'),
    headsUpHint: t('headsUpHint'),
    wantsHeadsUp: t('wantsHeadsUp'),
    verifyAction: t('verifyAction'),
    saving: t('saving'),
    created: (a: Alert) => t('created', { product: a.product, radius: a.radius, unit: a.unit, place: a.place.label }),
    signIn: t('signIn'),
    settingsTitle: t('settingsTitle'),
    settingsLead: t('settingsLead'),
    loading: t('loading'),
    none: t('none'),
    findMore: t('findMore'),
    where: (a: Alert) => t('where', { radius: a.radius, unit: a.unit, place: a.place.label }),
    expires: (a: Alert) => (a.expired ? t('expired') : t('until', { date: until(a.expiresAt) })),
    renew: t('renew'),
    remove: t('remove'),
    count: (n: number, max: number) => t('count', { n, max }),
  };
}
