import type { FastifyRequest } from 'fastify';

/**
 * The shapes the page renderer (modules/pages/server-pages.ts) and the plugin that serves pages (plugins/spa.ts)
 * share. They live below both, so the plugin needs nothing of a module (eslint.config.js, SERVER_LAYERS; decision 059):
 * app.ts hands the renderer in.
 */

/** A page as the server rendered it: what goes in <head>, inside #root, and after it. */
export interface RenderedPage {
  /** Its own stylesheets' links. */
  head: string;
  /** Its own chunks beyond the first chunk's, in fetch order: preloaded, or fetched after paint (server/plugins/spa.ts). */
  scripts: string[];
  root: string;
  afterRoot: string;
  status: number;
  /** The page shows the signed-in user's own data: no shared cache may keep it. */
  personal: boolean;
  /** A gate was rendered in place of the page: its <head> must not describe the page either. */
  gated: boolean;
  /**
   * The data it shows, as the page cache's tags (page-data.ts `pageTags`), and whether it may be kept for other
   * signed-out visitors (decision 066): not when personal, gated, or showing an error of the moment (a rate limit).
   */
  tags?: string[];
  cacheable?: boolean;
}

export interface ManifestChunk {
  file: string;
  imports?: string[];
  /** Files it loads on demand (import()): for the entry, what it starts (client/app/main.tsx). */
  dynamicImports?: string[];
  css?: string[];
}
/** Vite's manifest of the built client. */
export type Manifest = Record<string, ManifestChunk>;

/** Renders a request's page on the server, or null when the browser renders it alone (the shell). */
export type RenderPage = (request: FastifyRequest) => Promise<RenderedPage | null>;

/** A signed-out visitor's page as the page cache keeps it, compressed once (modules/pages/page-cache.ts, decision 066). */
export interface CachedPage {
  status: number;
  br: Buffer;
  gzip: Buffer;
  /** The uncompressed length (for a reader that takes neither encoding, the page is inflated from gzip). */
  length: number;
  /** A weak validator of the HTML: `If-None-Match` answers 304 without a body. */
  etag: string;
  /** When it was rendered (Date.now()): the `Age` header. */
  renderedAt: number;
}

/** What the plugin that serves pages asks of the page cache (modules/pages/public-page-cache.ts builds it). */
export interface PageCacheForServing {
  freshSeconds: number;
  /** The cache key of a signed-out visitor's request for a page, or null when it is not served from the cache. */
  keyFor(request: FastifyRequest): Promise<string | null>;
  cache: {
    get(key: string): { page: CachedPage; state: 'fresh' | 'stale' } | null;
    /** Renders the page under `key` once for every request waiting on it; null when the render may not be kept. */
    render(key: string, render: () => Promise<{ status: number; html: string; tags: string[] } | null>): Promise<CachedPage | null>;
  };
}
