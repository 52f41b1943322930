import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { afterIdle } from '@/lib/idle';

/**
 * Where a page starts (issue 34 point 2). A link to another page opens it at its top and moves the focus to its
 * heading, so a screen reader announces where it landed; Back and Forward put each page back where it was scrolled.
 * Wouter leaves the window where the last page left it (/join opened at its footer), and the browser's own
 * restoration cannot help: it runs before a page loaded on demand has any height. A change of the query string alone
 * (a filter on /browse) is the same page and keeps its place.
 *
 * Each history entry carries a key in its state; the positions are kept by key in sessionStorage, so a reload or a
 * return from another site finds them too.
 */
const KEY = 'fsfScrollKey';
const STORE = 'fsf:scroll-positions';
/** How long a restore waits for the page to grow tall enough (its data arriving) before settling for what fits. */
const RESTORE_WAIT_MS = 3000;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Positions;
  } catch {
    return {};
  }
}

function writePositions(positions: Positions) {
  try {
    // The newest 50 entries are plenty for Back; the store stays small.
    const entries = Object.entries(positions).slice(-50);
    sessionStorage.setItem(STORE, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or blocked: positions are a nicety.
  }
}

const entryKey = (state: unknown) => (state && typeof state === 'object' && KEY in state ? String((state as Record<string, unknown>)[KEY]) : null);

/** Gives the current history entry a key, keeping whatever state the app put there. */
function tagEntry(): string {
  const existing = entryKey(history.state);
  if (existing) return existing;
  const key = Math.random().toString(36).slice(2, 10);
  const state: unknown = history.state;
  const next = state && typeof state === 'object' ? { ...(state as object), [KEY]: key } : { [KEY]: key };
  history.replaceState(next, '');
  return key;
}

/** Scrolls to `y` once the page is tall enough for it, or after RESTORE_WAIT_MS to as far as it goes. */
function restoreTo(y: number): () => void {
  const started = Date.now();
  let frame = 0;
  // Items drawn only near the screen (styles.css, render-when-near) hold the place of a typical one until then: the
  // list is drawn whole while the page returns, so that `y` is where the same card is, and for one frame after, so
  // that the browser keeps each item's real size (decision 086).
  const root = document.documentElement;
  root.dataset.restoringScroll = '';
  const stop = () => {
    cancelAnimationFrame(frame);
    delete root.dataset.restoringScroll;
  };
  const step = () => {
    const max = root.scrollHeight - window.innerHeight;
    if (max >= y || Date.now() - started > RESTORE_WAIT_MS) {
      window.scrollTo(0, Math.min(y, Math.max(0, max)));
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(stop)));
    } else frame = requestAnimationFrame(step);
  };
  step();
  // Someone who scrolls or presses a key meanwhile has taken over.
  const listening = new AbortController();
  for (const type of ['wheel', 'touchstart', 'keydown']) window.addEventListener(type, stop, { once: true, passive: true, signal: listening.signal });
  return () => (stop(), listening.abort());
}

/** Moves the focus to the new page's main heading once it shows (a page loaded on demand brings it a moment later). */
function focusHeading(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => {};
  const tryFocus = () => {
    const active = document.activeElement;
    // Something in the page took the focus itself (a tab that stayed, a field with autofocus): leave it there.
    if (active && active !== document.body && main.contains(active)) return true;
    // The first heading that can take the focus: the last page's stays in the document, hidden, while the next one
    // loads (Suspense hides what it replaces).
    for (const heading of main.querySelectorAll<HTMLElement>('h1')) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      if (document.activeElement === heading) return true;
    }
    return false;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), RESTORE_WAIT_MS);
  return () => (observer.disconnect(), clearTimeout(timer));
}

interface PositionState {
  key: string | null;
  /** The entry the last push made: a render that finds it current follows a link (a replace keeps the key). */
  pushedKey: string | null;
  popped: number | null;
  positions: Positions;
  /** The scroll listener's pending frame, which records the current entry's place. */
  frame: number;
}

/**
 * The page being left keeps the place it shows now, read as it is left rather than on the scroll listener's next
 * frame: a Back pressed within a frame of scrolling (or on a busy machine) left the last place unrecorded, and Forward
 * then opened the page at its top (page-position.spec.ts).
 */
