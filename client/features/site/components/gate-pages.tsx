import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { Wrench, Sprout } from 'lucide-react';
import { paths } from '@/lib/paths';
import { NewsletterForm } from '@/features/newsletter/ui';

export function MaintenancePage() {
  const { t } = useTranslation('site');
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-cream px-6 text-center">
      <Wrench className="h-14 w-14 text-brand-600" aria-hidden="true" />
      <h1 className="mt-6 text-4xl font-semibold text-brand-800">{t('maintenance.title')}</h1>
      <p className="mt-4 max-w-md text-lg text-stone-700">{t('maintenance.text')}</p>
      <Link href={paths.auth} className="mt-8 text-sm font-medium text-brand-700 underline">
        {t('teamSignIn')}
      </Link>
    </main>
  );
}

export function ComingSoonPage() {
  const { t } = useTranslation('site');
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-cream px-6 text-center">
      <Sprout className="h-14 w-14 text-brand-600" aria-hidden="true" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-brand-700">{t('comingSoon.kicker')}</p>
      <h1 className="mt-2 text-4xl font-semibold text-brand-800 sm:text-5xl">Farm Stand Finder</h1>
      <p className="mt-2 text-xl text-stone-800">{t('comingSoon.tagline')}</p>
      <p className="mt-4 max-w-md text-stone-700">{t('comingSoon.text')}</p>
      <div className="mt-8 w-full max-w-md">
        <NewsletterForm source="coming-soon" />
      </div>
      <Link href={paths.auth} className="mt-8 text-sm font-medium text-brand-700 underline">
        {t('teamSignIn')}
      </Link>
    </main>
  );
}
