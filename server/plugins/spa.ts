import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, isLanguage, type Language } from '@common/i18n/languages.js';
import { ROUTE_TABLE } from '@common/routes.js';
import type { ClientConfig } from '@common/schemas/site.js';
import { translator } from '../lib/i18n.js';
import type { CachedPage, Manifest, PageCacheForServing, RenderPage, RenderedPage } from '../lib/rendered-page.js';
import { pageLanguageParam } from './i18n.js';

/** What the server puts in <head> for a page, so links preview and search engines index it. */
export interface PageHead {
  title?: string;
  description?: string;
  canonicalPath?: string;
  image?: string;
  type?: 'website' | 'article' | 'place';
  jsonLd?: object;
  status?: number;
}

export type HeadProvider = (params: Record<string, string>, request: FastifyRequest) => Promise<PageHead | null>;

/** Open Graph's name for each language (language_TERRITORY): Latin-American Spanish is es_LA. */
const OG_LOCALE: Record<Language, string> = { en: 'en_US', es: 'es_LA' };

/** How a page's address was asked for: its language, and whether the address named it (`?lang=es`). */
export interface HeadLanguage {
  lang: Language;
  /** The address carried `?lang=`: this is the language's own URL, and the canonical one says so. */
  inUrl?: boolean;
  /** Link the page's other languages (hreflang): an indexable page, not an error or the offline shell. */
  alternates?: boolean;
}

/** A path in a language: its own address (`/about?lang=es`), which hreflang alternates and the sitemap name. */
export const languageUrl = (appOrigin: string, pathname: string, lang: Language) => `${appOrigin}${pathname}?lang=${lang}`;

/** hreflang links: each language's own address, and the plain one (which picks the reader's language) as x-default. */
export function alternateLinks(appOrigin: string, pathname: string) {
  return [
    ...LANGUAGES.map((l) => ({ hreflang: l as string, href: languageUrl(appOrigin, pathname, l) })),
    { hreflang: 'x-default', href: appOrigin + pathname },
  ];
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
// JSON inside <script>: "</script>" and "<!--" must not end or open anything.
const safeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

export function findClientDir() {
  for (const dir of [path.resolve('dist/client'), path.resolve(import.meta.dirname ?? '.', '../client')]) {
    if (fs.existsSync(path.join(dir, 'index.html'))) return dir;
  }
  return null;
}

export function renderHead(head: PageHead, appOrigin: string, clientConfig: ClientConfig, language: HeadLanguage = { lang: 'en' }) {
  const t = translator(language.lang);
  const defaultTitle = `Farm Stand Finder — ${t('common:tagline')}`;
  const title = head.title ? `${head.title} · Farm Stand Finder` : defaultTitle;
  const description = head.description ?? t('pages:descriptions.default');
  const pathname = head.canonicalPath ?? '/';
  const url = language.inUrl ? languageUrl(appOrigin, pathname, language.lang) : appOrigin + pathname;
  const image = head.image ? new URL(head.image, appOrigin).toString() : `${appOrigin}/icons/og-image.png`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="Farm Stand Finder">`,
    `<meta property="og:title" content="${escapeHtml(head.title ?? defaultTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="${head.type === 'article' ? 'article' : 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[language.lang]}">`,
    ...LANGUAGES.filter((l) => l !== language.lang).map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}">`),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="fsf-config" content="${escapeHtml(JSON.stringify(clientConfig))}">`,
  ];
  if (language.alternates) {
    for (const a of alternateLinks(appOrigin, pathname)) tags.push(`<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`);
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

const ROOT = '<div id="root"></div>';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli when the client takes it, else gzip, else none ("br;q=0" refuses). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/**
 * The built index.html with its stylesheets written into it. A phone on slow 4G paints nothing before the
 * stylesheet arrives: inline, it comes with the page (about 11 KB compressed) instead of a round trip after it.
 * The app's own stylesheet is the only one the template links; a page's own (the map's) stay links.
 */
export function inlineStylesheets(template: string, read: (href: string) => string | null) {
  return template.replace(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g, (link, href: string) => {
    const css = read(href);
    // "</style" inside would end the element early: keep such a stylesheet a link (Tailwind's output has none).
    return css === null || /<\/style/i.test(css) ? link : `<style>${css.trim()}</style>`;
  });
}

/**
 * The scripts hydrate a page that is already painted (server-rendered, its stylesheet inline): they must not
 * take the first round trips' bandwidth from the page and its pictures. At high priority, as module scripts
 * and their preloads are fetched by default, they also count as render-blocking for Lighthouse's simulated
 * phone, which then dates the first paint after them.
 */
export const lowPriorityScripts = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload") /g, (_, tag: string) => `<${tag} fetchpriority="low" `);

/**
 * A server-rendered page asks for one small script before its first paint, and that script asks for the entry and
 * the page's chunks once the page has painted (client/app/after-paint.ts, decision 039): their <script> and
 * <link rel="modulepreload"> tags become attributes of its tag. The template's part is the same for every page, so
 * it is done once: this returns the template with the loader's tag in place of the entry's, given a page's own
 * chunks (they follow the template's preloads), or null for a template without an entry script. The app shell
 * keeps its tags: it has nothing to paint before its scripts.
 */
export function scriptsAfterPaint(template: string, loader: string): ((chunks: string[]) => string) | null {
  const script = /<script type="module"[^>]*? src="([^"]+)"><\/script>/.exec(template);
  if (!script) return null;
  const preload: string[] = [];
  const withoutPreloads = (html: string) =>
    html.replace(/\n?[ \t]*<link rel="modulepreload"[^>]*? href="([^"]+)">/g, (_, href: string) => (preload.push(href), ''));
  const before = withoutPreloads(template.slice(0, script.index));
  const after = withoutPreloads(template.slice(script.index + script[0].length));
  const tag = (chunks: string[]) =>
    `<script type="module" src="${loader}" data-entry="${script[1]}" data-preload="${[...preload, ...chunks].join(' ')}"></script>`;
  return (chunks) => before + tag(chunks) + after;
}

