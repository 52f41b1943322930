import type { Page, Request } from '@playwright/test';
import { test, expect, createUser, signIn, quietOverlays } from './fixtures';
import { intlCalls, recordIntl } from './intl-probe';
import { createFarmerWithListings, tag } from './listing-fixtures';

// The browser takes over each server-rendered page without a hydration error, a console error or a second fetch
// of what the HTML carried. The browser's zone and language are far from the server's (UTC, en-US): anything that
// renders the visitor's clock or zone differently on the two sides shows up here.
test.use({ timezoneId: 'Pacific/Kiritimati', locale: 'en-GB' });

const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function watch(page: Page) {
  const errors: string[] = [];
  const fetched: string[] = [];
  page.on('console', (m) => {
    // The document of a not-found page is a 404, which the browser reports as a failed load: that one is expected.
    if (m.type() === 'error' && !(m.text().includes('status of 404') && m.location().url === page.url())) errors.push(m.text());
    if (m.type() === 'warning' && /hydrat/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname.startsWith('/api/')) fetched.push(url.pathname + url.search);
  });
  return { errors, fetched };
}

/** Opens `path` and waits until the browser has taken the page over: its first page view is reported from an effect. */
async function openHydrated(page: Page, path: string) {
  const viewed = page.waitForRequest((r) => r.url().endsWith('/api/analytics/pageview') && r.method() === 'POST');
  await page.goto(path);
  await viewed;
  await page.waitForLoadState('networkidle');
}

test.beforeEach(async ({ page }) => {
  await quietOverlays(page);
  // Map tiles come from the network, which the test machine has not: a blank tile stands in.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
});

