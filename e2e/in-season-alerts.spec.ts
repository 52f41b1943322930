import crypto from 'node:crypto';
import type { Browser } from '@playwright/test';
import {
  test,
  expect,
  createUser,
  expectNoSeriousAxeViolations,
  expectToast,
  FARM_SECTIONS_CHUNK,
  holdRequests,
  preparePage,
  quietOverlays,
  recordToasts,
  signIn,
  waitForSplash,
} from './fixtures';

// A shopper's phone at the side of the road.
const PHONE = { width: 390, height: 844 };
// Bozeman, MT: no other browser test lists stands there, so what /in-season shows is this file's own.
const BOZEMAN = { lat: 45.68, lng: -111.04, zip: '59715', label: 'Bozeman, MT 59715' };
// The first test reads what is in season around its town from nothing, so a retry (which finds the first try's stand
// and its strawberries) goes to another town.
const TOWNS = [BOZEMAN, { lat: 46.86, lng: -114.03, zip: '59801', label: 'Missoula, MT 59801' }];

/** A signed-in person on their own phone (own cookies), onboarded, with a confirmed address. */
async function personOnPhone(browser: Browser, baseURL: string, userType: 'farmer' | 'consumer') {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  // As every test's own page: each goto returns once React has taken the page over, so a tap is never lost on the
  // server's HTML (the farmer's "Available today" switch once did not change, tapped before hydration).
  await preparePage(page);
  await quietOverlays(page);
  await recordToasts(page);
  const user = await createUser(page.request, baseURL, userType, { verified: true });
  await page.goto('/');
  await signIn(page, user.email, user.password);
  return { page, context };
}

