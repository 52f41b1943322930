import { Link } from 'wouter';
import { Wrench, Sprout } from 'lucide-react';
import { paths } from '@/app/paths';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';

export function MaintenancePage() {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-cream px-6 text-center">
      <Wrench className="h-14 w-14 text-brand-600" aria-hidden="true" />
      <h1 className="mt-6 text-4xl font-semibold text-brand-800">We’re tending the fields</h1>
      <p className="mt-4 max-w-md text-lg text-stone-700">
        Farm Stand Finder is down for a little maintenance. Your favorites, trips and messages are safe: please check back in a few minutes.
      </p>
      <Link href={paths.auth} className="mt-8 text-sm font-medium text-brand-700 underline">
        Team sign-in
      </Link>
    </main>
  );
}

export function ComingSoonPage() {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-cream px-6 text-center">
      <Sprout className="h-14 w-14 text-brand-600" aria-hidden="true" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-brand-700">Coming soon</p>
      <h1 className="mt-2 text-4xl font-semibold text-brand-800 sm:text-5xl">Farm Stand Finder</h1>
      <p className="mt-2 text-xl text-stone-800">Connecting you with local farm stands</p>
      <p className="mt-4 max-w-md text-stone-700">
        Find the farm stands near you that are open right now, see what’s in stock, and hear first when the sweet corn comes in. Leave your email and we’ll tell
        you the day we open.
      </p>
      <div className="mt-8 w-full max-w-md">
        <NewsletterForm source="coming-soon" />
      </div>
      <Link href={paths.auth} className="mt-8 text-sm font-medium text-brand-700 underline">
        Team sign-in
      </Link>
    </main>
  );
}
