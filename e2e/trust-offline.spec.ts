import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectToast, quietOverlays, recordToasts, waitForSplash } from './fixtures';
import { createFarmerWithListings, signInAsNewShopper, tag } from './listing-fixtures';
import { openWithWorker } from './offline-fixtures';

// "Was it open?" answered where the signal dropped (docs/product.md §10): kept on the phone, shown as waiting, sent once.
// The shopper stands at the stand with their position allowed, so the listing asks without a check-in. The service
// worker is what this is about (blocked elsewhere: decision 046).
test.use({
  serviceWorkers: 'allow',
  viewport: { width: 390, height: 844 },
  permissions: ['geolocation'],
  geolocation: { latitude: 41.9275, longitude: -74.0 },
});

test.beforeEach(async ({ page }) => {
  await quietOverlays(page);
  await recordToasts(page);
});

/**
 * Every "Was it open?" answer the server recorded anew for this listing (a resend with the same key is answered as a
 * replay), from the page or the service worker.
 */
function recordAnswers(context: BrowserContext, farmId: number): number[] {
  const recorded: number[] = [];
  context.on('response', (res) => {
    if (res.request().method() === 'POST' && res.url().endsWith(`/api/farms/${farmId}/confirmations`) && res.ok() && !res.headers()['idempotent-replayed'])
      recorded.push(res.status());
  });
  return recorded;
}

/** A stand open around the clock, a new shopper signed in beside it with the service worker in control, and their answers recorded. */
async function shopperBesideAStand(page: Page, context: BrowserContext, baseURL: string, label: string) {
  const name = `${label} ${tag()}`;
  const { ids } = await createFarmerWithListings(page.request, baseURL, [{ name, lat: 41.927, lng: -74.0, openingHours: '24/7' }]);
  await signInAsNewShopper(page, baseURL);
  const recorded = recordAnswers(context, ids[0]);
  await openWithWorker(page);
  return { name, ids, recorded };
}

test('"Was it open?" answered offline: kept on the phone, waiting to send, recorded once when back online', async ({ page, context, baseURL }) => {
  const { name, ids, recorded } = await shopperBesideAStand(page, context, baseURL!, 'Offline Answer Farm');
  await page.goto(`/farm/${ids[0]}`);
  await waitForSplash(page);
  const ask = page.getByRole('region', { name: `Was ${name} open?` });
  await expect(ask).toBeVisible();

  // The signal drops at the stand, with the page already open.
  await context.setOffline(true);
  await ask.getByRole('button', { name: 'No, it was closed' }).click();
  await expectToast(page, 'Answer saved on this phone');
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('status').getByText('Your answer is waiting to send.')).toBeVisible();
  await expect(page.getByText('1 action waiting to send')).toBeVisible();
  expect(recorded).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText('1 action waiting to send')).toHaveCount(0);
  await expect(page.getByText('Your answer is waiting to send.')).toHaveCount(0);
  // Answered: the question does not come back.
  await expect(ask).toHaveCount(0);
  await expect.poll(() => recorded.length).toBe(1);
  const trust = await (await page.request.get(`/api/farms/${ids[0]}/trust`)).json();
  expect(trust.myConfirmation).toMatchObject({ open: false });
  // Nothing is sent again later (a reload runs the outbox on start).
  await page.reload();
  await waitForSplash(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(recorded).toHaveLength(1);
});

test('"Was it open?" is asked on a listing opened while already offline, and the answer is sent once', async ({ page, context, baseURL }) => {
  const { name, ids, recorded } = await shopperBesideAStand(page, context, baseURL!, 'Offline Ask Farm');
  // Opened once online (not answered): the listing and what the question needs are saved with it.
  await page.goto(`/farm/${ids[0]}`);
  await waitForSplash(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  for (const path of [`/api/farms/${ids[0]}`, `/api/farms/${ids[0]}/trust`]) {
    await expect
      .poll(() => page.evaluate(async (p) => Boolean(await (await caches.open('fsf-data-v1')).match(new URL(p, location.origin).href)), path), {
        message: `${path} saved for offline`,
      })
      .toBe(true);
  }

  // No signal at the stand: the page is opened again from the phone's saved copy.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').getByText(/you’re offline$/)).toBeVisible();
  const ask = page.getByRole('region', { name: `Was ${name} open?` });
  await ask.getByRole('button', { name: 'No, it was closed' }).click();
  await expectToast(page, 'Answer saved on this phone');
  await expect(page.getByText('1 action waiting to send')).toBeVisible();
  expect(recorded).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText('1 action waiting to send')).toHaveCount(0);
  await expect.poll(() => recorded.length).toBe(1);
  expect((await (await page.request.get(`/api/farms/${ids[0]}/trust`)).json()).myConfirmation).toMatchObject({ open: false });
});