test('public pages hydrate with no error and fetch nothing the HTML carried', async ({ page, request }) => {
  const farm = (await (await request.get('/api/farms?location=12401&limit=1')).json()).items[0] as { id: number };
  const slug = (await (await request.get('/api/blog/posts?limit=1')).json()).items[0].slug as string;
  const { errors, fetched } = watch(page);
  // Each page, and the API reads its first render would have made without the server's answers.
  const pages: Array<[string, RegExp | null]> = [
    ['/', null],
    ['/browse?location=12401', /^\/api\/farms\?/],
    ['/browse?location=12401&open=now&q=eggs', /^\/api\/farms\?/],
    ['/browse?location=12401&view=map', /^\/api\/farms\?/],
    ['/open-now?location=12401', /^\/api\/farms\?/],
    ['/in-season?location=12401', /^\/api\/in-season\?/],
    [`/farm/${farm.id}`, new RegExp(`^/api/farms/${farm.id}$`)],
    ['/blog', /^\/api\/blog\//],
    [`/blog/${slug}`, /^\/api\/blog\//],
    ['/success-stories', /^\/api\/blog\//],
    ['/how-it-works', null],
    ['/about-us', null],
    ['/support', null],
    ['/privacy-policy', null],
    ['/terms-of-service', null],
    ['/join', null],
    ['/farmers', null],
    ['/market-vendors', null],
    ['/ambassador', null],
    ['/auth', null],
    ['/forgot-password', null],
    ['/farm/987654321', /^\/api\/farms\/987654321$/],
    ['/no/such/page', null],
  ];
  for (const [path, carried] of pages) {
    fetched.length = 0;
    await openHydrated(page, path);
    expect(errors, path).toEqual([]);
    // Neither the page's data nor the sign-in status and site switches every page reads.
    const refetched = fetched.filter((u) => (carried && carried.test(u)) || /^\/api\/(user|maintenance\/settings|coming-soon\/settings)$/.test(u));
    expect(refetched, path).toEqual([]);
  }
});

test('a signed-in user’s pages hydrate too, and the page works once hydrated', async ({ page, request, baseURL }) => {
  const user = await createUser(request, baseURL!, 'consumer');
  await signIn(page, user.email, user.password);
  expect((await page.request.put('/api/user/home', { data: { location: '12401' }, headers: { origin: baseURL! } })).status()).toBe(200);
  const { errors, fetched } = watch(page);
  for (const path of ['/', '/open-now', '/in-season', '/browse', '/blog']) {
    fetched.length = 0;
    await openHydrated(page, path);
    expect(errors, path).toEqual([]);
    expect(
      fetched.filter((u) => u === '/api/user'),
      path,
    ).toEqual([]);
  }
  // Hydrated means interactive: the open-now switch changes the search in the address.
  await openHydrated(page, '/browse?location=12401');
  await page.getByTestId('splash').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Open now' }).click();
  await expect(page).toHaveURL(/open=now/);
  expect(errors).toEqual([]);
});

test.describe('in Spanish, west of UTC', () => {
  // The Spanish hours grid once came out of Intl on the reader's clock: 8:00 rendered by the server (UTC) became
  // 0:00 in Los Angeles, a hydration error and the wrong hours on screen.
  test.use({ timezoneId: 'America/Los_Angeles', locale: 'es-US' });

  test('a stand’s page hydrates with the hours the server wrote', async ({ page, request, baseURL }) => {
    // Every day 8 to 5 in New York: the table has a time on each row, whatever the day the test runs.
    const { ids } = await createFarmerWithListings(request, baseURL!, [
      { name: `Hydrated ${tag()}`, lat: 41.93, lng: -74.0, openingHours: 'Mo-Su 08:00-17:00' },
    ]);
    const { errors } = watch(page);
    await openHydrated(page, `/farm/${ids[0]}`);
    expect(errors).toEqual([]);
    const served = await (await request.get(`/farm/${ids[0]}`, { headers: { 'accept-language': 'es-US' } })).text();
    const hours = page.getByRole('table', { name: /horario/i });
    const times = (await hours.locator('td').allTextContents()).filter((x) => /\d:\d\d/.test(x));
    expect(times.length).toBeGreaterThan(0);
    for (const text of times) expect(served).toContain(text);
  });
});

// Issue 31 point 1 (decision 073): the page hydrates in pieces, cards and sections one by one, and the sections below
// the fold only when they come near the screen or are touched. Whatever is touched first must still answer at once.
test.describe('at 390 px, touched right after the page is taken over', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a heart, a filter and the sections that hydrate when seen answer their first touch', async ({ page, request, baseURL }) => {
    const user = await createUser(request, baseURL!, 'consumer');
    await signIn(page, user.email, user.password);
    const { errors } = watch(page);

    // A card's heart, tapped as soon as the root is hydrated (the cards may not be yet).
    await page.goto('/browse?location=12401');
    const heart = page.getByRole('button', { name: /^Save .* to favorites$/ }).first();
    const label = (await heart.getAttribute('aria-label')) ?? (await heart.innerText());
    const name = /^Save (.*) to favorites$/.exec(label)![1];
    await heart.tap();
    await expect(page.getByRole('button', { name: `Remove ${name} from favorites` })).toHaveAttribute('aria-pressed', 'true');
    // A filter.
    await page.getByRole('button', { name: 'Open now' }).tap();
    await expect(page).toHaveURL(/open=now/);

    // A listing: the heart at the top, then the map, which hydrates (and shows) only once scrolled to.
    // (not the first, saved above)
    const farm = (await (await request.get('/api/farms?location=12401&limit=2')).json()).items[1] as { id: number; name: string };
    await openHydrated(page, `/farm/${farm.id}`);
    const location = page.locator('[data-hydrate]').filter({ has: page.locator('#location') });
    const save = page.locator('main [role="group"] button[aria-pressed]').first();
    await expect(save).toHaveText('Save');
    await save.tap();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await location.scrollIntoViewIfNeeded();
    await expect(location.locator('.leaflet-container')).toHaveCount(1);
    await expect(
      page
        .locator('#location')
        .getByRole('link', { name: /directions/i })
        .first(),
    ).toBeVisible();

    // The home page's newsletter form, far below the fold: typed into and sent without scrolling to it first.
    await openHydrated(page, '/');
    const news = page.locator('[data-hydrate]').filter({ has: page.locator('#home-news') });
    expect(await news.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(false);
    await news.getByRole('textbox').fill(`news-${Date.now()}@example.com`);
    await news.getByRole('button').click();
    // The app sent it (and emptied the field); without hydration the browser would have posted the form itself.
    await expect(news.getByRole('textbox')).toHaveValue('');
    await expect(page).toHaveURL(/\/$/);
    expect(await news.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(true);
    expect(errors).toEqual([]);
  });
  test('the filter bars of /browse and /open-now and the sign-in forms answer their first touch', async ({ page, request, baseURL }) => {
    const { errors } = watch(page);
    // /browse: its search box, filter bar and side panel are slices of their own, memoized (lib/hydration-sliced.tsx).
    await openHydrated(page, '/browse?location=12401');
    await page.getByRole('searchbox', { name: 'Looking for' }).fill('eggs');
    await expect(page).toHaveURL(/q=eggs/);
    await page.getByRole('button', { name: /^Filters/ }).tap();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Show stands' }).tap();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Open now' }).tap();
    await expect(page).toHaveURL(/open=now/);
    await expect(page).toHaveURL(/q=eggs/);

    // /open-now: its place box and filter bar.
    await openHydrated(page, '/open-now?location=12401');
    await page.getByRole('button', { name: /^Filters/ }).tap();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    await page.getByRole('combobox', { name: 'ZIP code or city' }).fill('Kingston, NY');
    await page.getByRole('combobox', { name: 'ZIP code or city' }).press('Enter');
    await expect(page).toHaveURL(/\/open-now\?.*location=Kingston/);
    await page.getByRole('link', { name: 'Browse all stands, open or not' }).tap();
    await expect(page).toHaveURL(/\/browse\?location=Kingston/);

    // /auth: the tabs, then a sign-in through the form.
    const user = await createUser(request, baseURL!, 'consumer');
    await openHydrated(page, '/auth');
    await page.getByRole('tab', { name: 'Create account' }).tap();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('tab', { name: 'Sign in' }).tap();
    const login = page.locator('form', { has: page.getByRole('heading', { name: 'Welcome back' }) });
    await login.getByLabel('Email').fill(user.email);
    await login.getByLabel('Password').fill(user.password);
    await login.getByRole('button', { name: 'Sign in', exact: true }).tap();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });
});

