import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { CachedPage } from '../../lib/rendered-page.js';

/**
 * Signed-out visitors' pages, rendered once and kept compressed (decision 066, issue 31 point 5). A page is kept
 * under its key (language, site switches, path and query: `pageCacheKey`) with the tags of the data it shows
 * (`listing:12`, `listings`, `blog`); a change announces its tags (page-cache.signal.ts) and every page showing
 * them is rendered again on its next request. Past `freshMs` a page is stale: served as it is for `staleMs` more
 * while one request renders it again (stale-while-revalidate). Misses of one key share one render.
 */
export type { CachedPage } from '../../lib/rendered-page.js';

interface Entry {
  page: CachedPage;
  /** Each tag with its generation when the render began: any later change to one of them retires the page. */
  gens: Array<[string, number]>;
  freshUntil: number;
  staleUntil: number;
  size: number;
}

export type Lookup = { page: CachedPage; state: 'fresh' | 'stale' } | null;

export interface PageCacheOptions {
  /** How long a page is served without rendering it again. */
  freshMs?: number;
  /** How long past that it is still served (once, while a request renders it again). */
  staleMs?: number;
  /** The compressed bytes kept at most; the least recently served pages go first. */
  maxBytes?: number;
  /** A page this large (compressed) is not kept. */
  maxPageBytes?: number;
  clock?: () => number;
}

/** Every page's tag: `invalidate(['*'])` forgets them all (a missed notification, a site switch). */
export const ALL = '*';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compressed once per render rather than once per request. Brotli 6: on the home page (152 KB) 30.3 KB in about
 * 3 ms, where 5 gives 30.5 KB; 9 and 11 save 2 % and 10 % for 400–500 ms of CPU, which the request that missed would
 * wait for after every change (measured 2026-12-06, decision 066).
 */
export async function compressPage(status: number, html: string, renderedAt: number): Promise<CachedPage> {
  const raw = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzip(raw, { level: 9 }),
  ]);
  const etag = `W/"${crypto.createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`;
  return { status, br, gzip: gz, length: raw.length, etag, renderedAt };
}

export function createPageCache({
  freshMs = 30_000,
  staleMs = 60_000,
  maxBytes = 64 * 1024 * 1024,
  maxPageBytes = 1024 * 1024,
  clock = Date.now,
}: PageCacheOptions = {}) {
  // Insertion order is recency: a hit moves its entry to the end, eviction takes from the front.
  const entries = new Map<string, Entry>();
  const generations = new Map<string, number>();
  const renders = new Map<string, { page: Promise<CachedPage | null>; epoch: number }>();
  let bytes = 0;
  const stats = { hits: 0, stale: 0, misses: 0, renders: 0, invalidations: 0 };

  const genOf = (tag: string) => generations.get(tag) ?? 0;
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.size;
    entries.delete(key);
  };
  const current = (e: Entry) => genOf(ALL) === (e.gens[0]?.[1] ?? -1) && e.gens.every(([tag, gen]) => genOf(tag) === gen);

  return {
    /** The page kept under `key`, and whether it is still fresh; null when there is none, it expired or its data changed. */
    get(key: string): Lookup {
      const e = entries.get(key);
      const now = clock();
      if (!e || now >= e.staleUntil || !current(e)) {
        if (e) drop(key);
        stats.misses++;
        return null;
      }
      entries.delete(key);
      entries.set(key, e);
      const state = now < e.freshUntil ? 'fresh' : 'stale';
      stats[state === 'fresh' ? 'hits' : 'stale']++;
      return { page: e.page, state };
    },

    /**
     * Renders `key`'s page with `render` unless a render of it is already under way, whose result is shared. The tags'
     * generations are read before the render starts: a change committed while it runs retires what it produces, and a
     * request that comes after the change does not wait for that render but starts its own.
     * `render` answers the page's HTML, or null for a page that must not be kept (personal, gated, an error of the moment).
     */
    render(key: string, render: () => Promise<{ status: number; html: string; tags: string[] } | null>): Promise<CachedPage | null> {
      const running = renders.get(key);
      if (running && running.epoch === stats.invalidations) return running.page;
      const epoch = stats.invalidations;
      const before = new Map(generations);
      const genBefore = (tag: string) => before.get(tag) ?? 0;
      const page = (async () => {
        stats.renders++;
        const rendered = await render();
        if (!rendered) return null;
        const out = { page: await compressPage(rendered.status, rendered.html, clock()), tags: rendered.tags };
        const size = out.page.br.length + out.page.gzip.length + key.length;
        const now = clock();
        const entry: Entry = {
          page: out.page,
          gens: [[ALL, genBefore(ALL)], ...out.tags.map((t): [string, number] => [t, genBefore(t)])],
          freshUntil: now + freshMs,
          staleUntil: now + freshMs + staleMs,
          size,
        };
        // Too large to keep, or its data changed while it rendered (then a newer render may already be kept).
        if (size > maxPageBytes || !current(entry)) return out.page;
        drop(key);
        entries.set(key, entry);
        bytes += size;
        for (const k of entries.keys()) {
          if (bytes <= maxBytes) break;
          drop(k);
        }
        return out.page;
      })().finally(() => {
        if (renders.get(key)?.page === page) renders.delete(key);
      });
      renders.set(key, { page, epoch });
      return page;
    },

    /** Forgets every page showing one of `tags` (`*`: all of them). */
    invalidate(tags: string[]) {
      stats.invalidations++;
      for (const tag of tags) generations.set(tag, genOf(tag) + 1);
      // Generations of tags no page carries any more would only grow the map: keep it to the tags of kept pages.
      if (generations.size > entries.size * 32 + 1024) {
        const live = new Set([ALL, ...[...entries.values()].flatMap((e) => e.gens.map(([t]) => t))]);
        for (const t of generations.keys()) if (!live.has(t)) generations.delete(t);
      }
    },

    /** Renders under way (tests wait for a stale page's revalidation with it). */
    idle: () => Promise.allSettled([...renders.values()].map((r) => r.page)).then(() => undefined),
    size: () => ({ pages: entries.size, bytes }),
    stats: () => ({ ...stats }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