function leave(s: PositionState) {
  cancelAnimationFrame(s.frame);
  if (s.key) s.positions[s.key] = window.scrollY;
}

/** Back or Forward: the entry's key becomes current, and its kept position is the one to return to. */
function popTo(s: PositionState): number {
  const key = entryKey(history.state) ?? tagEntry();
  if (key !== s.key) {
    leave(s);
    s.key = key;
    s.popped = s.positions[key] ?? 0;
    writePositions(s.positions);
  }
  return s.popped ?? 0;
}

export function PagePosition() {
  const [pathname] = useLocation();
  const state = useRef<PositionState>({
    key: null,
    pushedKey: null,
    popped: null,
    positions: {},
    frame: 0,
  });
  const first = useRef(true);

  useEffect(() => {
    const s = state.current;
    history.scrollRestoration = 'manual';
    // The kept positions, read once before anything uses or writes them (a write of positions never read would drop
    // every other entry's).
    let loaded = false;
    const load = () => {
      if (loaded) return;
      loaded = true;
      s.positions = readPositions();
    };
    // This entry's key. A page opened afresh takes it when the browser is idle or at the first touch or key (a tap on
    // a link starts with one), whichever comes first, not in hydration's effects: the storage read and
    // history.replaceState (with wouter's listeners) were a long part of that task on a slow phone (decision 079).
    const setUp = () => {
      load();
      if (s.key === null) s.key = tagEntry();
    };
    const onScroll = () => {
      cancelAnimationFrame(s.frame);
      s.frame = requestAnimationFrame(() => {
        if (s.key) s.positions[s.key] = window.scrollY;
      });
    };
    // A push is told to its listeners before React renders the next page (wouter dispatches it from the call), so
    // the key changes first: a scroll the old page's removal causes lands on the new key.
    const onPush = () => {
      load();
      leave(s);
      s.key = tagEntry();
      s.pushedKey = s.key;
      s.popped = null;
      writePositions(s.positions);
    };
    // A popstate from the browser lets React render between two listeners (a microtask checkpoint follows each), so
    // this may run before or after the layout effect below: whichever comes first takes the entry's position, and
    // records the place of the page left (popTo). In the capture phase, it runs before wouter's listener at the window.
    const onPop = () => {
      load();
      s.pushedKey = null;
      popTo(s);
    };
    // The app replacing an entry (a redirect) drops its state: it keeps the entry's key.
    const onReplace = () => {
      if (s.key && !entryKey(history.state)) {
        const st: unknown = history.state;
        history.replaceState(st && typeof st === 'object' ? { ...(st as object), [KEY]: s.key } : { [KEY]: s.key }, '');
      }
    };
    const onHide = () => {
      if (loaded) writePositions(s.positions);
    };
    const input = { capture: true, once: true, passive: true } as const;
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pushState', onPush);
    window.addEventListener('popstate', onPop, { capture: true });
    window.addEventListener('replaceState', onReplace);
    window.addEventListener('pagehide', onHide);
    // A reload, or Back from another site: this document starts where this entry was left, so it is set up now.
    const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    let cancel: (() => void) | undefined;
    let cancelIdle: (() => void) | undefined;
    if (nav?.type === 'reload' || nav?.type === 'back_forward') {
      setUp();
      if (s.key && s.positions[s.key]) cancel = restoreTo(s.positions[s.key]);
    } else {
      cancelIdle = afterIdle(setUp);
      window.addEventListener('pointerdown', setUp, input);
      window.addEventListener('keydown', setUp, input);
    }
    return () => {
      cancel?.();
      cancelIdle?.();
      cancelAnimationFrame(s.frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pushState', onPush);
      window.removeEventListener('popstate', onPop, { capture: true });
      window.removeEventListener('replaceState', onReplace);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pointerdown', setUp, input);
      window.removeEventListener('keydown', setUp, input);
    };
  }, []);

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const s = state.current;
    const key = entryKey(history.state);
    if (key !== s.pushedKey && (s.popped !== null || (key !== null && key !== s.key))) {
      const y = s.popped ?? popTo(s);
      s.popped = null;
      return restoreTo(y);
    }
    s.pushedKey = null;
    if (window.location.hash) {
      document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    return focusHeading();
  }, [pathname]);

  return null;
}
