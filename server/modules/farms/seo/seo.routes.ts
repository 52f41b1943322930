import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '@common/i18n/keys.js';
import { disallowedPaths, INDEXABLE_PAGES } from '@common/routes.js';
import type { Config } from '../../../config/env.js';
import type { Db } from '../../../db/client.js';
import { textResponse } from '../../../plugins/contract.js';
import { alternateLinks } from '../../../plugins/spa.js';
import { seoService } from './seo.service.js';

/** Public pages worth indexing, from the route table (blog posts and listings are added from the database). */
export const PUBLIC_PAGES = INDEXABLE_PAGES;
/** Kept from crawlers: the API, every signed-in page and the public ones not to crawl (the route table's). */
const PRIVATE_PATHS = ['/api/', ...disallowedPaths()];
/** Under the 50,000-URL limit of one sitemap file, with room for the pages. */
export const LISTINGS_PER_SITEMAP = 45_000;

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
// Each page in each language (issue 16): its `?lang=` addresses, and the plain one that picks the reader's (x-default).
const alternates = (origin: string, path: string) =>
  alternateLinks(origin, path)
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
    .join('');
const url = (origin: string, path: string, lastmod?: Date) =>
  `<url><loc>${xmlEscape(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates(origin, path)}</url>`;
const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;

// `/sitemap-farms/3.xml` → 3; any other name is the 404 of a file that does not exist.
const SitemapFileParamsSchema = z.object({
  file: z
    .string()
    .regex(/^\d{1,6}\.xml$/, msg('errors:notFound'))
    .transform((f) => Number(f.slice(0, -4))),
});

function sendXml(reply: FastifyReply, body: string) {
  return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
}

/**
 * /sitemap.xml lists the public pages and every published listing (with lastmod). Past one file's worth
 * of listings it becomes a sitemap index of /sitemap-pages.xml and /sitemap-farms/<n>.xml, each file a
 * fixed id range (cheap to serve, stable for crawlers). /robots.txt points to it.
 */
export function seoRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repo = seoService(db);
  const origin = config.appOrigin;
  // The public pages, then every live blog post.
  const pageUrls = async () => [
    ...PUBLIC_PAGES.map((p) => url(origin, p)),
    ...(await repo.livePosts()).map((b) => url(origin, `/blog/${b.slug}`, new Date(b.updated_at))),
  ];
  const farmUrls = (list: Array<{ id: number; updated_at: Date }>) => list.map((f) => url(origin, `/farm/${f.id}`, new Date(f.updated_at)));
  const schema = (summary: string) => ({ tags: ['site'], summary, response: { 200: textResponse('application/xml', 'A sitemap (sitemaps.org 0.9)') } });

  api.get('/sitemap.xml', { schema: schema('The sitemap, or past 45,000 listings a sitemap index') }, async (_request, reply) => {
    const first = await repo.firstListings(LISTINGS_PER_SITEMAP + 1);
    if (first.length <= LISTINGS_PER_SITEMAP) return sendXml(reply, urlset([...(await pageUrls()), ...farmUrls(first)]));
    const max = await repo.maxListingId();
    const files = ['/sitemap-pages.xml', ...Array.from({ length: Math.floor(max / LISTINGS_PER_SITEMAP) + 1 }, (_, i) => `/sitemap-farms/${i}.xml`)];
    const body = files.map((f) => `<sitemap><loc>${xmlEscape(origin + f)}</loc></sitemap>`).join('\n');
    return sendXml(
      reply,
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`,
    );
  });

  api.get('/sitemap-pages.xml', { schema: schema('The public pages and blog posts') }, async (_request, reply) => sendXml(reply, urlset(await pageUrls())));

  api.get(
    '/sitemap-farms/:file',
    { schema: { ...schema('One file of listings: ids from n × 45,000'), params: SitemapFileParamsSchema } },
    async (request, reply) => {
      const from = request.params.file * LISTINGS_PER_SITEMAP;
      return sendXml(reply, urlset(farmUrls(await repo.listingsInRange(from, from + LISTINGS_PER_SITEMAP))));
    },
  );

  api.get(
    '/robots.txt',
    { schema: { tags: ['site'], summary: 'Rules for crawlers', response: { 200: textResponse('text/plain', 'robots.txt') } } },
    async (_request, reply) => {
      const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
      return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(lines.join('\n'));
    },
  );
}
