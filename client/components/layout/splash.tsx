import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { cn } from '@/lib/utils';
import { markInitialSplashDone } from './splash-store';

/** SPEC.md 2 and 9: the first-load splash fades at 1.5 s; after that, about 400 ms on each navigation. */
export const INITIAL_SPLASH_FADE_MS = 1_500;
export const NAVIGATION_SPLASH_MS = 400;
const FADE_MS = 300;

type Phase = 'shown' | 'fading' | 'hidden';

export function Splash() {
  const [location] = useLocation();
  const [phase, setPhase] = useState<Phase>('shown');
  const first = useRef(true);

  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    setPhase('shown');
    const fadeAt = isFirst ? INITIAL_SPLASH_FADE_MS : NAVIGATION_SPLASH_MS;
    const fade = setTimeout(() => setPhase('fading'), fadeAt);
    const hide = setTimeout(() => {
      setPhase('hidden');
      if (isFirst) markInitialSplashDone();
    }, fadeAt + FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(hide);
      if (isFirst) markInitialSplashDone();
    };
  }, [location]);

  if (phase === 'hidden') return null;
  return (
    <div
      data-testid="splash"
      role="status"
      aria-live="polite"
      className={cn(
        'fixed inset-0 z-[90] flex flex-col items-center justify-center bg-cream transition-opacity duration-300',
        phase === 'fading' ? 'pointer-events-none opacity-0' : 'opacity-100',
      )}
    >
      <img src="/icons/icon.svg" alt="" width={88} height={88} className="h-22 w-22 animate-pulse rounded-3xl shadow-lg" />
      <div className="mt-5 flex items-center gap-2">
        <span className="font-display text-2xl font-semibold text-brand-800">Farm Stand Finder</span>
        <span className="rounded-full bg-sun px-2 py-0.5 text-xs font-bold tracking-wide text-stone-900">BETA</span>
      </div>
      <p className="mt-1 text-stone-700">Connecting you with local farm stands</p>
      <p className="mt-6 text-sm text-stone-600">Loading fresh farm data...</p>
    </div>
  );
}
