import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from 'wouter';
import { cn } from '@/lib/utils';
import { markInitialSplashDone } from './splash-store';

/** docs/product.md §S2 and §S9: the first-load splash fades at 1.5 s; after that, about 400 ms on each navigation. */
export const INITIAL_SPLASH_FADE_MS = 1_500;
export const NAVIGATION_SPLASH_MS = 400;
const FADE_MS = 300;

type Phase = 'first' | 'shown' | 'fading' | 'hidden';

/**
 * The first splash is in the server's HTML and fades by CSS alone (`animate-splash-out`): its clock starts when
 * the page paints, not when the scripts arrive, and a reader without JavaScript is not left behind it. Once
 * hydrated, the component waits for that animation to end and removes it; navigations then show it by timers.
 */
export function Splash() {
  const { t } = useTranslation(['layout', 'common']);
  const [location] = useLocation();
  const [phase, setPhase] = useState<Phase>('first');
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      let current = true;
      const finish = () => {
        if (current) setPhase('hidden');
        markInitialSplashDone();
      };
      const animations = ref.current?.getAnimations?.();
      if (animations?.length) void Promise.all(animations.map((a) => a.finished)).then(finish, finish);
      const fallback = animations?.length ? undefined : setTimeout(finish, INITIAL_SPLASH_FADE_MS + FADE_MS);
      return () => {
        current = false;
        clearTimeout(fallback);
        markInitialSplashDone();
      };
    }
    setPhase('shown');
    const fade = setTimeout(() => setPhase('fading'), NAVIGATION_SPLASH_MS);
    const hide = setTimeout(() => setPhase('hidden'), NAVIGATION_SPLASH_MS + FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(hide);
    };
  }, [location]);

  if (phase === 'hidden') return null;
  return (
    <div
      ref={ref}
      data-testid="splash"
      role="status"
      aria-live="polite"
      className={cn(
        'fixed inset-0 z-[90] flex flex-col items-center justify-center bg-cream transition-opacity duration-300',
        phase === 'first' && 'animate-splash-out',
        phase === 'fading' ? 'pointer-events-none opacity-0' : 'opacity-100',
      )}
    >
      <img src="/icons/icon.svg" alt="" width={88} height={88} className="h-22 w-22 animate-pulse rounded-3xl shadow-lg" />
      <div className="mt-5 flex items-center gap-2">
        <span className="font-display text-2xl font-semibold text-brand-800">Farm Stand Finder</span>
        <span className="rounded-full bg-sun px-2 py-0.5 text-xs font-bold tracking-wide text-stone-900">{t('beta')}</span>
      </div>
      <p className="mt-1 text-stone-700">{t('common:tagline')}</p>
      <p className="mt-6 text-sm text-stone-600">{t('splash.loading')}</p>
    </div>
  );
}
