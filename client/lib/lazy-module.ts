import { lazy, type ComponentType } from 'react';

/** A module's code could not be downloaded: offline, a chunk that was not precached (page-error-boundary.tsx). */
export class PageCodeUnavailable extends Error {}

/**
 * A module loaded on demand whose component renders at once once `load()` has resolved (the server before rendering,
 * the browser before hydrating, a dialog before it opens): React's lazy accepts any thenable, and one that calls back
 * synchronously leaves nothing to wait for, so hydration meets the server's markup in one pass. A failed download may
 * be tried again. `current()` is the module once loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's component takes its own props
export function lazyModule<M extends { default: ComponentType<any> }>(module: string, importer: () => Promise<M>) {
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
  const Component = lazy(() => (loaded ? ({ then: (resolve: (m: M) => void) => resolve(loaded!) } as unknown as Promise<M>) : load()));
  return { module, load, Component, current: () => loaded };
}
