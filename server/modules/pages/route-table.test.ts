import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@common/i18n/catalogues.js';
import { disallowedPaths, INDEXABLE_PAGES, PAGE_HEADS, ROUTE_NAMES, ROUTE_TABLE, SIGNED_IN_PREFIXES, type AppRoute } from '@common/routes.js';
import { as, createTestApp, ORIGIN, registerUser } from '../../test/helpers.js';
import { createListing } from '../farms/test-fixtures.js';
import { PAGE_HEAD_PATTERN, pageHead } from './page-heads.js';

// Issue 35 point 4: one route table (common/routes.ts) that the links, the router, the page heads, the sitemap,
// robots.txt and the accessibility test all read.
const { app } = await createTestApp();
const request = (lang: 'en' | 'es') => ({ lang }) as unknown as FastifyRequest;
const lookUp = (lang: 'en' | 'es', key: string) => {
  const [ns, path] = key.split(':');
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], (catalogues[lang] as Record<string, unknown>)[ns]);
};
const route = (name: (typeof ROUTE_NAMES)[number]): AppRoute => ROUTE_TABLE[name];

describe('the route table', () => {
  it('gives every route a head; a public page with words of its own has them in English and Spanish, and the server serves them', async () => {
    for (const name of ROUTE_NAMES) {
      const r = route(name);
      expect(r.head, name).toBeDefined();
      // A signed-in page is the app shell: it never has a head of its own words (crawlers never see it).
      if (r.signedIn) expect(['private', 'admin'], name).toContain(r.head);
      if (typeof r.head !== 'object') continue;
      for (const lang of ['en', 'es'] as const) {
        for (const key of [r.head.title, r.head.description]) expect(typeof lookUp(lang, key), `${name} ${lang} ${key}`).toBe('string');
      }
      expect(PAGE_HEAD_PATTERN.exec(r.pattern)?.groups?.path, name).toBe(r.pattern);
      const es = await pageHead({ path: r.pattern }, request('es'));
      expect(es, name).toEqual({ title: lookUp('es', r.head.title), description: lookUp('es', r.head.description) });
    }
    expect(Object.keys(PAGE_HEADS).length).toBeGreaterThan(10);
  });

  it('the sitemap lists every indexable page and a published listing, and no signed-in or uncrawled page', async () => {
    const farmer = await registerUser(app, 'farmer');
    const listing = await createListing(app, farmer, { name: 'Route Table Acres', lat: 42.0, lng: -74.0 });
    const res = await as(app, null)({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.slice(ORIGIN.length));
    const staticIndexable = ROUTE_NAMES.map(route).filter((r) => r.indexable && !/[:*]/.test(r.pattern));
    expect(staticIndexable.map((r) => r.pattern).sort()).toEqual([...INDEXABLE_PAGES].sort());
    for (const r of staticIndexable) expect(locs, r.pattern).toContain(r.pattern);
    // The indexable patterns with a parameter are listed row by row: the listing published above is there.
    expect(route('farm').indexable).toBe(true);
    expect(locs).toContain(`/farm/${listing.id}`);
    for (const name of ROUTE_NAMES) {
      const r = route(name);
      if (r.indexable || !/^\/[\w-]*$/.test(r.pattern)) continue;
      expect(locs, name).not.toContain(r.pattern);
    }
  });

  it('robots.txt keeps crawlers from every signed-in page and every page not to crawl', async () => {
    const res = await as(app, null)({ method: 'GET', url: '/robots.txt' });
    const disallowed = [...res.body.matchAll(/^Disallow: (.+)$/gm)].map(([, p]) => p);
    expect(disallowed).toEqual(['/api/', ...disallowedPaths()]);
    for (const prefix of SIGNED_IN_PREFIXES)
      expect(
        disallowed.some((d) => prefix === d || prefix.startsWith(`${d}/`)),
        prefix,
      ).toBe(true);
    expect(disallowed).toContain('/farm/*/stock/');
    expect(disallowed).toContain('/reset-password');
    // The public pages stay open to crawlers.
    for (const page of INDEXABLE_PAGES.filter((p) => p !== '/'))
      expect(
        disallowed.some((d) => page === d || page.startsWith(`${d}/`)),
        page,
      ).toBe(false);
  });
});
