// The README's picture (docs/screenshot.png): a search on a demo town at desktop width, once the splash is gone and the
// first results are in, with no prompt over them, so it shows the product as a shopper uses it (issue 34, point 10).
// Usage: node scripts/readme-screenshot.mjs [baseUrl] [outFile]   against an app started with DEMO_DATA=1.
import { launchChromium } from './chromium.mjs';

const [base = 'http://localhost:5000', out = 'docs/screenshot.png'] = process.argv.slice(2);
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'en-US' });
await context.addInitScript(() => {
  localStorage.setItem('fsf:newsletter-dismissed', '1');
  localStorage.setItem('fsf:sponsor-last-shown', String(Date.now()));
});
const page = await context.newPage();
// Kingston, NY: one of the four towns the demo listings are around (README).
await page.goto(`${base}/browse?location=Kingston%2C+NY`, { waitUntil: 'networkidle' });
await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 15_000 });
await page
  .locator('article, li')
  .filter({ hasText: /Open|Closed/ })
  .first()
  .waitFor({ timeout: 15_000 });
await page.mouse.move(0, 0);
await page.screenshot({ path: out });
console.log(out);
await browser.close();
