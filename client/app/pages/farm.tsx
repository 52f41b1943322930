import { useTranslation } from '@/lib/i18n/react';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, RefreshCw, Store } from 'lucide-react';
import { paths } from '@/lib/paths';
import { EmptyState, useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import type { ServerDataContext } from '@/app/lazy-page';
import type { FarmDetail } from '@common/schemas/farms';
import { deferredSectionsLoad, HydrationSlice } from '@/lib/hydration';
import { sliced } from '@/lib/hydration-sliced';
import { afterIdle } from '@/lib/idle';
import { lazyModule } from '@/lib/lazy-module';
import { isServerRenderedAddress } from '@/lib/server-state';
import { farmDetailPageQuery, useFarm } from '@/features/farms/api/get-farm';
import { FarmHeader } from '@/features/farms/components/detail/farm-header';
import { PhotoGallery } from '@/features/farms/components/detail/photo-gallery';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { errorMessage, ApiError } from '@/lib/api-client';
import { CheckInButton } from '@/features/visits/components/check-in-button';
import { AddToTripButton } from '@/features/trips/components/add-to-trip-button';
import { MessageFarmerButton } from '@/features/messages/components/message-farmer-button';
import { ListingTrust } from '@/features/trust/components/listing-trust';
import { ReportProblemButton } from '@/features/trust/components/report-problem';
import { PickingSection } from '@/features/picking/ui';
import { listingPickingPageQuery } from '@/features/picking/api/get-picking';
import { listingTrustPageQuery } from '@/features/trust/api/get-trust';
import { reviewsPageQuery } from '@/features/reviews/api/get-reviews';
import { listingSeasonsPageQuery } from '@/features/seasons/api/get-seasons';
import { LISTING_ID } from '@common/ids';

/**
 * The sections below the first screen (farm-sections.tsx): one file, not in the page's first load (decision 077). The
 * server renders them; in the browser each waits as the server sent it until it is seen or touched (decision 073) and
 * its code has come: fetched then, or once the page has settled, whichever is first. A navigation to a listing loads
 * them with the page (`loadSections`, routes.tsx), so a listing the browser renders itself shows whole (decision 080).
 */
const sections = () => import('./farm-sections');
type Sections = Awaited<ReturnType<typeof sections>>;
const part = (name: keyof Sections) => lazyModule(`app/pages/farm-sections.tsx (${name})`, () => sections().then((m) => ({ default: m[name] })));
const Products = part('ProductsPart');
const Chips = part('ChipsPart');
const Reviews = part('ReviewsPart');
const Hours = part('HoursPart');
const Location = part('LocationPart');
const Contact = part('ContactPart');
export const loadSections = () => Promise.all([Products, Chips, Reviews, Hours, Location, Contact].map((p) => p.load()));
deferredSectionsLoad(loadSections);

/**
 * Whether a listing has been shown in this browser yet. Only the first can be the server's markup being hydrated, which
 * must show as the server sent it, its sections waiting for their code (decision 077); any later one is rendered by
 * the browser (decision 080). So is the first one when the server hydrated another address: a listing opened from
 * /browse after a press had loaded this file without opening it (a scroll begun on a card) found the route with
 * nothing to wait for, and showed its title alone. The server's render is the markup itself.
 */
let listingShown = false;
const hydratingThisListing = () => typeof document === 'undefined' || (!listingShown && isServerRenderedAddress());

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    // The anchor stays the same in every language (/farm/12#reviews from a "replied to your review" notification).
    <section aria-label={title} id={id} className="scroll-mt-20 space-y-3">
      <h2 className="text-2xl font-semibold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

// Each section is memoized outside its boundary (lib/hydration-sliced.tsx): the page re-renders while they wait (the
// listing asked again once the service worker takes over, a heart's count), and a new element for a section whose code
// has not come would make React render it anew, without the server's markup. The page also holds the listing it
// passes them until their code is in (FarmPage).
type SectionProps = { farm: FarmDetail };
type SectionId = 'products' | 'reviews' | 'hours' | 'location' | 'contact';
/** A lower section: its title here, its body from farm-sections.tsx, hydrated when seen. */
const lowerSection = (id: SectionId, Body: typeof Products) =>
  sliced(
    function LowerSection({ farm }: SectionProps) {
      const { t } = useTranslation('pages');
      const titles: Record<SectionId, string> = {
        products: t('farm.products'),
        reviews: t('farm.reviews'),
        hours: t('farm.hours'),
        location: t('farm.location'),
        contact: t('farm.contact'),
      };
      return (
        <Section id={id} title={titles[id]}>
          <Body.Component farm={farm} />
        </Section>
      );
    },
    { whenVisible: true },
  );
const ProductsSection = lowerSection('products', Products);
const ChipsSection = sliced(Chips.Component, { whenVisible: true, className: 'space-y-5' });
const ReviewsSection = lowerSection('reviews', Reviews);
const HoursSection = lowerSection('hours', Hours);
const LocationSection = lowerSection('location', Location);
const ContactSection = lowerSection('contact', Contact);

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

/**
 * The listing, and what the browser would otherwise fetch after hydrating: what visitors say (a closed warning,
 * reports, the claim card) and the picking, shown above its products, when they are usually in season, and the first
 * reviews. Arriving later, they pushed the page down as it was being read (layout shift); with the page, they are
 * there at first paint and without scripts (decision 084).
 */
export const serverData = ({ params }: ServerDataContext) => {
  const detail = farmDetailPageQuery(params.id);
  if (!LISTING_ID.test(params.id)) return [detail];
  const id = Number(params.id);
  return [detail, listingTrustPageQuery(id), listingPickingPageQuery(id), listingSeasonsPageQuery(id), reviewsPageQuery(id)];
};

export default function FarmPage({ params }: { params: { id: string } }) {
  const { t } = useTranslation('pages');
  const { data: farm, error, isPending, refetch } = useFarm(params.id);
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useTitle(farm?.name ?? (missing ? t('farm.notFoundTitle') : t('farm.title')));
  // The sections below get the listing the page first showed until their code is in (fetched once the page has
  // settled, if no section was seen or touched before), then the live one: a section still waiting for its code cannot
  // hydrate with a newer listing than the server rendered.
  const [sectionsIn, setSectionsIn] = useState(() => Boolean(Contact.current()));
  const [served] = useState(farm);
  const sectionFarm = !sectionsIn && served && served.id === farm?.id ? served : farm;
  // A listing the browser renders itself shows whole, its sections with its title (decision 080). A navigation loads
  // their code with the page's (routes.tsx), so it is normally in; if it is not (another listing opened before the
  // first one's sections had come), the page stays its skeleton until it is, or until it failed (each section then
  // says so). Never the listing being hydrated: it must show as the server sent it.
  const [firstId] = useState(() => (hydratingThisListing() ? params.id : null));
  const [gaveUp, setGaveUp] = useState(false);
  const holding = !sectionsIn && !gaveUp && params.id !== firstId;
  useEffect(() => {
    listingShown = true;
  }, []);
  useEffect(() => {
    if (sectionsIn) return;
    let live = true;
    const fetchSections = () =>
      void loadSections().then(
        () => live && startTransition(() => setSectionsIn(true)),
        () => live && setGaveUp(true),
      );
    // Asked at once for a listing that waits for them; for the server's, once the page has settled.
    const cancel = holding ? (fetchSections(), () => {}) : afterIdle(fetchSections, 3_000);
    return () => {
      live = false;
      cancel();
    };
  }, [sectionsIn, holding]);

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
      {(isPending || (farm && holding)) && (
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
      {farm && !holding && (
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
              <ProductsSection farm={sectionFarm!} />
              <ChipsSection farm={sectionFarm!} />
              <ReviewsSection farm={sectionFarm!} />
            </div>
            <div className="space-y-10">
              <HoursSection farm={sectionFarm!} />
              <LocationSection farm={sectionFarm!} />
              <ContactSection farm={sectionFarm!} />
            </div>
          </div>
        </div>
      )}
    </article>
  );
}
