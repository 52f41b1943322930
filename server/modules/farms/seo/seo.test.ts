import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { findClientDir, renderHead } from '../../../plugins/spa.js';
import { as, createTestApp, ORIGIN, registerUser, type TestUser } from '../../../test/helpers.js';
import { farmHead, schemaOpeningHours } from './farm-head.js';
import { createListing } from '../test-fixtures.js';

const { app, db, config } = await createTestApp();
const head = farmHead(db, config);
const asRequest = (user: TestUser | null = null, lang: 'en' | 'es' = 'en') =>
  ({ user: user ? { id: user.id, userType: 'farmer' } : null, lang }) as unknown as FastifyRequest;
const metaOf = (html: string, attr: string) => new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)">`).exec(html)?.[1];
let farmer: TestUser;
let published: { id: number; updatedAt: string };
let draft: { id: number };

beforeAll(async () => {
  farmer = await registerUser(app, 'farmer');
  published = await createListing(app, farmer, {
    name: 'Willow Creek Orchard',
    categories: ['fruit', 'eggs'],
    city: 'Sebastopol',
    region: 'CA',
    lat: 38.4,
    lng: -122.82,
    openingHours: 'Mo-Fr 09:00-17:00; Sa 10:00-14:00',
    phone: '(707) 555-0100',
  });
  draft = await createListing(app, farmer, { name: 'Secret Draft Farm' }, false);
});

describe('/farm/{id} head', () => {
  it('has the title, description and schema.org LocalBusiness JSON-LD of a published listing', async () => {
    const h = (await head({ id: String(published.id) }, asRequest()))!;
    expect(h.title).toBe('Willow Creek Orchard · Sebastopol, CA');
    expect(h.description).toMatch(/^Farm stand in Sebastopol, CA/);
    expect(h.status).toBeUndefined();
    expect(h.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Willow Creek Orchard',
      url: `${ORIGIN}/farm/${published.id}`,
      telephone: '(707) 555-0100',
      address: { '@type': 'PostalAddress', addressLocality: 'Sebastopol', addressRegion: 'CA', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: 38.4, longitude: -122.82 },
      openingHours: ['Mo-Fr 09:00-17:00', 'Sa 10:00-14:00'],
    });
    expect(h.jsonLd).not.toHaveProperty('aggregateRating');
    const html = renderHead(h, ORIGIN, {} as never);
    expect(html).toContain('<title>Willow Creek Orchard · Sebastopol, CA · Farm Stand Finder</title>');
    expect(html).toContain('application/ld+json');
  });

  it('is in a Spanish reader’s language: the description names the kind and the products in Spanish', async () => {
    const en = (await head({ id: String(published.id) }, asRequest()))!;
    expect(en.description).toMatch(/^Farm stand in Sebastopol, CA · fruit, eggs\. /);
    const es = (await head({ id: String(published.id) }, asRequest(null, 'es')))!;
    expect(es.title).toBe('Willow Creek Orchard · Sebastopol, CA');
    expect(es.description).toMatch(/^Puesto de granja en Sebastopol, CA · fruta, huevos\. /);
    expect((await head({ id: '999999999' }, asRequest(null, 'es')))!.title).toBe('Puesto no encontrado');
  });

  // Issue 35, point 6: the page a Spanish reader is sent, by the browser's Accept-Language or the `lang` cookie.
  it.skipIf(!findClientDir())('sends a Spanish reader the listing’s head in Spanish, Open Graph tags included', async () => {
    for (const headers of [{ 'accept-language': 'es-MX,es;q=0.9' }, { cookie: 'lang=es' }]) {
      const res = await as(app, null)({ method: 'GET', url: `/farm/${published.id}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="es">');
      expect(metaOf(res.body, 'description'), JSON.stringify(headers)).toMatch(/^Puesto de granja en Sebastopol, CA · fruta, huevos\./);
      expect(metaOf(res.body, 'og:description')).toBe(metaOf(res.body, 'description'));
      expect(metaOf(res.body, 'og:title')).toBe('Willow Creek Orchard · Sebastopol, CA');
      expect(metaOf(res.body, 'og:locale')).toBe('es_LA');
    }
    const en = await as(app, null)({ method: 'GET', url: `/farm/${published.id}`, headers: { 'accept-language': 'en-US' } });
    expect(metaOf(en.body, 'description')).toMatch(/^Farm stand in Sebastopol, CA/);
    expect(metaOf(en.body, 'og:locale')).toBe('en_US');
  });

  it('is a 404 for unknown listings, and for drafts unless the owner looks', async () => {
    expect((await head({ id: '999999999' }, asRequest()))!.status).toBe(404);
    expect((await head({ id: String(draft.id) }, asRequest()))!.status).toBe(404);
    const own = (await head({ id: String(draft.id) }, asRequest(farmer)))!;
    expect(own.status).toBeUndefined();
    expect(own.jsonLd).toBeUndefined();
  });

  it.skipIf(!findClientDir())('is in the HTML the server sends', async () => {
    const res = await as(app, null)({ method: 'GET', url: `/farm/${published.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"@type":"LocalBusiness"');
    expect((await as(app, null)({ method: 'GET', url: `/farm/${draft.id}` })).statusCode).toBe(404);
    // Not an id at all: the page says "Stand not found", and so does the status.
    for (const url of ['/farm/abc', '/farm/kowalski-roadside-stand/', `/farm/${published.id}x`]) {
      expect((await as(app, null)({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('states only simple opening hours to schema.org', () => {
    expect(schemaOpeningHours('24/7')).toEqual(['Mo-Su']);
    expect(schemaOpeningHours('Mo,We,Fr 08:00-12:00,13:00-17:00')).toEqual(['Mo,We,Fr 08:00-12:00,13:00-17:00']);
    expect(schemaOpeningHours('Apr-Oct: Mo-Su 08:00-19:00')).toBeUndefined();
    expect(schemaOpeningHours('Mo-Fr sunrise-sunset')).toBeUndefined();
    expect(schemaOpeningHours(null)).toBeUndefined();
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists the public pages and published listings with lastmod, never drafts', async () => {
    const res = await as(app, null)({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain(`<loc>${ORIGIN}/browse</loc>`);
    expect(res.body).toMatch(new RegExp(`<url><loc>${ORIGIN}/farm/${published.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
    expect(res.body).not.toContain(`/farm/${draft.id}<`);
    const chunk = await as(app, null)({ method: 'GET', url: '/sitemap-farms/0.xml' });
    expect(chunk.statusCode).toBe(200);
    expect((await as(app, null)({ method: 'GET', url: '/sitemap-farms/x.xml' })).statusCode).toBe(404);
  });

  it('/sitemap.xml names each page’s address per language and the plain one as x-default (hreflang)', async () => {
    const res = await as(app, null)({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (path: string) =>
      new RegExp(`<url><loc>${ORIGIN}${path}</loc>(?:<lastmod>[^<]+</lastmod>)?((?:<xhtml:link [^>]+/>)*)</url>`).exec(res.body)?.[1];
    for (const path of ['/about', '/browse', `/farm/${published.id}`]) {
      expect(entry(path), path).toBe(
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}${path}?lang=en"/>` +
          `<xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}${path}?lang=es"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${path}"/>`,
      );
    }
  });

  it('/robots.txt points to the sitemap and keeps crawlers out of private pages', async () => {
    const res = await as(app, null)({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /farm/*/stock/');
    expect(res.body).not.toMatch(/Disallow: \/farm\/?$/m);
  });
});
