import { describe, expect, it } from 'vitest';
import { createAdmin, ORIGIN } from '../helpers.js';
import { appWithRoutes, routeKey } from './app-with-routes.js';
import { SAMPLES } from './fuzz-cases.js';

const { app, db, routes } = await appWithRoutes();
const admin = await createAdmin(app, db);
const changing = [...new Set(routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'GET').map(routeKey))];
const fill = (url: string) => url.replace(/:\w+/g, '1');

// A page on another site can make the browser send the session cookie with a form post or fetch (SameSite=Lax
// stops most, not all, e.g. top-level POSTs from older browsers): the server refuses them before any handler.
describe('cross-site requests', () => {
  it.each(changing)('%s is refused from another site', async (key) => {
    const [method, url] = key.split(' ');
    const base = { method: method as 'POST', url: fill(url), payload: SAMPLES[key] ?? {} };
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' }, // sandboxed iframes and some redirects
      { origin: 'http://localhost:5000.evil.example' },
    ]) {
      const res = await app.inject({ ...base, headers: { cookie: admin.cookie, ...headers } });
      expect(res.statusCode, `${key} ${JSON.stringify(headers)}`).toBe(403);
      expect(res.json().message).toBe('Cross-site requests are not allowed.');
    }
  });

  it('still lets the site itself and same-site tools in', async () => {
    const same = await app.inject({ method: 'POST', url: '/api/logout', headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' } });
    expect(same.statusCode).toBe(200);
  });
});
