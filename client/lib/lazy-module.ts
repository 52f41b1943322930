import { lazy, type ComponentType } from 'react';

/** A module's code could not be downloaded: offline, a chunk that was not precached (page-error-boundary.tsx). */
export class PageCodeUnavailable extends Error {}

/**
 * A module loaded on demand whose component renders at once once `load()` has resolved (the server before rendering,
 * the browser before hydrating, a dialog before it opens): React's lazy accepts any thenable, and one that calls back
 * synchronously leaves nothing to wait for, so hydration meets the server's markup in one pass. A failed download may
 * be tried again. `current()` is the module once loaded.
 *
 * `alongside` (optional): what a render in the browser that finds the module not loaded yet (a navigation) loads with
 * it, at the same time, before the component shows: code its first render would otherwise wait for after it (a
 * listing's lower sections, decision 080). `load()`, which the server's render and hydration wait for, does not wait
 * for it. If it fails, the component shows all the same (the part that needed it says so, as it would have).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's component takes its own props
export function lazyModule<M extends { default: ComponentType<any> }>(module: string, importer: () => Promise<M>, alongside?: () => Promise<unknown>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (m) => (loaded = m),
      (err) => {
        pending = undefined;
        throw new PageCodeUnavailable(`The code of ${module} could not be loaded`, { cause: err });
      },
    ));
  const Component = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: M) => void) => resolve(loaded!) } as unknown as Promise<M>)
      : Promise.all([load(), alongside?.().catch(() => {})]).then(([m]) => m),
  );
  return { module, load, Component, current: () => loaded };
}
