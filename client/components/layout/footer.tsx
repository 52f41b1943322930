import { Link } from 'wouter';
import { paths } from '@/app/paths';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';

const COLUMNS = [
  {
    title: 'Find food',
    links: [
      [paths.browse, 'Browse stands'],
      [paths.openNow, 'Open now'],
      [paths.map, 'Map'],
      [paths.howItWorks, 'How it works'],
    ],
  },
  {
    title: 'For growers',
    links: [
      [paths.farmers, 'Farmers'],
      [paths.marketVendors, 'Market vendors'],
      [paths.join, 'List your stand'],
      [paths.successStories, 'Success stories'],
    ],
  },
  {
    title: 'Company',
    links: [
      [paths.about, 'About us'],
      [paths.blog, 'Blog'],
      [paths.ambassador, 'Ambassadors'],
      [paths.support, 'Support'],
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.3fr_repeat(3,1fr)]">
        <div>
          <p className="font-display text-xl font-semibold text-white">Farm Stand Finder</p>
          <p className="mt-2 text-sm">Connecting you with local farm stands.</p>
          <p className="mt-6 text-sm font-semibold text-white">What’s in season, once a week</p>
          <div className="mt-2 max-w-sm">
            <NewsletterForm source="footer" dark />
          </div>
        </div>
        {COLUMNS.map((col) => (
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
          <span>© {new Date().getFullYear()} Farm Stand Finder</span>
          <Link href={paths.privacy} className="hover:underline">
            Privacy policy
          </Link>
          <Link href={paths.terms} className="hover:underline">
            Terms of service
          </Link>
          <span>Map data © OpenStreetMap contributors</span>
        </div>
      </div>
    </footer>
  );
}
