import { describe, expect, it } from 'vitest';
import { findClientDir } from './spa.js';
import { as, createTestApp } from '../test/helpers.js';

const { app } = await createTestApp();

// The service worker's offline page (decision 022): the built client with its config and no page content.
describe.skipIf(!findClientDir())('/app-shell', () => {
  it('is the client with its settings, kept out of search engines and never cached as a page', async () => {
    const res = await as(app, null)({ method: 'GET', url: '/app-shell' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<meta name="fsf-config"');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toMatch(/<script type="module"[^>]* src="\/assets\/main-[\w-]+\.js">/);
    expect(res.body).not.toContain('<!--app-head-->');
  });

  it('is named in the service worker the build wrote, with the entry script it checks for', async () => {
    const sw = await as(app, null)({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const entry = /src="(\/assets\/main-[\w-]+\.js)"/.exec((await as(app, null)({ method: 'GET', url: '/app-shell' })).body)![1];
    expect(sw.body).toContain('"/app-shell"');
    expect(sw.body).toContain(JSON.stringify(entry));
    expect(sw.body).not.toMatch(/@@version@@|__PRECACHE_MANIFEST__/);
  });
});
