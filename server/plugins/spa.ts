import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ClientConfig } from '@common/schemas/site.js';

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

const DEFAULT_TITLE = 'Farm Stand Finder — Connecting you with local farm stands';
const DEFAULT_DESCRIPTION =
  'Find farm stands, u-picks and farmers markets near you that are open right now, see what is in stock, and plan a day trip of fresh food.';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
// JSON inside <script>: "</script>" and "<!--" must not end or open anything.
const safeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

export function findClientDir() {
  for (const dir of [path.resolve('dist/client'), path.resolve(import.meta.dirname ?? '.', '../client')]) {
    if (fs.existsSync(path.join(dir, 'index.html'))) return dir;
  }
  return null;
}

export function renderHead(head: PageHead, appOrigin: string, clientConfig: ClientConfig) {
  const title = head.title ? `${head.title} · Farm Stand Finder` : DEFAULT_TITLE;
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const url = appOrigin + (head.canonicalPath ?? '/');
  const image = head.image ? new URL(head.image, appOrigin).toString() : `${appOrigin}/icons/og-image.png`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="Farm Stand Finder">`,
    `<meta property="og:title" content="${escapeHtml(head.title ?? DEFAULT_TITLE)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="${head.type === 'article' ? 'article' : 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="fsf-config" content="${escapeHtml(JSON.stringify(clientConfig))}">`,
  ];
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * Serves the built client: hashed assets with long cache headers, and index.html (with a per-page <head>)
 * for every other GET that is not an API call, so client-side routes work on reload.
 */
export async function registerSpa(
  app: FastifyInstance,
  opts: { appOrigin: string; clientConfig: ClientConfig; heads: Array<{ pattern: RegExp; provider: HeadProvider }> },
) {
  const dir = findClientDir();
  const template = dir ? fs.readFileSync(path.join(dir, 'index.html'), 'utf8') : null;
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

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    if (!template) return reply.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    const pathname = request.url.split('?')[0];
    let head: PageHead = { canonicalPath: pathname };
    for (const { pattern, provider } of opts.heads) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      head = { canonicalPath: pathname, ...((await provider(match.groups ?? {}, request)) ?? {}) };
      break;
    }
    const html = template
      .replace('<html lang="en">', `<html lang="${request.lang}">`)
      .replace('<!--app-head-->', renderHead(head, opts.appOrigin, opts.clientConfig));
    return reply
      .status(head.status ?? 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html); // ~3 KB: the global compression hook does not reach the not-found handler, and need not
  }

  // The service worker's offline page (client/sw/precache.ts, decision 022): the client with no page content,
  // which renders from the saved data. Never a server-rendered page: that would be one page's copy for all.
  app.get('/app-shell', async (_request, reply) => {
    if (!template) return reply.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    const head = `${renderHead({}, opts.appOrigin, opts.clientConfig)}\n    <meta name="robots" content="noindex">`;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(template.replace('<!--app-head-->', head));
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
