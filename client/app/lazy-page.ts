import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageQuery } from '@common/pages/server-render';
import type { User } from '@common/schemas/auth';

/** What a public page's `serverData` export receives: the matched route and the request. */
export interface ServerDataContext {
  params: Record<string, string>;
  /** The query string, without "?". */
  search: string;
  user: User | null;
}

/**
 * A page module. `serverData` (optional) names the queries its first render reads, so the server loads them
 * into the HTML and the query cache (docs/architecture.md, "Server-rendered pages").
 */
/** Any page component: pages take different props (the route table, routes.tsx, gives each the ones it takes). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props differ from page to page
export type PageComponent = ComponentType<any>;

export interface PageModule {
  default: PageComponent;
  serverData?: (ctx: ServerDataContext) => PageQuery[];
}

export interface LazyPage {
  /** The page's source path as Vite's manifest names it (relative to client/), for <link rel="modulepreload">. */
  module: string;
  load: () => Promise<PageModule>;
  Component: LazyExoticComponent<PageComponent>;
}

/** A page's code could not be downloaded: offline, a page whose chunk was not precached (page-error-boundary.tsx). */
export class PageCodeUnavailable extends Error {}

/**
 * A page loaded on demand. Once `load()` has resolved (the server before rendering, the browser before
 * hydrating), the lazy component renders at once instead of suspending: React's lazy accepts any thenable, and
 * one that calls back synchronously leaves nothing to wait for, so hydration meets the server's markup in one pass.
 */
export function lazyPage(module: string, importer: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (m) => (loaded = m),
      (err) => {
        pending = undefined; // a failed chunk download may be retried on the next navigation
        throw new PageCodeUnavailable(`The code of ${module} could not be loaded`, { cause: err });
      },
    ));
  const Component = lazy(() => (loaded ? ({ then: (resolve: (m: PageModule) => void) => resolve(loaded!) } as unknown as Promise<PageModule>) : load()));
  return { module, load, Component };
}