/** How long nginx or a CDN may keep a signed-out page (it hears no change; the process's own cache does). */
const SHARED_CACHE_SECONDS = 10;

const preloadLink = (href: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`;

/** The page: the built index.html with its <head>, and the server-rendered markup and state when there are. */
export function pageHtml(template: string, head: string, page: RenderedPage | null) {
  // Replacer functions, not strings: "$&" or "$'" in a listing's text must stay text, not replacement patterns.
  const html = template.replace('<!--app-head-->', () => head).replace('</head>', () => (page?.head ? `  ${page.head}\n  </head>` : '</head>'));
  return page ? html.replace(ROOT, () => `<div id="root">${page.root}</div>\n    ${page.afterRoot}`) : html;
}

/**
 * Serves the built client: hashed assets with long cache headers, and every other GET that is not an API call
 * as a page: rendered on the server when `renderPage` can (public pages), else the app shell with a per-page
 * <head>, which the browser renders (signed-in pages). `GET /app-shell` is always the shell: the service worker
 * keeps it for pages opened offline.
 */
export async function registerSpa(
  app: FastifyInstance,
  opts: {
    appOrigin: string;
    clientConfig: ClientConfig;
    heads: Array<{ pattern: RegExp; provider: HeadProvider }>;
    clientDir: string | null;
    /** Vite's manifest of the built client (server/modules/pages/server-pages.ts reads it). */
    manifest: Manifest | null;
    renderPage: RenderPage | null;
    /** Signed-out visitors' pages kept rendered and compressed (decision 066); null: every page is rendered. */
    pageCache?: PageCacheForServing | null;
  },
) {
  const dir = opts.clientDir;
  const template = dir
    ? lowPriorityScripts(
        inlineStylesheets(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'), (href) => {
          const file = path.join(dir, href);
          return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
        }),
      )
    : null;
  if (template && !template.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to render pages into`);
  const loader = opts.manifest?.['app/after-paint.ts']?.file;
  const afterPaint = template && loader ? scriptsAfterPaint(template, `/${loader}`) : null;
  if (dir) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      // scripts/compress-client.mjs writes .br and .gz beside each asset at build time.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (filePath.endsWith('sw.js') || filePath.endsWith('.webmanifest')) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  async function headOf(request: FastifyRequest, pathname: string): Promise<PageHead> {
    for (const { pattern, provider } of opts.heads) {
      const match = pattern.exec(pathname);
      if (match) return { canonicalPath: pathname, ...((await provider(match.groups ?? {}, request)) ?? {}) };
    }
    return { canonicalPath: pathname };
  }

  async function rendered(request: FastifyRequest) {
    if (!opts.renderPage) return null;
    try {
      return await opts.renderPage(request);
    } catch (err) {
      // A page that fails to render on the server still works: the browser renders it from the app shell.
      request.log.error({ err, url: request.url }, 'server rendering failed; sending the app shell');
      return null;
    }
  }

  /** The page's HTML, and whether other signed-out visitors may be given it (with the data it shows, as tags). */
  async function buildPage(request: FastifyRequest, shell: boolean) {
    const pathname = request.url.split('?')[0];
    const page = shell ? null : await rendered(request);
    const head = page?.gated ? { canonicalPath: pathname } : await headOf(request, pathname);
    // The shell the service worker keeps for offline pages is no page of its own: never indexed.
    const status = head.status ?? page?.status ?? 200;
    const language = { lang: request.lang, inUrl: isLanguage(pageLanguageParam(request.url)), alternates: !shell && !page?.gated && status < 400 };
    const headTags = renderHead(head, opts.appOrigin, opts.clientConfig, language) + (shell ? '\n    <meta name="robots" content="noindex">' : '');
    // A rendered page's own chunks (after the first chunk's: they load beside it, not ahead of it) go to the
    // after-paint script with the entry, or, in a build without it, are preloaded from its <head>.
    const pageTemplate = page && afterPaint ? afterPaint(page.scripts) : template!;
    const withPreloads = page && !afterPaint ? { ...page, head: [page.head, ...page.scripts.map(preloadLink)].filter(Boolean).join('\n    ') } : page;
    const html = pageHtml(pageTemplate, headTags, withPreloads).replace('<html lang="en">', () => `<html lang="${request.lang}">`);
    // Kept for others: a page rendered on the server for a visitor, not personal, not a gate, with a status any
    // visitor would get (a page, or a listing that is not there), and nothing of the moment in it.
    const cacheable = Boolean(page?.cacheable) && !request.user && (status === 200 || status === 404);
    return { status, html, personal: Boolean(page?.personal), cacheable, tags: page?.tags ?? [] };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, shell = false) {
    if (!template) return reply.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    const pages = opts.pageCache;
    const key = !shell && pages ? await pages.keyFor(request) : null;
    if (pages && key !== null) {
      const found = pages.cache.get(key);
      let built: Awaited<ReturnType<typeof buildPage>> | null = null;
      const renderForCache = async () => {
        built = await buildPage(request, false);
        return built.cacheable ? built : null;
      };
      if (found) {
        // Stale: this visitor gets it as it is while it is rendered again for the next ones.
        if (found.state === 'stale')
          void pages.cache.render(key, renderForCache).catch((err) => request.log.error({ err, url: request.url }, 'page cache revalidation failed'));
        return sendCached(request, reply, found.page, found.state === 'fresh' ? 'HIT' : 'STALE', pages.freshSeconds);
      }
      const page = await pages.cache.render(key, renderForCache);
      if (page) return sendCached(request, reply, page, 'MISS', pages.freshSeconds);
      // Not kept (personal, gated, an error of the moment): this request's own render, or a render of its own
      // when it waited for another request's.
      const own: Awaited<ReturnType<typeof buildPage>> = built ?? (await buildPage(request, false));
      reply.header('x-cache', 'BYPASS');
      return sendHtml(request, reply, own.status, own.html, own.personal);
    }
    const own = await buildPage(request, shell);
    if (pages && !shell) reply.header('x-cache', 'BYPASS');
    return sendHtml(request, reply, own.status, own.html, own.personal);
  }

  async function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string, personal: boolean) {
    reply
      .status(status)
      .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8');
    // A rendered page is tens of KB, a fifth of that compressed. @fastify/compress hooks into routes, and the
    // not-found handler that serves pages is not one: compressed here, at a level that costs a millisecond or two.
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await gzip(html, { level: 6 }));
    return reply.send(html);
  }

  /**
   * A kept page, as it was compressed when rendered: nothing of this request is in it (decision 066). Shared caches
   * (nginx, a CDN) may keep it briefly and serve it stale while they ask again; browsers ask every time (max-age=0),
   * so a visitor who signs in never sees their signed-out copy. Vary names what picks the page: the encoding, the
   * cookies (session, language) and Accept-Language (added by plugins/i18n.ts).
   */
  function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage, state: 'HIT' | 'STALE' | 'MISS', freshSeconds: number) {
    const shared = Math.min(freshSeconds, SHARED_CACHE_SECONDS);
    reply
      .status(page.status)
      .header('cache-control', `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${2 * shared}`)
      .header('vary', 'accept-encoding, cookie')
      .header('etag', page.etag)
      .header('age', String(Math.max(0, Math.floor((Date.now() - page.renderedAt) / 1000))))
      .header('x-cache', state)
      .type('text/html; charset=utf-8');
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.br);
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(zlib.gunzipSync(page.gzip));
  }

  // The service worker's offline page (client/sw/precache.ts, decisions 015 and 022): the client with no page
  // content, which renders from the saved data. Never a server-rendered page: that would be one page's copy for all.
  app.get('/app-shell', (request, reply) => sendPage(request, reply, true));

  // The sign-in, sign-up and password forms post (never a GET that would put a password or a code in the address, the
  // history and the logs) when sent before the page's scripts run. Nothing is read from such a post: it comes back
  // to the same page, now running its scripts, to be sent again (docs/decisions/073, point 8).
  void app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, _body, done) => done(null, {}));
    for (const { pattern } of [ROUTE_TABLE.auth, ROUTE_TABLE.forgotPassword, ROUTE_TABLE.resetPassword, ROUTE_TABLE.verify2fa]) {
      forms.post(pattern, (request, reply) => reply.header('cache-control', 'no-store').redirect(request.url, 303));
    }
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `No API endpoint ${request.method} ${pathname}.` });
    }
    if (/\.[a-z0-9]{2,5}$/i.test(pathname)) return reply.status(404).type('text/plain').send('Not found');
    return sendPage(request, reply);
  });
}