// Issue 31 point 1 (decision 075): the first Intl object of a page starts ICU, 50–90 ms in one task on a slow phone.
// The server's render sends what Intl answered it, so the phone makes none until the visitor's first touch; then the
// live clock takes over and the phone formats for itself.
test.describe('at 390 px, before the first touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  /** Until the page's last card (else its heading) is hydrated: the slices hydrate one by one after the root. */
  const settled = async (page: Page) => {
    const last = (await page.locator('main article').count()) ? page.locator('main article').last() : page.locator('main h1').first();
    await expect.poll(() => last.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(true);
    await page.waitForLoadState('networkidle');
  };
  const openPhrases = (page: Page) =>
    page
      .locator('main')
      .getByText(/^(Closes|Opens|Cierra|Abre) /)
      .allInnerTexts();

  test('the public pages make no Intl object before it, and after it the phone formats for itself', async ({ page, request }) => {
    const farm = (await (await request.get('/api/farms?location=12401&limit=1')).json()).items[0] as { id: number };
    await page.addInitScript(recordIntl);
    const { errors } = watch(page);
    for (const lang of ['en', 'es']) {
      for (const path of ['/', '/browse?location=12401', '/open-now?location=12401', '/in-season?location=12401', `/farm/${farm.id}`, '/blog', '/auth']) {
        const url = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
        await openHydrated(page, url);
        await settled(page);
        expect(
          (await intlCalls(page)).map((c) => `${c.name}\n${c.stack}`),
          url,
        ).toEqual([]);
      }
    }

    // The first touch: the live clock takes over (the open states are computed again, on the phone, with Intl) and
    // says the same.
    await openHydrated(page, '/browse?location=12401');
    await settled(page);
    const served = await openPhrases(page);
    expect(served.length).toBeGreaterThan(0);
    await page.locator('main h1').first().tap();
    await expect.poll(async () => (await intlCalls(page)).some((c) => c.afterInput && c.name === 'Intl.DateTimeFormat')).toBe(true);
    expect(await openPhrases(page)).toEqual(served);
    expect(errors).toEqual([]);
  });

  // The server's answers hold the plural of each count it rendered, and no more. "Coming up near you" is fetched
  // after the load; its counts matched one the server had rendered only while no stand added beside the demo's
  // changed the page's own (a test running alongside once did: an Intl.PluralRules on /in-season?lang=es).
  test('counts the page renders after the load, that the server never rendered, make no Intl object either', async ({ page }) => {
    await page.addInitScript(recordIntl);
    await page.route('**/api/in-season/coming-up?*', async (route) => {
      const answer = (await (await route.fetch()).json()) as { items: Array<{ stands: number }> };
      answer.items.forEach((item, i) => (item.stands = [7, 1_000_000, 13][i % 3]));
      await route.fulfill({ json: answer });
    });
    for (const [lang, seven] of [
      ['en', '7 stands'],
      ['es', '7 puestos'],
    ]) {
      await openHydrated(page, `/in-season?location=12401&lang=${lang}`);
      await expect(page.locator('section[aria-labelledby="coming-up-heading"] li').first()).toContainText(seven);
      await settled(page);
      expect((await intlCalls(page)).map((c) => `${c.name}\n${c.stack}`)).toEqual([]);
    }
  });
});

// Before the scripts run (a slow phone, or scripts off): the filter bars' search form and links, and /auth's links.
test.describe('at 390 px, before the scripts run', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the place search and the filter bars’ links work, and /auth shows its form and links', async ({ page }) => {
    await page.goto('/browse');
    await page.getByRole('combobox', { name: 'ZIP code or city' }).fill('12401');
    await page.getByRole('combobox', { name: 'ZIP code or city' }).press('Enter');
    await expect(page).toHaveURL(/\/browse\?location=12401$/);
    await expect(page.locator('main article h3').first()).toBeVisible();
    await page.getByRole('link', { name: /^Map/ }).first().click();
    await expect(page).toHaveURL(/view=map/);

    await page.goto('/open-now?location=12401');
    await page.getByRole('link', { name: 'Browse all stands, open or not' }).click();
    await expect(page).toHaveURL(/\/browse\?location=12401$/);

    await page.goto('/auth');
    const login = page.locator('form', { has: page.getByRole('heading', { name: 'Welcome back' }) });
    await expect(login.getByLabel('Email')).toBeVisible();
    await expect(login.getByLabel('Password')).toBeVisible();
    // Sent before the scripts run, the form posts: the password never goes into the address (and so the history and
    // the logs); the post comes back to the page.
    await login.getByLabel('Email').fill('early@example.com');
    await login.getByLabel('Password').fill('a secret typed early');
    const back = page.waitForResponse((res) => res.url().endsWith('/auth') && res.request().method() === 'POST');
    await login.getByRole('button', { name: 'Sign in' }).click();
    expect((await back).status()).toBe(303);
    await expect(page).toHaveURL(/\/auth$/);
    expect(page.url()).not.toContain('secret');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
