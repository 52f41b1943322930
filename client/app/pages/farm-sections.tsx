import { useTranslation } from '@/lib/i18n/react';
import type { FarmDetail } from '@common/schemas/farms';
import { CATEGORIES, FEATURES, PAYMENT_METHODS } from '@common/farms/catalog';
import { PaymentDetailsList } from '@/features/farms/components/detail/payment-details';
import { ChipList } from '@/features/farms/components/detail/chip-list';
import { ContactList } from '@/features/farms/components/detail/contact-list';
import { LocationCard } from '@/features/farms/components/detail/location-card';
import { ProductList } from '@/features/farms/components/detail/product-list';
import { HoursTable } from '@/features/farms/components/hours-table';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';
import { ListingFreshness } from '@/features/freshness/components/listing-freshness';
import { TellMeButton } from '@/features/alerts/components/tell-me-button';
import { UsualSeasons } from '@/features/seasons/ui';

/**
 * What a listing's page shows below its first screen at 390 px: the products and their usual seasons, the chips, the
 * reviews, the hours, the location and the contact. Their code is not in the page's first load (issue 31 point 3,
 * decision 077): the server renders them, and the browser fetches this file when a section comes near the screen, when
 * it is touched, or when the page has settled, and only then hydrates them (farm.tsx, decision 073).
 */
type Part = { farm: FarmDetail };

export function ProductsPart({ farm }: Part) {
  return (
    <>
      <ProductList
        products={farm.products}
        lastSeason={Boolean(farm.open.season)}
        action={(p) => !p.available && farm.status === 'published' && <TellMeButton farm={farm} product={p.name} />}
      />
      <UsualSeasons farmId={farm.id} />
    </>
  );
}

export function ChipsPart({ farm }: Part) {
  const { t } = useTranslation('pages');
  return (
    <>
      <ChipList title={t('farm.sells')} ids={farm.categories} catalog={CATEGORIES} />
      <ChipList title={t('farm.goodToKnow')} ids={farm.features} catalog={FEATURES} />
      {/* SNAP/EBT is both a feature (searchable) and a way to pay: said once, under "Good to know". */}
      <ChipList
        title={t('farm.payment')}
        ids={farm.paymentMethods.filter((id) => !(farm.features as readonly string[]).includes(id))}
        catalog={PAYMENT_METHODS}
      />
      <PaymentDetailsList farm={farm} />
    </>
  );
}

export function ReviewsPart({ farm }: Part) {
  return <ReviewsSection farmId={farm.id} farmName={farm.name} />;
}

export function HoursPart({ farm }: Part) {
  return (
    <>
      <HoursTable week={farm.hours.week} timeZone={farm.timeZone} comment={farm.hours.comment} openingHours={farm.openingHours} />
      <ListingFreshness farm={farm} />
    </>
  );
}

export function LocationPart({ farm }: Part) {
  return <LocationCard farm={farm} />;
}

export function ContactPart({ farm }: Part) {
  return <ContactList farm={farm} />;
}
