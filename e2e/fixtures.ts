import crypto from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ADMIN, adminSessionCookie } from './admin-session';
import { waitForMail } from './mail';

export { ADMIN, adminHeaders } from './admin-session';

export const PASSWORD = 'e2e correct horse';
export const DEMO = { farmer: 'farmer@example.com', consumer: 'consumer@example.com', password: 'fresh-produce' };

const randomIp = () => `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;
export const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;

/**
 * Quiet overlays unless a test is about them: banner dismissed, sponsor "just shown", install card untouched.
 * `pageViews`: the sponsor popup's count of earlier page views, on the first load (3 make it due, docs/product.md §S4).
 */
export async function quietOverlays(page: Page, { banner = false, sponsor = false, pageViews = 0 } = {}) {
  await page.addInitScript(
    ({ banner, sponsor, pageViews }) => {
      if (sessionStorage.getItem('e2e-init')) return; // only on the first load of this tab
      sessionStorage.setItem('e2e-init', '1');
      if (!banner) localStorage.setItem('fsf:newsletter-dismissed', '1');
      if (!sponsor) localStorage.setItem('fsf:sponsor-last-shown', String(Date.now()));
      if (pageViews) localStorage.setItem('fsf:page-views', String(pageViews));
    },
    { banner, sponsor, pageViews },
  );
}

/**
 * Resolves once an overlay that opens after a delay (banner, onboarding, sponsor popup) has had its time on a page
 * loaded before this call. A control page, in a fresh context that `prepare` sets up so the overlay is due, opens
 * `path` and waits until `overlay` shows there. A check after this that the overlay stayed away on the page under
 * test then proves something; a fixed sleep before it would not.
 */
export async function waitForOverlayOnControl(
  browser: Browser,
  baseURL: string,
  { path, prepare, overlay }: { path: string; prepare: (page: Page) => Promise<void>; overlay: (page: Page) => Locator },
) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await prepare(page);
    await page.goto(path);
    await expect(overlay(page)).toBeVisible({ timeout: 15_000 });
  } finally {
    await context.close();
  }
}

/**
 * Makes an account over the API (from its own forwarded address, so sign-up limits stay out of the way).
 * `verified`: open the emailed confirmation link, as messages and reviews need a confirmed address.
 */
export async function createUser(
  request: APIRequestContext,
  baseURL: string,
  userType: 'farmer' | 'consumer',
  opts: { onboarded?: boolean; verified?: boolean } = {},
) {
  const email = uniqueEmail(userType);
  const headers = { origin: baseURL, 'x-forwarded-for': randomIp() };
  const res = await request.post(`${baseURL}/api/register`, {
    data: { email, password: PASSWORD, firstName: userType === 'farmer' ? 'Fern' : 'Casey', userType },
    headers,
  });
  expect(res.status(), await res.text()).toBe(201);
  if (opts.onboarded !== false) expect((await request.post(`${baseURL}/api/user/complete-onboarding`, { data: {}, headers })).ok()).toBe(true);
  if (opts.verified) {
    const { link } = await waitForMail(email, /Confirm your email/);
    const token = new URL(link!).searchParams.get('token');
    expect((await request.post(`${baseURL}/api/verify-email`, { data: { token }, headers })).ok()).toBe(true);
  }
  return { email, password: PASSWORD };
}

/** Signs in through the API in the page's own cookie jar (the admin: with the worker's admin session, see admin-session.ts). */
export async function signIn(page: Page, email: string, password: string) {
  const baseURL = new URL(page.url() === 'about:blank' ? `http://localhost:${process.env.E2E_PORT ?? 5180}` : page.url()).origin;
  if (email === ADMIN.email) {
    await page.context().addCookies([{ name: 'fsf_session', value: await adminSessionCookie(baseURL), url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
    return;
  }
  const res = await page.request.post('/api/login', { data: { email, password }, headers: { origin: baseURL, 'x-forwarded-for': randomIp() } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Toasts live for docs/product.md's 2 s, which a loaded CI machine can miss between two polls: record the text of every
 * toast the page shows, from its first script on, and assert on that record.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { toastTexts: string[] }).toastTexts = []);
    const known = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        if (known.has(el) || !el.textContent) continue;
        known.add(el);
        seen.push(el.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until a toast with this title (and description) has been shown `times` times; needs recordToasts() before goto. */
export async function expectToast(page: Page, title: string, description?: string, times = 1) {
  const pattern = new RegExp(`^${escapeRegExp(title)}${description ? `.*${escapeRegExp(description)}` : ''}`, 's');
  await expect
    .poll(async () => (await page.evaluate(() => (window as unknown as { toastTexts: string[] }).toastTexts)).filter((t) => pattern.test(t)).length, {
      message: `toast "${title}"${description ? ` / "${description}"` : ''} shown ${times} time(s)`,
    })
    .toBeGreaterThanOrEqual(times);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * axe on a page, the same rules at half the time (0.4–1.4 s a page here instead of 1.0–2.2, the same findings):
 * - violations only: the passing nodes' selectors are never worked out (axe-core's API documentation, "Performance");
 * - legacy mode: axe.run() in the page itself. The default opens a blank page to merge the results of every frame;
 *   this app's pages have no frame of their own (the sponsor popup's video is quieted in tests, and a cross-origin
 *   frame is out of axe's reach either way).
 */
export const axe = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);

/**
 * axe-core finds no serious or critical violation on the page as it is now. A toast and the splash are waited out
 * first: either one fading away is half transparent, and axe would measure the contrast of that moment. (The
 * splash of a page rendered in the browser mounts with the app, so it can appear after a first waitForSplash.)
 */
export async function expectNoSeriousAxeViolations(page: Page, label = page.url()) {
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 8_000 });
  await waitForSplash(page);
  const { violations } = await axe(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
    label,
  ).toEqual([]);
}

/** Holds back every request matching `url` until `release()`, as a slow phone's network would; `asked()`: whether one came. */
export async function holdRequests(page: Page, url: RegExp) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** A layout shift the page's reader did not cause (none within half a second of an input), with what moved. */
export interface LayoutShift {
  at: number;
  value: number;
  moved: string[];
}

/** Records the page's layout shifts from its first paint on, for `layoutShiftsSince` to read. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null }> };
    const shifts: LayoutShift[] = ((window as unknown as { __shifts: LayoutShift[] }).__shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[])
        if (!entry.hadRecentInput)
          shifts.push({ at: entry.startTime, value: entry.value, moved: entry.sources.map((s) => (s.node?.textContent ?? '').slice(0, 60)) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded after `since` (the page's performance.now()). */
export const layoutShiftsSince = (page: Page, since = 0) =>
  page.evaluate((t) => (window as unknown as { __shifts: LayoutShift[] }).__shifts.filter((s) => s.at > t), since);

/** The listing page's lower sections' file (client/app/pages/farm-sections.tsx, decision 077). */
export const FARM_SECTIONS_CHUNK = /\/assets\/farm-sections-[^/]+\.js$/;

/** The icon sprite (decision 088): every icon is a <use> of one of its symbols. */
export const ICON_SPRITE = /\/assets\/icon-sprite-[\w-]+\.svg$/;

/**
 * Every icon on screen has its shape drawn from the sprite (a <use> whose symbol did not arrive measures 0 × 0), and
 * none carries paths of its own. Polled: the sprite arrives beside the page, not in it.
 */
export async function expectIconsDrawn(page: Page) {
  const icons = () =>
    page.evaluate(() => {
      const shown = [...document.querySelectorAll<SVGSVGElement>('svg.lucide')].filter((svg) => svg.checkVisibility());
      const blank = shown.filter((svg) => {
        const box = svg.querySelector('use')?.getBBox();
        return !box || (box.width === 0 && box.height === 0); // a straight line is 0 high or 0 wide
      });
      return { shown: shown.length, blank: blank.map((svg) => svg.getAttribute('class')), inlinePaths: document.querySelectorAll('svg.lucide path').length };
    });
  await expect
    .poll(icons, { message: 'every icon on screen drawn from the sprite, none with paths of its own' })
    .toEqual({ shown: expect.any(Number), blank: [], inlinePaths: 0 });
  expect((await icons()).shown).toBeGreaterThan(0);
}

/** Waits until the navigation splash is gone so the page underneath can be used. */
export async function waitForSplash(page: Page) {
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * Resolves once React has taken over a server-rendered page (at once for a page rendered in the browser). Its
 * scripts start after the first paint (decision 039), so a button can be on screen before it answers: a reader
 * waits for that, and so does a test, instead of clicking a form that would submit itself as plain HTML.
 */
export async function waitForHydration(page: Page) {
  await page
    .waitForFunction(
      () => {
        if (!document.querySelector('script[data-entry]')) return true;
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
      },
      null,
      { timeout: 15_000 },
    )
    // A page whose scripts cannot run (offline without them) is the test's own to judge.
    .catch((err: Error) => {
      if (err.name !== 'TimeoutError') throw err;
    });
}

/**
 * What every test's page gets: each page.goto and page.reload returns a page that answers (waitForHydration; with
 * JavaScript off, at once), and CSS animations and transitions run at ten times their speed (the page's animation
 * clock, through the DevTools protocol; it holds across navigations while the session stays open). Every full page
 * load shows the splash for docs/product.md's 1.5 s before a test can use the page beneath it: about 1.6 s saved a load,
 * some 7 minutes a run. Timers (the 400 ms navigation splash, toasts' 2 s) keep their real time.
 */
export async function preparePage(page: Page, { javaScriptEnabled = true } = {}) {
  if (javaScriptEnabled) {
    const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
  }
  const animations = await page.context().newCDPSession(page);
  await animations.send('Animation.enable');
  await animations.send('Animation.setPlaybackRate', { playbackRate: 10 });
}

/** A second person's phone (390 px) in its own context, prepared as every test's page is, overlays quiet, toasts kept. */
export async function newPhonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await preparePage(page);
  await quietOverlays(page);
  await recordToasts(page);
  return page;
}

export const test = base.extend<{ quiet: void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await preparePage(page, { javaScriptEnabled: javaScriptEnabled !== false });
    await use(page);
  },
  quiet: [
    async ({ page }, use) => {
      await quietOverlays(page);
      await use();
    },
    { auto: false },
  ],
});
export { expect };
