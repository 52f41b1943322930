import { test, expect, quietOverlays, waitForSplash } from './fixtures';

test.use({ serviceWorkers: 'allow' }); // what these tests are about (blocked elsewhere: decision 046)

// Headless Chromium never offers installation by itself, so this test fires the browser's own
// `beforeinstallprompt` event with a stand-in prompt(): the one part we cannot get from the real browser here.
async function offerInstall(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
    (window as unknown as { promptCalls: number }).promptCalls = 0;
    event.prompt = async () => {
      (window as unknown as { promptCalls: number }).promptCalls++;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
}

test.beforeEach(async ({ page }) => quietOverlays(page));

test('the install card offers Install and Not now', async ({ page }) => {
  await page.goto('/');
  await waitForSplash(page);
  await offerInstall(page);
  const card = page.getByRole('complementary', { name: 'Install the app' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(card).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(1);
});

test('Not now hides the card and it is not offered again right away', async ({ page }) => {
  await page.goto('/');
  await waitForSplash(page);
  await offerInstall(page);
  const card = page.getByRole('complementary', { name: 'Install the app' });
  await card.getByRole('button', { name: 'Not now' }).click();
  await expect(card).toBeHidden();
  await offerInstall(page);
  await expect(card).toHaveCount(0);
});

test('the app is installable: manifest with icons and a service worker', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Farm Stand Finder', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 15_000 })
    .toBe('activated');
});
