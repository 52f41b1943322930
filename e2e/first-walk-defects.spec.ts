import { expect, test, type Locator, type Page } from '@playwright/test';
import { quietOverlays, waitForSplash } from './fixtures';
import { createFarmerWithListings, signInAsNewShopper, tag } from './listing-fixtures';
import { shot } from './screens';

// Issue 34 point 10, the small defects left from the first walk, at a phone's width.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await quietOverlays(page);
});

/** Every uncaught error and console error the page reports from now on. */
function recordErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message} ${err.stack}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  return errors;
}

/** The element shows all of its text: nothing cut off to the side or below (no ellipsis, no clamp). */
const shownWhole = (el: Locator) =>
  el.evaluate((node) => {
    const e = node as HTMLElement;
    return { width: e.scrollWidth <= e.clientWidth, height: e.scrollHeight <= e.clientHeight };
  });

test('leaving a trip page while its map draws the route throws nothing', async ({ page, baseURL }) => {
  const t = tag();
  const { ids } = await createFarmerWithListings(page.request, baseURL!, [
    { name: `Route Start ${t}`, lat: 41.93, lng: -74.0 },
    { name: `Route End ${t}`, lat: 42.05, lng: -73.9 },
  ]);
  await signInAsNewShopper(page, baseURL!);
  const date = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const res = await page.request.post('/api/trips', { headers: { origin: baseURL! }, data: { name: `Map trip ${t}`, date, stops: ids } });
  expect(res.status(), await res.text()).toBe(201);
  const { trip } = await res.json();

  const errors = recordErrors(page);
  // Several times, the second leave while the map still zooms to the route (its animation outlives the page).
  for (let i = 0; i < 3; i++) {
    await page.goto(`/trips/${trip.id}`);
    await waitForSplash(page);
    await expect(page.getByRole('region', { name: new RegExp(`Map trip ${t}`) })).toBeVisible();
    await page.getByRole('link', { name: 'All trips' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
    // Back to it within the app (the map comes from Leaflet already loaded, at once) and away again.
    await page.goBack();
    await expect(page.getByRole('region', { name: new RegExp(`Map trip ${t}`) })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  }
  // A last page that waits for the app's own work (a search), so any late map callback has had its turn.
  await page.goto('/browse?location=Kingston%2C+NY');
  await expect(page.getByText(`Route Start ${t}`).first()).toBeVisible();
  expect(errors.filter((e) => /leaflet|_leaflet_pos|Cannot read properties of undefined/i.test(e))).toEqual([]);
});

/** Every choice of the filters' "When" group shows its whole word, inside the group. */
async function expectWhenChoicesWhole(page: Page, scope: Locator, screenshot: string) {
  const group = scope.locator('fieldset').first();
  await expect(group.getByRole('radio')).toHaveCount(3);
  const row = (await group.locator('label').first().locator('xpath=..').boundingBox())!;
  // The group fits its panel: the panel neither scrolls sideways nor cuts the last choice at its edge.
  const panel = (await scope.boundingBox())!;
  expect(await scope.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  expect(row.x).toBeGreaterThanOrEqual(panel.x);
  expect(row.x + row.width).toBeLessThanOrEqual(panel.x + panel.width);
  for (const label of await group.locator('label').all()) {
    expect(await shownWhole(label), (await label.textContent()) ?? '').toEqual({ width: true, height: true });
    const box = (await label.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
  }
  await page.screenshot({ path: `test-results/first-walk/${screenshot}` });
}

for (const { locale, openAt } of [
  { locale: 'en-US', openAt: 'Open at…' },
  { locale: 'es-US', openAt: 'Abierto a las…' },
]) {
  test.describe(locale, () => {
    test.use({ locale });
    test(`"${openAt}" is shown whole in the search filters at 390 px`, async ({ page }) => {
      await page.goto('/browse?location=Kingston%2C+NY');
      await waitForSplash(page);
      await page.getByRole('button', { name: /^(Filters|Filtros)/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(openAt, { exact: true }).click();
      await expectWhenChoicesWhole(page, dialog, `open-at-${locale}-390.png`);
    });
  });
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, locale: 'es-US' });
  test('"Abierto a las…" is shown whole in the sidebar at 1280 px', async ({ page }) => {
    await page.goto('/browse?location=Kingston%2C+NY');
    await waitForSplash(page);
    const sidebar = page.locator('aside[aria-labelledby="filters-heading"]');
    await sidebar.getByText('Abierto a las…', { exact: true }).click();
    await expectWhenChoicesWhole(page, sidebar, 'open-at-es-US-1280.png');
  });
});

test('the trip editor shows a long stand name whole, in the search results and in the stops', async ({ page, baseURL }) => {
  const t = tag();
  const name = `The Old Stone Barn Orchard and Pick Your Own Berry Patch of the Rondout Valley ${t}`;
  await createFarmerWithListings(page.request, baseURL!, [{ name, lat: 41.93, lng: -74.0 }]);
  await signInAsNewShopper(page, baseURL!);
  const date = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const res = await page.request.post('/api/trips', { headers: { origin: baseURL! }, data: { name: `Long names ${t}`, date, stops: [] } });
  expect(res.status(), await res.text()).toBe(201);
  const { trip } = await res.json();
  await page.goto(`/trips/${trip.id}/edit`);
  await waitForSplash(page);
  await page.getByLabel('Find a stand by name or product').fill(t);
  const result = page.getByRole('list', { name: 'Search results' }).getByText(name, { exact: true });
  await expect(result).toBeVisible();
  expect(await shownWhole(result)).toEqual({ width: true, height: true });
  await page.screenshot({ path: 'test-results/first-walk/trip-picker-390.png' });
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: `Add ${name}` })
    .click();
  const stop = page.getByRole('list', { name: 'Trip stops' }).getByText(name, { exact: true });
  await expect(stop).toBeVisible();
  expect(await shownWhole(stop)).toEqual({ width: true, height: true });
  await shot(page, 'test-results/first-walk/trip-stops-390.png');
});

test.describe('a Saturday afternoon in New York', () => {
  test.use({ timezoneId: 'America/New_York' });
  test('a new trip leaves at a time still ahead, in the user’s zone', async ({ page, baseURL }) => {
    await signInAsNewShopper(page, baseURL!);
    // The coming Saturday at 2:10 PM on the phone's clock (New York), as "now".
    const saturday = (() => {
      for (let d = 1; d <= 7; d++) {
        const day = new Date(Date.now() + d * 86_400_000);
        if (day.toLocaleDateString('en-US', { timeZone: 'America/New_York', weekday: 'short' }) === 'Sat')
          return day.toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
      }
      throw new Error('no Saturday');
    })();
    const probe = new Date(`${saturday}T14:10:00Z`);
    const shown = Number(probe.toLocaleString('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }));
    await page.clock.install({ time: new Date(probe.getTime() + (14 - shown) * 3_600_000) });
    await page.goto('/trips');
    await waitForSplash(page);
    const form = page.getByRole('form', { name: 'New trip' });
    await expect(form.getByLabel('Date')).toHaveValue(saturday);
    await form.getByRole('button', { name: 'Plan a trip' }).click();
    await expect(page.getByRole('heading', { name: 'Edit trip' })).toBeVisible();
    await expect(page.getByLabel('Date')).toHaveValue(saturday);
    // Not 9:00 AM, five hours gone: the next half hour.
    await expect(page.getByLabel('Leave at')).toHaveValue('14:30');
    await page.screenshot({ path: 'test-results/first-walk/new-trip-390.png' });
  });
});
