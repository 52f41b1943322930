import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { screens } from './screens';

test.use({ viewport: { width: 390, height: 844 } });

// The screenshots people look at are not assertions: one that cannot be taken is a warning, never a failed or hung
// test. Playwright waits for document.fonts.ready before a capture; a font whose file never comes holds it, as a page
// starved of CPU once held a full-page capture until the test's timeout.
test('a screenshot that cannot be taken only warns, and the page keeps its viewport', async ({ page }) => {
  await page.route('**/never.woff2', () => {}); // never answered
  fs.rmSync('screenshots/e2e-self-test', { recursive: true, force: true });
  await page.setContent(`<style>@font-face { font-family: Never; src: url(https://fonts.example/never.woff2); } p { font-family: Never }</style><p>Slow</p>`, {
    waitUntil: 'domcontentloaded',
  });
  const started = Date.now();
  await screens(page, 'e2e-self-test', 'held', { timeout: 1_000 });
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(
    test
      .info()
      .annotations.filter((a) => a.type === 'warning')
      .map((a) => a.description),
  ).toEqual([
    'screenshots/e2e-self-test/held-390.png not taken: no screenshot within 1 s',
    'screenshots/e2e-self-test/held-1280.png not taken: no screenshot within 1 s',
  ]);
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  expect(fs.existsSync('screenshots/e2e-self-test/held-390.png')).toBe(false);
});
