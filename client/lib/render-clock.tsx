import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The clock a render reads. A server-rendered page is hydrated with the instant the server rendered it at, so
 * anything that depends on the time ("Closes 6 PM", "2 hr. ago", this year) or on the visitor's own time zone
 * renders exactly as the server did; right after hydration the provider lets go and the live clock and zone take
 * over. A page the browser renders from scratch uses the live ones from the start.
 */
const RenderClock = createContext<number | null>(null);

export function RenderClockProvider({ serverNow, children }: { serverNow?: number; children: ReactNode }) {
  const [fixed, setFixed] = useState<number | null>(serverNow ?? null);
  // Every clock reader renders again: as a transition, in slices, like the hydration before it (client/app/main.tsx).
  useEffect(() => startTransition(() => setFixed(null)), []);
  return <RenderClock.Provider value={fixed}>{children}</RenderClock.Provider>;
}

/** Now: the server's render instant while hydrating, else the live clock. */
export function useNow(): Date {
  const fixed = useContext(RenderClock);
  return fixed === null ? new Date() : new Date(fixed);
}

/** The visitor's time zone: UTC while the server's markup is hydrated (the server cannot know it), then theirs. */
export function useViewerTimeZone(): string | undefined {
  return useContext(RenderClock) === null ? undefined : 'UTC';
}
