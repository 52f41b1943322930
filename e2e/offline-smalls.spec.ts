import { expect, test } from '@playwright/test';
import { createUser, preparePage, quietOverlays, signIn, waitForSplash } from './fixtures';
import { createFarmerWithListings, signInAsNewShopper, tag } from './listing-fixtures';
import { openWithWorker, saved, waitForWorkerControl } from './offline-fixtures';

// Issue 34 point 10, offline at a phone's width: the service worker is these tests' subject (blocked elsewhere:
// decision 046).
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await quietOverlays(page);
});

test('a message thread opened by its address on a first visit is kept for reading offline', async ({ page, browser, baseURL }) => {
  const farmerContext = await browser.newContext();
  const farmerPage = await farmerContext.newPage();
  await preparePage(farmerPage);
  await createFarmerWithListings(farmerPage.request, baseURL!, [{ name: `Thread Farm ${tag()}`, lat: 41.93, lng: -74.0 }]);
  const farmerId = (await (await farmerPage.request.get(`${baseURL}/api/user`)).json()).id;
  await farmerContext.close();
  // Signed in without opening a page: the thread's address is the first page this phone opens (a link in an email,
  // a notification), before any service worker is installed.
  const shopper = await createUser(page.request, baseURL!, 'consumer', { verified: true });
  await signIn(page, shopper.email, shopper.password);
  const body = `Do you take cards? ${tag()}`;
  expect((await page.request.post(`/api/messages/${farmerId}`, { headers: { origin: baseURL! }, data: { body } })).status()).toBeLessThan(300);

  await page.goto(`/messages/${farmerId}`);
  await waitForSplash(page);
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(body)).toBeVisible();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(false);
  // The worker installs a few seconds later and takes over the page: the thread already on screen is kept then.
  await waitForWorkerControl(page);
  await saved(page, `/api/messages/${farmerId}`);
  await saved(page, `/api/messages/${farmerId}/history?limit=30`);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(body)).toBeVisible();
  await page.screenshot({ path: 'test-results/first-walk/thread-offline-390.png' });
  await page.context().setOffline(false);
});

test('offline, a reload opens a signed-in page with the saved session, not "Checking your sign-in"', async ({ page, baseURL }) => {
  const name = `Offline Reload Farm ${tag()}`;
  const { ids } = await createFarmerWithListings(page.request, baseURL!, [{ name, lat: 41.93, lng: -74.0 }]);
  await signInAsNewShopper(page, baseURL!);
  expect((await page.request.post('/api/favorites', { headers: { origin: baseURL! }, data: { farmId: ids[0] } })).status()).toBe(201);
  await openWithWorker(page);
  await page.goto('/favorites');
  await waitForSplash(page);
  await expect(page.getByText(name).first()).toBeVisible();

  // Record, from the reloaded page's first script, every status the page shows while it loads.
  await page.addInitScript(() => {
    const w = window as unknown as { statuses: string[] };
    w.statuses = [];
    new MutationObserver(() => {
      for (const e of document.querySelectorAll('[role="status"]')) if (e.textContent && !w.statuses.includes(e.textContent)) w.statuses.push(e.textContent);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  // The saved session answered: the page never stood on "Checking your sign-in" (a wait for its own code says so).
  expect(await page.evaluate(() => (window as unknown as { statuses: string[] }).statuses)).not.toContainEqual(
    expect.stringContaining('Checking your sign-in'),
  );
  await page.screenshot({ path: 'test-results/first-walk/offline-reload-390.png' });
  await page.context().setOffline(false);
});
