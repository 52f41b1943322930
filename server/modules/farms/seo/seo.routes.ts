import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../../config/env.js';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { lit, rows } from '../sql.js';

/** Public pages worth indexing (blog posts are added from the database) (SPEC.md routes that need no sign-in and are not flows like /auth). */
export const PUBLIC_PAGES = [
  '/',
  '/browse',
  '/open-now',
  '/in-season',
  '/how-it-works',
  '/about',
  '/support',
  '/privacy-policy',
  '/terms-of-service',
  '/join',
  '/farmers',
  '/market-vendors',
  '/success-stories',
  '/blog',
  '/ambassador',
];
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/account-settings',
  '/profile',
  '/favorites',
  '/messages',
  '/trips',
  '/farm-profile',
  '/dashboard',
  '/achievements',
  '/ambassador/dashboard',
  '/verify-2fa',
  '/verify-email',
  '/reset-password',
  '/forgot-password',
  '/unsubscribe',
];
/** Under the 50,000-URL limit of one sitemap file, with room for the pages. */
export const LISTINGS_PER_SITEMAP = 45_000;

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const url = (loc: string, lastmod?: Date) => `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;

function sendXml(reply: FastifyReply, body: string) {
  return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
}

/**
 * /sitemap.xml lists the public pages and every published listing (with lastmod). Past one file's worth
 * of listings it becomes a sitemap index of /sitemap-pages.xml and /sitemap-farms/<n>.xml, each file a
 * fixed id range (cheap to serve, stable for crawlers). /robots.txt points to it.
 */
export function seoRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const origin = config.appOrigin;
  // The public pages, then every live blog post.
  const pageUrls = async () => [
    ...PUBLIC_PAGES.map((p) => url(origin + p)),
    ...(
      await rows<{ slug: string; updated_at: Date }>(
        db,
        sql`SELECT slug, updated_at FROM blog_posts WHERE status = 'published' AND published_at <= now() ORDER BY published_at DESC`,
      )
    ).map((b) => url(`${origin}/blog/${b.slug}`, new Date(b.updated_at))),
  ];
  const farmUrls = (list: Array<{ id: number; updated_at: Date }>) => list.map((f) => url(`${origin}/farm/${f.id}`, new Date(f.updated_at)));

  app.get('/sitemap.xml', async (_request, reply) => {
    const first = await rows<{ id: number; updated_at: Date }>(
      db,
      sql`SELECT id, updated_at FROM farms WHERE status = 'published' ORDER BY id LIMIT ${lit(LISTINGS_PER_SITEMAP + 1)}`,
    );
    if (first.length <= LISTINGS_PER_SITEMAP) return sendXml(reply, urlset([...(await pageUrls()), ...farmUrls(first)]));
    const [{ max }] = await rows<{ max: number }>(db, sql`SELECT max(id) AS max FROM farms WHERE status = 'published'`);
    const files = ['/sitemap-pages.xml', ...Array.from({ length: Math.floor(max / LISTINGS_PER_SITEMAP) + 1 }, (_, i) => `/sitemap-farms/${i}.xml`)];
    const body = files.map((f) => `<sitemap><loc>${xmlEscape(origin + f)}</loc></sitemap>`).join('\n');
    return sendXml(
      reply,
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`,
    );
  });

  app.get('/sitemap-pages.xml', async (_request, reply) => sendXml(reply, urlset(await pageUrls())));

  app.get('/sitemap-farms/:file', async (request, reply) => {
    const match = /^(\d{1,6})\.xml$/.exec((request.params as { file: string }).file);
    if (!match) throw notFound();
    const from = Number(match[1]) * LISTINGS_PER_SITEMAP;
    const list = await rows<{ id: number; updated_at: Date }>(
      db,
      sql`SELECT id, updated_at FROM farms WHERE status = 'published' AND id >= ${lit(from)} AND id < ${lit(from + LISTINGS_PER_SITEMAP)} ORDER BY id`,
    );
    return sendXml(reply, urlset(farmUrls(list)));
  });

  app.get('/robots.txt', async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(lines.join('\n'));
  });
}
