import { useTranslation } from '@/lib/i18n/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, RefreshCw, Store } from 'lucide-react';
import { CATEGORIES, FEATURES, PAYMENT_METHODS } from '@common/farms/catalog';
import { PaymentDetailsList } from '@/features/farms/components/detail/payment-details';
import { paths } from '@/lib/paths';
import { EmptyState, useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import type { ServerDataContext } from '@/app/lazy-page';
import { HydrateWhenVisible, HydrationSlice } from '@/lib/hydration';
import { farmDetailPageQuery, useFarm } from '@/features/farms/api/get-farm';
import { ChipList } from '@/features/farms/components/detail/chip-list';
import { ContactList } from '@/features/farms/components/detail/contact-list';
import { FarmHeader } from '@/features/farms/components/detail/farm-header';
import { LocationCard } from '@/features/farms/components/detail/location-card';
import { PhotoGallery } from '@/features/farms/components/detail/photo-gallery';
import { ProductList } from '@/features/farms/components/detail/product-list';
import { HoursTable } from '@/features/farms/components/hours-table';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { errorMessage, ApiError } from '@/lib/api-client';
import { CheckInButton } from '@/features/visits/components/check-in-button';
import { AddToTripButton } from '@/features/trips/components/add-to-trip-button';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';
import { MessageFarmerButton } from '@/features/messages/components/message-farmer-button';
import { ListingTrust } from '@/features/trust/components/listing-trust';
import { ReportProblemButton } from '@/features/trust/components/report-problem';
import { ListingFreshness } from '@/features/freshness/components/listing-freshness';
import { TellMeButton } from '@/features/alerts/components/tell-me-button';
import { PickingSection } from '@/features/picking/ui';
import { UsualSeasons } from '@/features/seasons/ui';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    // The anchor stays the same in every language (/farm/12#reviews from a "replied to your review" notification).
    <section aria-label={title} id={id} className="scroll-mt-20 space-y-3">
      <h2 className="text-2xl font-semibold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

function Skeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <div className="h-4 w-24 animate-pulse rounded bg-stone-200" />
      <div className="h-10 w-2/3 animate-pulse rounded bg-stone-200" />
      <div className="h-6 w-40 animate-pulse rounded-full bg-stone-200" />
      <div className="aspect-[16/9] max-h-[28rem] w-full animate-pulse rounded-2xl bg-stone-200" />
    </div>
  );
}

export const serverData = ({ params }: ServerDataContext) => [farmDetailPageQuery(params.id)];

export default function FarmPage({ params }: { params: { id: string } }) {
  const { t } = useTranslation('pages');
  const { data: farm, error, isPending, refetch } = useFarm(params.id);
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useTitle(farm?.name ?? (missing ? t('farm.notFoundTitle') : t('farm.title')));

  if (missing) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="sr-only">{t('farm.notFoundTitle')}</h1>
        <EmptyState
          icon={<Store className="h-8 w-8" aria-hidden="true" />}
          title={t('farm.notFound')}
          actions={
            <>
              <Button asChild>
                <Link href={paths.browse}>{t('farm.browse')}</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link href={paths.openNow}>{t('farm.openNow')}</Link>
              </Button>
            </>
          }
        >
          <p>{t('farm.notFoundBody')}</p>
        </EmptyState>
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-5xl px-4 pb-16 pt-4 sm:pt-6">
      <Link href={paths.browse} className="mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-800 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('farm.allStands')}
      </Link>
      {isPending && (
        <>
          <Skeleton />
          <p role="status" className="sr-only">
            {t('farm.loading')}
          </p>
        </>
      )}
      {Boolean(error) && !farm && (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
          <h1 className="text-xl font-semibold text-tomato-700">{t('farm.loadFailed')}</h1>
          <p className="mt-1 text-stone-800">{errorMessage(error)}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" /> {t('farm.retry')}
          </Button>
        </div>
      )}
      {farm && (
        // Independent sections hydrate one by one, the header and the actions first; what is below the fold (the
        // reviews, the map) waits until it comes near the screen or is touched (decision 073).
        <div className="space-y-8">
          <HydrationSlice>
            <FarmHeader farm={farm} />
            <ListingTrust farm={farm} />
          </HydrationSlice>
          {/* The actions row (the heart) hydrates with the page itself, not as a slice of its own: a tap there right after
              load reached no handler in the browser test while the slice was still waiting (decision 073). */}
          <div role="group" aria-label={t('farm.actions')} className="flex flex-wrap gap-2">
            <FavoriteButton farmId={farm.id} farmName={farm.name} variant="full" />
            {farm.status === 'published' && <AddToTripButton farmId={farm.id} farmName={farm.name} />}
            {farm.status === 'published' && <CheckInButton farmId={farm.id} farmName={farm.name} />}
            <MessageFarmerButton farm={farm} />
            <ReportProblemButton farm={farm} />
          </div>
          <ListingTrust farm={farm} claim />
          <HydrationSlice>
            <PhotoGallery photos={farm.photos} name={farm.name} />
          </HydrationSlice>
          <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
            <div className="min-w-0 space-y-10">
              {farm.description && (
                <Section id="about" title={t('farm.about')}>
                  <p className="whitespace-pre-line leading-relaxed text-stone-800">{farm.description}</p>
                </Section>
              )}
              <HydrationSlice>
                <PickingSection farm={farm} />
              </HydrationSlice>
              <HydrateWhenVisible>
                <Section id="products" title={t('farm.products')}>
                  <ProductList
                    products={farm.products}
                    lastSeason={Boolean(farm.open.season)}
                    action={(p) => !p.available && farm.status === 'published' && <TellMeButton farm={farm} product={p.name} />}
                  />
                  <UsualSeasons farmId={farm.id} />
                </Section>
              </HydrateWhenVisible>
              <HydrateWhenVisible className="space-y-5">
                <ChipList title={t('farm.sells')} ids={farm.categories} catalog={CATEGORIES} />
                <ChipList title={t('farm.goodToKnow')} ids={farm.features} catalog={FEATURES} />
                {/* SNAP/EBT is both a feature (searchable) and a way to pay: said once, under "Good to know". */}
                <ChipList
                  title={t('farm.payment')}
                  ids={farm.paymentMethods.filter((id) => !(farm.features as readonly string[]).includes(id))}
                  catalog={PAYMENT_METHODS}
                />
                <PaymentDetailsList farm={farm} />
              </HydrateWhenVisible>
              <HydrateWhenVisible>
                <Section id="reviews" title={t('farm.reviews')}>
                  <ReviewsSection farmId={farm.id} farmName={farm.name} />
                </Section>
              </HydrateWhenVisible>
            </div>
            <div className="space-y-10">
              <HydrateWhenVisible>
                <Section id="hours" title={t('farm.hours')}>
                  <HoursTable week={farm.hours.week} timeZone={farm.timeZone} comment={farm.hours.comment} openingHours={farm.openingHours} />
                  <ListingFreshness farm={farm} />
                </Section>
              </HydrateWhenVisible>
              <HydrateWhenVisible>
                <Section id="location" title={t('farm.location')}>
                  <LocationCard farm={farm} />
                </Section>
              </HydrateWhenVisible>
              <HydrateWhenVisible>
                <Section id="contact" title={t('farm.contact')}>
                  <ContactList farm={farm} />
                </Section>
              </HydrateWhenVisible>
            </div>
          </div>
        </div>
      )}
    </article>
  );
}
