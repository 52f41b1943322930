import { useTranslation } from '@/lib/i18n/react';
import type { CategoryId, FarmKind, FeatureId, PaymentMethodId } from '@common/farms/catalog';

/**
 * The names of a listing's fixed vocabularies (common/farms/catalog) in the reader's language. Each id is
 * spelled out, so the key checker sees every message; an id not listed (a newer one) is shown as it is.
 */
export function useCatalogLabels() {
  const { t } = useTranslation('farms');
  const kinds: Record<FarmKind, string> = {
    stand: t('catalog.kind.stand'),
    'u-pick': t('catalog.kind.uPick'),
    market: t('catalog.kind.market'),
    vendor: t('catalog.kind.vendor'),
  };
  const categories: Record<CategoryId, string> = {
    produce: t('catalog.category.produce'),
    fruit: t('catalog.category.fruit'),
    eggs: t('catalog.category.eggs'),
    dairy: t('catalog.category.dairy'),
    meat: t('catalog.category.meat'),
    poultry: t('catalog.category.poultry'),
    honey: t('catalog.category.honey'),
    flowers: t('catalog.category.flowers'),
    plants: t('catalog.category.plants'),
    'baked-goods': t('catalog.category.bakedGoods'),
    preserves: t('catalog.category.preserves'),
    'christmas-trees': t('catalog.category.christmasTrees'),
    pumpkins: t('catalog.category.pumpkins'),
  };
  const features: Record<FeatureId, string> = {
    organic: t('catalog.feature.organic'),
    'pick-your-own': t('catalog.feature.pickYourOwn'),
    'self-serve': t('catalog.feature.selfServe'),
    'accepts-cards': t('catalog.feature.acceptsCards'),
    'snap-ebt': t('catalog.feature.snapEbt'),
    wic: t('catalog.feature.wic'),
    'pet-friendly': t('catalog.feature.petFriendly'),
    'wheelchair-accessible': t('catalog.feature.wheelchairAccessible'),
    parking: t('catalog.feature.parking'),
  };
  const payments: Record<PaymentMethodId, string> = {
    cash: t('catalog.payment.cash'),
    card: t('catalog.payment.card'),
    mobile: t('catalog.payment.mobile'),
    check: t('catalog.payment.check'),
    'snap-ebt': t('catalog.payment.snapEbt'),
    venmo: t('catalog.payment.venmo'),
    paypal: t('catalog.payment.paypal'),
    'cash-app': t('catalog.payment.cashApp'),
    zelle: t('catalog.payment.zelle'),
    other: t('catalog.payment.other'),
    wic: t('catalog.payment.wic'),
    fmnp: t('catalog.payment.fmnp'),
    incentive: t('catalog.payment.incentive'),
  };
  const of =
    <T extends string>(table: Record<T, string>) =>
    (id: string) =>
      (table as Record<string, string>)[id] ?? id;
  return { kind: of(kinds), category: of(categories), feature: of(features), payment: of(payments) };
}
