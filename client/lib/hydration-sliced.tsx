import { memo, type ComponentType } from 'react';
import { HydrateWhenVisible, HydrationSlice } from './hydration';

/**
 * `Component` in a slice of its own (`whenVisible`: hydrated when seen), memoized outside the slice. A page re-renders
 * while its slices still wait (its checks of stored settings settle after hydration), and a new element for a slice not
 * yet hydrated makes React hydrate that slice in the page's render, at its priority: every card and bar of the page in
 * one task. With the same props (stable objects and callbacks), React does not visit the slice at all.
 * Apart from hydration.tsx, which is in every page's first script (the bundle budget): only the search pages and a
 * listing's page (its lower sections, decision 077) use it.
 */
export function sliced<P extends object>(Component: ComponentType<P>, { whenVisible = false, className }: { whenVisible?: boolean; className?: string } = {}) {
  const Sliced = memo(function Sliced(props: P) {
    return whenVisible ? (
      <HydrateWhenVisible className={className}>
        <Component {...props} />
      </HydrateWhenVisible>
    ) : (
      <HydrationSlice>
        <Component {...props} />
      </HydrationSlice>
    );
  });
  return Sliced;
}
