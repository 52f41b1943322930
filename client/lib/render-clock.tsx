import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { hydrateAllDeferred, loadDeferredCode } from './hydration';

/**
 * The clock a render reads. A server-rendered page is hydrated with the instant the server rendered it at, so
 * anything that depends on the time ("Closes 6 PM", "2 hr. ago", this year) or on the visitor's own time zone
 * renders exactly as the server did. The provider lets go, and the live clock and zone take over, at the visitor's
 * first touch, click or key, when the tab comes back into view, or after a minute: not right after hydration, when it
 * made every open badge and date compute again on the phone while the page was loading (issue 31 point 1, decision
 * 073). A page the browser renders from scratch uses the live ones from the start.
 *
 * At a touch or key it lets go once the gesture has ended and its own response is painted: the live clock's render
 * makes the page's first Intl object (the server's answers served hydration, decision 075), ICU starting in one task
 * of 50–90 ms on a slow phone, which must not stand between the finger and what the tap does.
 */
const RenderClock = createContext<number | null>(null);

export function RenderClockProvider({ serverNow, children }: { serverNow?: number; children: ReactNode }) {
  const [fixed, setFixed] = useState<number | null>(serverNow ?? null);
  useEffect(() => {
    if (serverNow === undefined) return;
    let done = false;
    // The end of a gesture (a scroll's touch ends in pointercancel), not its start: its click comes first.
    const events = ['pointerup', 'pointercancel', 'keyup', 'visibilitychange'] as const;
    const release = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, later, true);
      // A change of context above a section still asleep would make React render it anew, not hydrate it: the
      // sections are let go first, and the code of those loaded on demand is waited for (decision 077).
      hydrateAllDeferred();
      // Every clock reader renders again: as a transition, in slices, after the event's own update.
      void loadDeferredCode().then(() => startTransition(() => setFixed(null)));
    };
    // After the next paint: a frame, then a task.
    const later = () => void requestAnimationFrame(() => setTimeout(release, 0));
    const timer = setTimeout(release, 60_000);
    for (const e of events) window.addEventListener(e, later, { capture: true, passive: true });
    return () => {
      done = true;
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, later, true);
    };
  }, [serverNow]);
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
