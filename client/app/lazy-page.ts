import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyModule } from '@/lib/lazy-module';
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

/**
 * A page loaded on demand (its chunk preloaded by the server, loaded before hydrating). `alongside`: what a navigation
 * to the page loads with it, at the same time, before the page shows (code its first render would otherwise wait
 * for: a listing's lower sections, decision 080); a server-rendered first load and its hydration do not wait for it.
 */
export const lazyPage = (module: string, importer: () => Promise<PageModule>, alongside?: () => Promise<unknown>): LazyPage =>
  lazyModule(module, importer, alongside);

/**
 * A part of the page shell loaded on demand (the signed-in header's badges), made as a page is: the server preloads
 * its chunk and the browser loads it before hydrating, so the part is hydrated with the page. Lazy the plain way, its
 * button stayed server markup until the chunk came, and a tap on it in that time was lost (React drops a click on a
 * part it cannot hydrate yet).
 */
export const lazyPart = (module: string, importer: () => Promise<{ default: PageComponent }>) => lazyModule(module, importer);
