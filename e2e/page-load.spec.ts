import { test, expect } from './fixtures';

// What a phone downloads, and that the pages run under the CSP: the app's scripts and styles come precompressed
// with a year-long immutable cache; API answers are compressed on the fly.
test('the first page loads its scripts and styles compressed, and the browser runs them', async ({ page }) => {
  const assets: Array<{ url: string; encoding?: string; cache?: string }> = [];
  page.on('response', (res) => {
    if (/\/assets\/.+\.(js|css)$/.test(new URL(res.url()).pathname))
      assets.push({ url: res.url(), encoding: res.headers()['content-encoding'], cache: res.headers()['cache-control'] });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // the app ran from what it downloaded
  expect(assets.length).toBeGreaterThan(1);
  for (const a of assets) {
    expect(a.encoding, a.url).toBe('br');
    expect(a.cache, a.url).toBe('public, max-age=31536000, immutable');
  }
});

test('each encoding, or none, gives the same script; API answers are compressed when accepted', async ({ request, page }) => {
  await page.goto('/');
  // The entry and the files it starts (React DOM, the app: client/app/main.tsx), as the after-paint script's tag names
  // them (client/app/after-paint.ts).
  const tag = page.locator('script[data-entry]');
  const scripts = [await tag.getAttribute('data-entry'), ...((await tag.getAttribute('data-preload')) ?? '').split(' ')].filter(Boolean);
  expect(scripts.length).toBeGreaterThan(2);
  let bytes = 0;
  for (const script of scripts) {
    const bodies = [];
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await request.get(script!, { headers: { 'accept-encoding': encoding } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(res.headers().vary).toMatch(/accept-encoding/i);
      bodies.push(await res.text()); // decoded by the client
    }
    expect(bodies[1], script!).toBe(bodies[0]);
    expect(bodies[2], script!).toBe(bodies[0]);
    bytes += bodies[0].length;
  }
  expect(bytes).toBeGreaterThan(100_000); // React DOM and the app, not only the entry's few lines

  const farms = await request.get('/api/farms?limit=20', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(farms.headers()['content-encoding']).toBe('br');
  expect((await farms.json()).items.length).toBeGreaterThan(0);
});

test('no page trips the Content Security Policy (no inline script, no eval)', async ({ page, request }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`));
  });
  const farm = (await (await request.get('/api/farms?limit=1')).json()).items[0];
  for (const path of ['/', '/browse', `/farm/${farm.id}`, '/blog', '/support']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
  }
});

test('a server-rendered page asks for its scripts only after its first contentful paint, then hydrates', async ({ page }) => {
  await page.goto('/browse');
  // Hydrated: React has taken over the root (what the after-paint script exists to start).
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
  const order = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => /\/assets\/.+\.js$/.test(r.name) && !r.name.includes('/after-paint-'))
      .map((r) => r.startTime),
  }));
  expect(order.paint).toBeGreaterThan(0);
  expect(order.scripts.length).toBeGreaterThan(2);
  for (const start of order.scripts) expect(start).toBeGreaterThanOrEqual(order.paint!);
});

test('the public pages do not download the zod contract (schemas chunk) before anything is submitted', async ({ page, request }) => {
  const farm = (await (await request.get('/api/farms?limit=1')).json()).items[0];
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  for (const path of ['/', '/browse?location=12401', '/open-now', `/farm/${farm.id}`, '/blog']) {
    await page.goto(path);
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.some((s) => s.includes('/main-'))).toBe(true);
  expect(scripts.filter((s) => /\/schemas-[\w-]+\.js$/.test(s))).toEqual([]);
});
