import { Suspense, use, useId, useLayoutEffect, type ReactNode } from 'react';

/**
 * Hydration in pieces (issue 31 point 1, decision 073).
 *
 * `HydrationSlice`: a Suspense boundary around an independent part of a server-rendered page. React hydrates the page
 * around it first and then each slice in its own render and commit (at a low priority, in ~5 ms steps), so no one
 * commit or burst of effects is as long as the page; a tap inside a slice not yet hydrated hydrates that slice first.
 *
 * `HydrateWhenVisible`: a slice that React leaves as the server's markup, untouched, until it comes near the screen,
 * or someone touches, clicks or focuses inside it, or the page switches to the live clock (render-clock.tsx). Until
 * then its inner component suspends on a promise, which keeps React's boundary dehydrated. Only markup the server
 * rendered is held back: on a page the browser renders itself (a navigation), the content renders at once.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

type Gate = Promise<void> & { status: 'pending' | 'fulfilled'; value?: void; open: () => void };

/** The server-rendered deferred sections not yet let go, by their `data-hydrate` id (useId: the same on both sides). */
const gates = new Map<string, Gate>();
let observer: IntersectionObserver | null = null;

function gate(): Gate {
  let resolve!: () => void;
  const p = new Promise<void>((r) => (resolve = r)) as Gate;
  p.status = 'pending';
  // Fulfilled synchronously (React reads `status` before awaiting), so an event that opens a gate can hydrate its
  // section in the same dispatch: React's root listener, after the window's capture listener below, finds it ready.
  p.open = () => {
    p.status = 'fulfilled';
    resolve();
  };
  return p;
}

function open(id: string) {
  const g = gates.get(id);
  if (!g) return;
  gates.delete(id);
  g.open();
}

/** Lets every deferred section hydrate (before a change of context above them: React would otherwise render them anew). */
export function hydrateAllDeferred() {
  observer?.disconnect();
  for (const id of [...gates.keys()]) open(id);
}

/**
 * The code that deferred sections fetch when they open (a part loaded on demand inside `HydrateWhenVisible`, decision
 * 077): a section whose gate is open but whose code has not come stays as the server sent it, and hydrates once it
 * comes. The live clock waits for it before it takes over (render-clock.tsx): a change of context above a section
 * that cannot hydrate yet would make React render it anew, without the server's markup.
 */
const deferredCode = new Set<() => Promise<unknown>>();
export function deferredSectionsLoad(load: () => Promise<unknown>) {
  deferredCode.add(load);
}
/** Fetches the deferred sections' code (resolves once it is in, or failed: a failed section shows its error then). */
export function loadDeferredCode(): Promise<void> {
  return Promise.all([...deferredCode].map((load) => load().catch(() => {}))).then(() => {});
}

/** Opens the deferred sections an event happens in (the nearest and the ones around it). */
function openAround(target: EventTarget | null) {
  for (
    let el = target instanceof Element ? target.closest<HTMLElement>('[data-hydrate]') : null;
    el;
    el = el.parentElement?.closest<HTMLElement>('[data-hydrate]') ?? null
  ) {
    open(el.dataset.hydrate ?? '');
  }
}

/**
 * Before hydrating a server-rendered page: a gate for each deferred section in its markup, opened when the section comes
 * within a screen of view or an event happens inside it. The window's capture listeners run before React's own (at the
 * root), so a tap on a heart in a section still asleep hydrates it and reaches its handler.
 */
export function installDeferredHydration(root: ParentNode = document) {
  const sections = root.querySelectorAll<HTMLElement>('[data-hydrate]');
  if (!sections.length) return;
  for (const el of sections) gates.set(el.dataset.hydrate ?? '', gate());
  if ('IntersectionObserver' in window) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          observer?.unobserve(e.target);
          open((e.target as HTMLElement).dataset.hydrate ?? '');
        }
      },
      { rootMargin: '50% 0px' },
    );
    for (const el of sections) observer.observe(el);
  } else hydrateAllDeferred();
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'input']) {
    window.addEventListener(type, (e) => gates.size && openAround(e.target), { capture: true, passive: true });
  }
  window.addEventListener('click', holdUntilHydrated, { capture: true });
}

/** The deferred sections React has hydrated (their Gate committed), by id. */
const hydrated = new Set<string>();
/** A click on a control of a section still waiting for its code, to be made again once the section hydrates. */
const held = new Map<string, HTMLElement>();
const CONTROL = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';

/**
 * A tap on a button in a section whose code has not come yet (decision 077) would reach no handler: React cannot
 * hydrate the section in the same dispatch. The click is held (its default and React's listeners stopped) and made again
 * on the same element, which hydration keeps, once the section has hydrated; its code is asked for at once. Links are
 * left alone: they work without the section's code.
 */
function holdUntilHydrated(e: MouseEvent) {
  if (!(e.target instanceof Element) || !e.isTrusted) return;
  const section = e.target.closest<HTMLElement>('[data-hydrate]');
  const control = e.target.closest<HTMLElement>(CONTROL);
  const id = section?.dataset.hydrate;
  if (!section || !id || !control || !section.contains(control) || hydrated.has(id)) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  held.set(id, control);
  void loadDeferredCode();
}

/** Marks a section hydrated and makes again a click held for it (after this commit: its handlers are in place). */
function useHydratedMark(id: string) {
  useLayoutEffect(() => {
    hydrated.add(id);
    const control = held.get(id);
    if (!control) return;
    held.delete(id);
    setTimeout(() => control.isConnected && control.click(), 0);
  }, [id]);
}

function Gate({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const g = gates.get(id);
  if (g && g.status !== 'fulfilled') use(g as Promise<void>);
  useHydratedMark(id);
  return (
    <div data-hydrate={id} className={className}>
      {children}
    </div>
  );
}

/** A part of a page below the fold or not needed at first (a map, reviews, a newsletter form): see above. */
export function HydrateWhenVisible({ className, children }: { className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Gate id={id} className={className}>
        {children}
      </Gate>
    </Suspense>
  );
}

/**
 * What a person typed into a server-rendered field before its slice hydrated, or null (on the server, in a render in
 * the browser, or when nothing was typed). A controlled field starts from it: hydrating with the server's empty value
 * would empty the box under their fingers, and Enter would send nothing (decision 073, point 9).
 */
export function typedBeforeHydration(id: string): string | null {
  if (typeof document === 'undefined') return null;
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement && field.value !== field.defaultValue ? field.value : null;
}
