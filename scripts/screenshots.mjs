// Screenshots of pages at phone (390 px) and desktop (1280 px) widths, for looking at what we build.
// Usage: node scripts/screenshots.mjs <baseUrl> <outDir> [path ...]   (signs in as the demo farmer with --as=farmer)
import fs from 'node:fs';
import { FULL_PAGE_STYLE, launchChromium } from './chromium.mjs';

const [base = 'http://localhost:5000', out = '/tmp/shots', ...rest] = process.argv.slice(2);
const asUser = rest.find((a) => a.startsWith('--as='))?.slice(5);
const paths = rest.filter((a) => !a.startsWith('--'));
fs.mkdirSync(out, { recursive: true });
const browser = await launchChromium();
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 }, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    localStorage.setItem('fsf:newsletter-dismissed', '1');
    localStorage.setItem('fsf:sponsor-last-shown', String(Date.now()));
  });
  const page = await context.newPage();
  if (asUser) {
    const res = await page.request.post(`${base}/api/login`, {
      data: { email: `${asUser}@example.com`, password: 'fresh-produce' },
      headers: { origin: base },
    });
    if (!res.ok()) console.error('login failed', await res.text());
  }
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' }).catch(() => {});
    await page.waitForTimeout(2200);
    const file = `${out}/${(p.replace(/[/?=&]+/g, '_') || 'home').replace(/^_/, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true, style: FULL_PAGE_STYLE });
    console.log(file);
  }
  await context.close();
}
await browser.close();
