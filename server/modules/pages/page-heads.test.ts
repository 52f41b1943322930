import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../../lib/i18n.js';
import { findClientDir, renderHead } from '../../plugins/spa.js';
import { ORIGIN, createTestApp, registerUser } from '../../test/helpers.js';

// Issue 16, point 2: a public page's <head> in the reader's language, and an address per language for crawlers.
const hreflang = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [lang, href]);
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, attr: string) => new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)">`).exec(html)?.[1];

describe('pickLanguage', () => {
  it('takes a page address’s ?lang= over the account, the cookie and the browser', () => {
    expect(pickLanguage({ query: 'es', userLanguage: 'en', cookie: 'en', acceptLanguage: 'en-US' })).toBe('es');
    expect(pickLanguage({ query: 'en', userLanguage: 'es', cookie: 'es', acceptLanguage: 'es' })).toBe('en');
    // A language it does not speak is no choice at all: the next source decides.
    expect(pickLanguage({ query: 'fr', userLanguage: null, cookie: 'es' })).toBe('es');
  });
});

describe('renderHead', () => {
  it('writes the default title and description in the reader’s language, with its Open Graph locale', () => {
    const es = renderHead({ canonicalPath: '/' }, ORIGIN, {} as never, { lang: 'es' });
    expect(titleOf(es)).toBe('Farm Stand Finder — Te conectamos con puestos de granja locales');
    expect(metaOf(es, 'description')).toMatch(/^Encuentra puestos de granja/);
    expect(metaOf(es, 'og:locale')).toBe('es_LA');
    expect(metaOf(es, 'og:locale:alternate')).toBe('en_US');
    const en = renderHead({ canonicalPath: '/' }, ORIGIN, {} as never);
    expect(titleOf(en)).toBe('Farm Stand Finder — Connecting you with local farm stands');
    expect(metaOf(en, 'description')).toBe(
      'Find farm stands, u-picks and farmers markets near you that are open right now, see what is in stock, and plan a day trip of fresh food.',
    );
    // Only an indexable page links its other languages.
    expect(hreflang(en)).toEqual([]);
  });

  it('links each language’s own address and the plain one as x-default; a ?lang= address is its own canonical', () => {
    const html = renderHead({ canonicalPath: '/about' }, ORIGIN, {} as never, { lang: 'es', inUrl: true, alternates: true });
    expect(hreflang(html)).toEqual([
      ['en', `${ORIGIN}/about?lang=en`],
      ['es', `${ORIGIN}/about?lang=es`],
      ['x-default', `${ORIGIN}/about`],
    ]);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/about?lang=es">`);
    expect(metaOf(html, 'og:url')).toBe(`${ORIGIN}/about?lang=es`);
  });
});

describe('a public page in Spanish (the HTML the server sends)', async () => {
  const { app } = await createTestApp();
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it.skipIf(!findClientDir())('?lang=es: <html lang="es">, the Spanish title, description and Open Graph tags, and the hreflang links', async () => {
    const res = await page('/about?lang=es', { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="es">');
    expect(titleOf(html)).toBe('Acerca de Farm Stand Finder · Farm Stand Finder');
    expect(metaOf(html, 'og:title')).toBe('Acerca de Farm Stand Finder');
    expect(metaOf(html, 'description')).toBe('Por qué creamos Farm Stand Finder: el camino más corto del campo a tu mesa.');
    expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
    expect(metaOf(html, 'og:locale')).toBe('es_LA');
    expect(hreflang(html)).toEqual([
      ['en', `${ORIGIN}/about?lang=en`],
      ['es', `${ORIGIN}/about?lang=es`],
      ['x-default', `${ORIGIN}/about`],
    ]);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/about?lang=es">`);
    // The page itself is rendered in Spanish too, and carries the Spanish messages the browser hydrates with.
    expect(html).toMatch(/<h1[^>]*>Acerca de Farm Stand Finder<\/h1>/);
    expect(html).toContain('"lang":"es"');
  });

  it.skipIf(!findClientDir())('the cookie and the browser choose as before; ?lang=en wins over them for that page view only', async () => {
    const byCookie = await page('/how-it-works', { cookie: 'lang=es' });
    expect(byCookie.body).toContain('<html lang="es">');
    expect(titleOf(byCookie.body)).toBe('Encuentra lo fresco y abierto cerca de ti · Farm Stand Finder');
    // The plain address stays canonical for the page that picks its reader's language.
    expect(byCookie.body).toContain(`<link rel="canonical" href="${ORIGIN}/how-it-works">`);

    const english = await page('/how-it-works?lang=en', { cookie: 'lang=es', 'accept-language': 'es' });
    expect(english.body).toContain('<html lang="en">');
    expect(titleOf(english.body)).toBe('Find what’s fresh and open, near you · Farm Stand Finder');
    expect(english.headers['set-cookie']).toBeUndefined();

    const user = await registerUser(app);
    await app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { origin: ORIGIN, cookie: user.cookie }, payload: { language: 'en' } });
    const signedIn = await page('/browse?lang=es', { cookie: user.cookie });
    expect(signedIn.body).toContain('<html lang="es">');
    expect(titleOf(signedIn.body)).toBe('Explorar puestos de granja · Farm Stand Finder');
    expect((await page('/browse', { cookie: user.cookie })).body).toContain('<html lang="en">');
  });

  it.skipIf(!findClientDir())('a page that is not found links no alternates', async () => {
    const res = await page('/no/such/page?lang=es');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="es">');
    expect(hreflang(res.body)).toEqual([]);
  });

  it('?lang= on an API address changes nothing: the API follows the account, cookie and browser', async () => {
    const byQuery = await app.inject({ method: 'GET', url: '/api/favorites?lang=es', headers: { 'accept-language': 'en' } });
    const byCookie = await app.inject({ method: 'GET', url: '/api/favorites?lang=es', headers: { 'accept-language': 'en', cookie: 'lang=es' } });
    expect(byCookie.json().message).toBe('Inicia sesión primero.');
    expect(byQuery.statusCode).toBe(byCookie.statusCode);
    expect(byQuery.json().message).not.toBe(byCookie.json().message);
  });
});
