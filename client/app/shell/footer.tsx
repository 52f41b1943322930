import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { paths } from '@/lib/paths';
import { LanguageSwitch } from '@/features/auth/components/language-switch';
import { useNow } from '@/lib/render-clock';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';

export function Footer() {
  const { t } = useTranslation();
  const columns = [
    {
      title: t('footer.findFood'),
      links: [
        [paths.browse, t('footer.browse')],
        [paths.openNow, t('footer.openNow')],
        [paths.map, t('footer.map')],
        [paths.howItWorks, t('footer.howItWorks')],
      ],
    },
    {
      title: t('footer.forGrowers'),
      links: [
        [paths.farmers, t('footer.farmers')],
        [paths.marketVendors, t('footer.marketVendors')],
        [paths.join, t('footer.listYourStand')],
        [paths.successStories, t('footer.successStories')],
      ],
    },
    {
      title: t('footer.company'),
      links: [
        [paths.about, t('footer.about')],
        [paths.blog, t('footer.blog')],
        [paths.ambassador, t('footer.ambassadors')],
        [paths.support, t('footer.support')],
      ],
    },
  ];
  const year = useNow().getFullYear();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.3fr_repeat(3,1fr)]">
        <div>
          <p className="font-display text-xl font-semibold text-white">Farm Stand Finder</p>
          <p className="mt-2 text-sm">{t('tagline')}.</p>
          <p className="mt-6 text-sm font-semibold text-white">{t('footer.newsletterTitle')}</p>
          <div className="mt-2 max-w-sm">
            <NewsletterForm source="footer" dark />
          </div>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <p className="text-sm font-semibold text-white">{col.title}</p>
            <ul className="mt-3 space-y-2 text-sm">
              {col.links.map(([href, label]) => (
                <li key={href}>
                  <Link href={href} className="hover:text-white hover:underline">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-5 text-xs">
          <span>© {year} Farm Stand Finder</span>
          <Link href={paths.privacy} className="hover:underline">
            {t('footer.privacy')}
          </Link>
          <Link href={paths.terms} className="hover:underline">
            {t('footer.terms')}
          </Link>
          <span>{t('footer.mapCredit')}</span>
          <LanguageSwitch dark className="sm:ml-auto" />
        </div>
      </div>
    </footer>
  );
}