test('a shopper asks for an alert on /in-season, a farmer marks the product available, the shopper is told', async ({ browser, baseURL }, testInfo) => {
  const town = TOWNS[Math.min(testInfo.retry, TOWNS.length - 1)];
  const farmer = await personOnPhone(browser, baseURL!, 'farmer');
  const shopper = await personOnPhone(browser, baseURL!, 'consumer');
  const name = `Bridger Berry Farm ${crypto.randomBytes(3).toString('hex')}`;
  const created = await farmer.page.request.post('/api/farms', {
    headers: { origin: baseURL! },
    data: {
      name,
      kind: 'stand',
      city: town.label.split(',')[0],
      region: 'MT',
      lat: town.lat,
      lng: town.lng,
      openingHours: '24/7',
      categories: ['fruit'],
      products: [
        { name: 'Strawberries', category: 'fruit', available: false },
        { name: 'Rhubarb', category: 'produce', available: true },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const farm = await created.json();
  expect((await farmer.page.request.patch(`/api/farms/${farm.id}`, { headers: { origin: baseURL! }, data: { status: 'published' } })).status()).toBe(200);

  // What's fresh near Bozeman: rhubarb is, at this stand; it opens to the stand with its distance and open state.
  await shopper.page.goto(`/in-season?location=${town.zip}&radius=10`);
  await waitForSplash(shopper.page);
  await expect(shopper.page.getByRole('heading', { name: 'What’s fresh near you' })).toBeVisible();
  const rhubarb = shopper.page.getByRole('button', { name: /^Rhubarb/ });
  await expect(rhubarb).toBeVisible();
  await rhubarb.click();
  await expect(rhubarb).toHaveAttribute('aria-expanded', 'true');
  // The stand's own row (the last match): the product's group around it is a list item holding the link too, and on a
  // retry it also holds the first try's stand.
  const stand = shopper.page
    .getByRole('listitem')
    .filter({ has: shopper.page.getByRole('link', { name }) })
    .last();
  await expect(stand.getByText('Open now', { exact: true })).toBeVisible();
  await expect(stand.getByText(/Rhubarb marked available just now/)).toBeVisible();
  await expect(shopper.page.getByRole('button', { name: /^Strawberries/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(shopper.page, '/in-season');

  // The alert: strawberries within 10 mi of the ZIP code.
  await shopper.page.getByRole('button', { name: 'Tell me when something comes in' }).click();
  const dialog = shopper.page.getByRole('dialog', { name: 'Get an alert' });
  await dialog.getByLabel('Product').fill('strawberries');
  await dialog.getByLabel('Within').selectOption({ label: `10 mi of ${town.zip}` });
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(shopper.page, `Alert set: we’ll tell you when a stand within 10 mi of ${town.label} has strawberries.`);
  await expect(shopper.page.getByRole('button', { name: 'Notifications' })).toBeVisible(); // nothing unread yet

  // The farmer taps "Available today" for strawberries in the listing editor.
  await farmer.page.goto(`/farm-profile?id=${farm.id}`);
  await waitForSplash(farmer.page);
  await farmer.page
    .getByRole('listitem', { name: 'Strawberries' })
    .getByRole('switch', { name: /Available today/ })
    .check({ force: true });

  // The shopper's bell lights up where they are; the notification opens the stand.
  const bell = shopper.page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  await shopper.page.getByRole('button', { name: new RegExp(`Strawberries at ${name}`) }).click();
  await expect(shopper.page).toHaveURL(new RegExp(`/farm/${farm.id}$`));
  await expect(shopper.page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The alert is in account settings, where it can be renewed or deleted.
  await shopper.page.goto('/account-settings#alerts');
  const alerts = shopper.page.getByRole('region', { name: 'Product alerts' });
  const alert = alerts.getByRole('listitem');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('strawberries');
  await expect(alert).toContainText(`Within 10 mi of ${town.label}`);
  await alerts.getByRole('button', { name: 'Delete strawberries' }).click();
  await expect(alerts.getByText(/No alerts yet/)).toBeVisible();

  await farmer.context.close();
  await shopper.context.close();
});

test('“Tell me when it’s back” on a product a stand does not have today', async ({ browser, baseURL }) => {
  const farmer = await personOnPhone(browser, baseURL!, 'farmer');
  const shopper = await personOnPhone(browser, baseURL!, 'consumer');
  const name = `Gallatin Greens ${crypto.randomBytes(3).toString('hex')}`;
  // The listing's lower sections' code is held back until the tap (decision 077): a tap on a button there before its
  // code comes is kept and made again once the section hydrates (lib/hydration.tsx), not lost.
  const { release } = await holdRequests(shopper.page, FARM_SECTIONS_CHUNK);
  const created = await farmer.page.request.post('/api/farms', {
    headers: { origin: baseURL! },
    data: {
      name,
      kind: 'stand',
      lat: BOZEMAN.lat + 0.02,
      lng: BOZEMAN.lng,
      openingHours: 'Mo-Sa 09:00-17:00',
      categories: ['produce'],
      products: [{ name: 'Garlic scapes', category: 'produce', available: false }],
    },
  });
  const farm = await created.json();
  await farmer.page.request.patch(`/api/farms/${farm.id}`, { headers: { origin: baseURL! }, data: { status: 'published' } });

  await shopper.page.goto(`/farm/${farm.id}`);
  await waitForSplash(shopper.page);
  await expect(shopper.page.getByText('Hours confirmed by the farmer just now')).toBeVisible();
  const tellMe = shopper.page.getByRole('button', { name: /Tell me when it’s back\W*Garlic scapes/ });
  // On its own row under the product: one line on a phone, not squeezed into words stacked beside the price.
  expect((await tellMe.boundingBox())!.height).toBeLessThan(40);
  await tellMe.click();
  // The code was asked for: the section is still the server's markup, and no dialog opened without it.
  await expect.poll(() => tellMe.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(false);
  await expect(shopper.page.getByRole('dialog')).toHaveCount(0);
  release();
  const dialog = shopper.page.getByRole('dialog', { name: 'Get an alert' });
  await expect(dialog.getByLabel('Product')).toHaveValue('Garlic scapes');
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expectToast(shopper.page, `Alert set: we’ll tell you when a stand within 5 mi of ${name} has Garlic scapes.`);
  const mine = await (await shopper.page.request.get('/api/alerts')).json();
  expect(mine.items).toMatchObject([{ product: 'Garlic scapes', radius: 5, place: { label: name } }]);

  await farmer.context.close();
  await shopper.context.close();
});
