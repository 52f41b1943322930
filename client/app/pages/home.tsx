import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { ArrowRight, CircleCheck, LocateFixed, Mail, Sprout } from 'lucide-react';
import { HydrateWhenVisible, HydrationSlice } from '@/lib/hydration';
import { LOCATE_ME, paths } from '@/lib/paths';
import { useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { FarmerStockBar } from '@/features/trust/ui';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { useCategoryTiles, useExtras, useFarmerPoints, useHowSteps, useKindLinks } from './home-data';
import { HeroIllustration } from './home-illustration';
import { LocationSearch } from './home-search';

function SectionHeading({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: string; lead?: string }) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{eyebrow}</p>
      <h2 id={id} className="mt-1 text-3xl font-semibold text-brand-900 sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-3 text-lg text-stone-700">{lead}</p>}
    </div>
  );
}

export default function HomePage() {
  const { t } = useTranslation('pages');
  useTitle(undefined);
  const [categoryTiles, kindLinks, howSteps, extras, farmerPoints] = [useCategoryTiles(), useKindLinks(), useHowSteps(), useExtras(), useFarmerPoints()];
  const promises = [t('home.promises.free'), t('home.promises.timeZone'), t('home.promises.signal')];
  return (
    <div className="overflow-x-clip">
      <HydrationSlice>
        <FarmerStockBar />
      </HydrationSlice>
      {/* The hero hydrates on its own, first; the sections below it when they come near the screen (decision 073). */}
      <HydrationSlice>
        <section className="bg-linear-to-b from-brand-50 via-cream to-cream">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pb-24">
            <div>
              <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">{t('home.kinds.eyebrow')}</p>
              <h1 className="mt-5 text-4xl leading-[1.08] font-semibold text-brand-900 sm:text-5xl lg:text-6xl">
                {t('home.heroTitle')} <span className="text-tomato-700">{t('home.heroTitleAccent')}</span>
              </h1>
              <p className="mt-5 max-w-xl text-lg text-stone-700 sm:text-xl">{t('home.heroLead')}</p>
              <div className="mt-8 max-w-xl">
                <LocationSearch />
                <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
                  <Button asChild variant="secondary" size="lg">
                    {/* The tap that says "near me": /open-now asks for the position on arrival (issue 34, point 7). */}
                    <Link href={paths.openNow} state={LOCATE_ME}>
                      <LocateFixed className="h-5 w-5" aria-hidden="true" />
                      {t('home.openNearMe')}
                    </Link>
                  </Button>
                  <Button asChild variant="secondary" size="lg">
                    <Link href={paths.inSeason}>
                      <Sprout className="h-5 w-5" aria-hidden="true" />
                      {t('home.freshNearYou')}
                    </Link>
                  </Button>
                  {/* The crop calendar (issue 32 point 4): a plain link, no icon, for the home page's first-load budget. */}
                  <Link href={paths.inSeasonCalendar} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
                    {t('home.cropCalendar')}
                  </Link>
                  <p className="w-full text-sm text-stone-700">{t('home.locationNote')}</p>
                </div>
              </div>
              <ul className="mt-8 grid gap-2 text-sm text-stone-800 sm:grid-cols-3 sm:gap-4">
                {promises.map((p) => (
                  <li key={p} className="flex items-start gap-2">
                    <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
                    {p}
                  </li>
                ))}
              </ul>
            </div>
            {/* Pictures only: nothing to hydrate before it is seen (on a phone it is below the search). */}
            <HydrateWhenVisible>
              <HeroIllustration />
            </HydrateWhenVisible>
          </div>
        </section>
      </HydrationSlice>

      <HydrateWhenVisible>
        <section aria-labelledby="home-how" className="mx-auto max-w-6xl px-4 py-16">
          <SectionHeading id="home-how" eyebrow={t('home.howEyebrow')} title={t('home.howTitle')} />
          <ol className="mt-10 grid gap-5 md:grid-cols-3">
            {howSteps.map((s, i) => (
              <li key={s.title} className="relative rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
                <span aria-hidden="true" className="font-display text-5xl font-semibold text-sun">
                  {i + 1}
                </span>
                <h3 className="mt-2 text-xl font-semibold text-stone-900">{s.title}</h3>
                <p className="mt-2 text-stone-700">{s.body}</p>
              </li>
            ))}
          </ol>
          <Link href={paths.howItWorks} className="mt-6 inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline">
            {t('home.moreHow')} <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </section>
      </HydrateWhenVisible>

      <HydrateWhenVisible>
        <section aria-labelledby="home-find" className="bg-white py-16">
          <div className="mx-auto max-w-6xl px-4">
            <SectionHeading id="home-find" eyebrow={t('home.findEyebrow')} title={t('home.findTitle')} lead={t('home.findLead')} />
            <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {categoryTiles.map(({ id, label, icon: Icon, tint }) => (
                <li key={id}>
                  <Link
                    href={`${paths.browse}?category=${id}`}
                    className="flex h-full items-center gap-3 rounded-2xl p-3 ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200 sm:flex-col sm:items-start sm:p-4"
                  >
                    <span aria-hidden="true" className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl sm:h-11 sm:w-11 ${tint}`}>
                      <Icon className="h-6 w-6" />
                    </span>
                    <span className="text-sm leading-tight font-medium text-stone-900 sm:text-base">{label}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <h3 className="sr-only">{t('home.kinds.heading')}</h3>
            <ul className="mt-10 grid gap-4 md:grid-cols-3">
              {kindLinks.map(({ id, label, body, icon: Icon }) => (
                <li key={id}>
                  <Link
                    href={`${paths.browse}?kind=${id}`}
                    className="group flex h-full gap-4 rounded-2xl bg-cream p-5 ring-1 ring-stone-200 hover:ring-brand-500"
                  >
                    <Icon className="h-7 w-7 shrink-0 text-brand-700" aria-hidden="true" />
                    <span>
                      <span className="flex items-center gap-1 font-display text-lg font-semibold text-brand-900 group-hover:underline">
                        {label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
                      </span>
                      <span className="mt-1 block text-stone-700">{body}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {/* Benefits as a first-class search (issue 33 point 2, decision 069): a plain link, so it works before hydration. */}
            <Link href={`${paths.browse}?accepts=snap`} className="mt-6 inline-block py-2.5 font-semibold text-brand-800 underline underline-offset-4">
              {t('home.takesSnap')} <ArrowRight className="inline h-4 w-4 align-[-2px]" aria-hidden="true" />
            </Link>
          </div>
        </section>
      </HydrateWhenVisible>

      <HydrateWhenVisible>
        <section aria-labelledby="home-extras" className="mx-auto max-w-6xl px-4 py-16">
          <SectionHeading id="home-extras" eyebrow={t('home.extrasEyebrow')} title={t('home.extrasTitle')} />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {extras.map(({ title, body, icon: Icon }) => (
              <li key={title}>
                <Icon className="h-7 w-7 text-tomato-700" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold text-stone-900">{title}</h3>
                <p className="mt-1.5 text-stone-700">{body}</p>
              </li>
            ))}
          </ul>
        </section>
      </HydrateWhenVisible>

      <HydrateWhenVisible>
        <section aria-labelledby="home-farmers" className="px-4">
          <div className="relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-brand-900 px-6 py-12 text-brand-100 sm:px-12 lg:py-16">
            <div aria-hidden="true" className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-brand-800" />
            <div aria-hidden="true" className="absolute -right-10 -bottom-28 h-56 w-56 rounded-full bg-sun/15" />
            <div className="relative grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
              <div>
                <p className="text-sm font-semibold uppercase tracking-widest text-sun">{t('home.farmersEyebrow')}</p>
                <h2 id="home-farmers" className="mt-1 text-3xl font-semibold text-white sm:text-4xl">
                  {t('home.farmersTitle')}
                </h2>
                <p className="mt-4 max-w-xl text-lg">{t('home.farmersLead')}</p>
                <div className="mt-8 flex flex-wrap gap-3">
                  <Button asChild variant="sun" size="lg">
                    <Link href={paths.join}>{t('home.listFree')}</Link>
                  </Button>
                  <Button asChild size="lg" variant="primary-deep">
                    <Link href={paths.farmers}>{t('home.farmersGet')}</Link>
                  </Button>
                </div>
              </div>
              <ul className="space-y-3">
                {farmerPoints.map(({ title, icon: Icon }) => (
                  <li key={title} className="flex items-center gap-3 rounded-2xl bg-brand-800/70 p-4 text-white ring-1 ring-brand-700">
                    <Icon className="h-6 w-6 shrink-0 text-sun" aria-hidden="true" />
                    {title}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      </HydrateWhenVisible>

      <HydrateWhenVisible>
        <section aria-labelledby="home-news" className="mx-auto max-w-6xl px-4 py-16">
          <div className="flex flex-col gap-6 rounded-3xl bg-sun/20 p-6 ring-1 ring-sun sm:p-10 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-xl">
              <Mail className="h-8 w-8 text-soil" aria-hidden="true" />
              <h2 id="home-news" className="mt-3 text-2xl font-semibold text-stone-900 sm:text-3xl">
                {t('home.newsTitle')}
              </h2>
              <p className="mt-2 text-stone-800">{t('home.newsLead')}</p>
            </div>
            <div className="w-full lg:max-w-md">
              <NewsletterForm source="home" />
            </div>
          </div>
        </section>
      </HydrateWhenVisible>
    </div>
  );
}
