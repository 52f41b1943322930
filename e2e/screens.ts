import { test, type Page } from '@playwright/test';
import { FULL_PAGE_STYLE } from '../scripts/chromium.mjs';

/** The widths people look at: the phone's and a desktop's. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * Full-page screenshots for people to look at (screenshots/<folder>/<name>-390.png and -1280.png, kept out of git),
 * not assertions. Under CI load one full-page capture hung until the 90 s test timeout and failed a test that had
 * passed everything it checks: each shot gets its own short timeout, and a shot that runs out is only a warning (on
 * the console and as an annotation in the report). The page is left at the viewport it had.
 * `desktopHeight`: the 1280 px viewport's height, for a page whose layout depends on it.
 */
export async function screens(page: Page, folder: string, name: string, { desktopHeight = 800, timeout = 15_000 } = {}) {
  const found = page.viewportSize();
  try {
    for (const size of SIZES) {
      const viewport = size.width === 1280 ? { ...size, height: desktopHeight } : size;
      const now = page.viewportSize();
      if (now?.width !== viewport.width || now.height !== viewport.height) await page.setViewportSize(viewport);
      await shot(page, `screenshots/${folder}/${name}-${viewport.width}.png`, { timeout });
    }
  } finally {
    // A context made with no fixed viewport has none to go back to; the page stays at the last size set.
    if (found && !page.isClosed()) await page.setViewportSize(found);
  }
}

/** One full-page screenshot at the page's size, to `path`, under the same rule: a capture that runs out of time warns. */
export async function shot(page: Page, path: string, { timeout = 15_000 } = {}) {
  try {
    await page.screenshot({ path, fullPage: true, timeout, style: FULL_PAGE_STYLE });
  } catch (err) {
    // A closed page or a bad path is a real failure; only a capture that runs out of time is let go.
    if ((err as Error).name !== 'TimeoutError') throw err;
    const description = `${path} not taken: no screenshot within ${timeout / 1000} s`;
    console.warn(`[screens] ${description}`);
    test.info().annotations.push({ type: 'warning', description });
  }
}
