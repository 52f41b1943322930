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
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const bodies = [];
  for (const encoding of ['br', 'gzip', 'identity']) {
    const res = await request.get(script!, { headers: { 'accept-encoding': encoding } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(res.headers().vary).toMatch(/accept-encoding/i);
    bodies.push(await res.text()); // decoded by the client
  }
  expect(bodies[0].length).toBeGreaterThan(10_000);
  expect(bodies[1]).toBe(bodies[0]);
  expect(bodies[2]).toBe(bodies[0]);

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
