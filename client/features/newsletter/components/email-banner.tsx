import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { X, Mail } from 'lucide-react';
import { useUser } from '@/features/auth';
import { useOverlayTurn } from '@/lib/overlay-queue';
import { storage } from '@/lib/utils';
import { emailBannerWanted, markNewsletterSeen, newsletterSeenBy, NEWSLETTER_DISMISSED_KEY } from '../api/subscribe';
import { NewsletterForm } from './newsletter-form';

/**
 * docs/product.md §S4: appears after 3 s unless dismissed before or already signed up. app/overlays.tsx keeps the time (and
 * loads this file only then): the banner is on screen from its first render.
 */
export function EmailSignupBanner() {
  // Read again on each mount: the banner leaves the screen on some pages (app/overlays.tsx) and comes back on the
  // next, unless it was dismissed or used meanwhile.
  const [visible, setVisible] = useState(emailBannerWanted);
  const { user, isLoading } = useUser();
  const userId = user?.id;
  // Read once per account and mount: the banner that is on screen stays until closed, and the next page has none.
  const seenBefore = useMemo(() => (userId ? newsletterSeenBy(userId) : false), [userId]);
  // One overlay at a time (lib/overlay-queue.ts): the banner waits while another shows.
  const turn = useOverlayTurn('newsletter', visible && !isLoading && !seenBefore);
  useEffect(() => {
    if (turn && userId) markNewsletterSeen(userId);
  }, [turn, userId]);
  if (!turn) return null;
  const dismiss = () => {
    storage.set(NEWSLETTER_DISMISSED_KEY, '1');
    setVisible(false);
  };
  // Its own boundary: the install card beside it never waits for the banner's words.
  return (
    <Suspense fallback={null}>
      <Banner dismiss={dismiss} close={() => setVisible(false)} />
    </Suspense>
  );
}

function Banner({ dismiss, close }: { dismiss: () => void; close: () => void }) {
  const { t } = useTranslation('newsletter');
  return (
    <aside
      aria-label={t('banner.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-brand-700 bg-brand-800 text-white shadow-2xl sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-2xl sm:border"
    >
      <div className="relative p-4 pr-12">
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('banner.dismiss')}
          className="absolute right-2 top-2 rounded-full p-2 text-brand-100 hover:bg-brand-700"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
        <p className="flex items-center gap-2 font-semibold">
          <Mail className="h-5 w-5 text-sun" aria-hidden="true" /> {t('banner.title')}
        </p>
        <p className="mt-1 text-sm text-brand-100">{t('banner.text')}</p>
        <div className="mt-3">
          <NewsletterForm source="banner" dark onSuccess={close} />
        </div>
      </div>
    </aside>
  );
}
