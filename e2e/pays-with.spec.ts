import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoSeriousAxeViolations, quietOverlays, recordToasts, waitForSplash } from './fixtures';
import { createFarmerWithListings, signInAsNewShopper, tag } from './listing-fixtures';
import { shot } from './screens';

// "I pay with SNAP" (issue 33 point 2, decision 069) on a phone: saved on the account, it pre-selects "Pays with" on
// the searches; the results then show only stands that take SNAP, each card saying so; `accepts=snap` in a shared
// address works signed out, from the server's HTML before the scripts run and after they take over.
test.use({ viewport: { width: 390, height: 844 } });

const ip = () => `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;

/** Two stands of one fresh farmer near Kingston, one taking SNAP and one cash only; their names share a unique word. */
async function twoStands(request: APIRequestContext, baseURL: string) {
  const word = `Payswith${tag()}`;
  const snap = `${word} SNAP Stand`;
  const cash = `${word} Cash Stand`;
  const { ids } = await createFarmerWithListings(request, baseURL, [
    { name: snap, lat: 41.927, lng: -74.0 },
    { name: cash, lat: 41.928, lng: -74.001 },
  ]);
  for (const [id, paymentMethods] of [
    [ids[0], ['cash', 'snap-ebt']],
    [ids[1], ['cash']],
  ] as const) {
    const res = await request.patch(`${baseURL}/api/farms/${id}`, { headers: { origin: baseURL, 'x-forwarded-for': ip() }, data: { paymentMethods } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { word, snap, cash };
}

const card = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
/** The results once they are on screen for this search: "1 stand within …" is written with them. */
const shown = (page: Page, count: number) => page.getByText(new RegExp(`^${count} stands? within `));
const snapChip = (page: Page) => page.getByRole('group', { name: 'Pays with' }).getByRole('checkbox', { name: 'SNAP/EBT' });

test.beforeEach(async ({ page }) => {
  await quietOverlays(page);
  await recordToasts(page);
});

test('a shopper saves “I pay with SNAP”; the searches pre-select it and show only stands that take SNAP; clearing it shows the rest', async ({
  page,
  request,
  baseURL,
}) => {
  const { word, snap, cash } = await twoStands(request, baseURL!);
  await signInAsNewShopper(page, baseURL!);

  // Account settings, "How you pay": saved as it is tapped.
  await page.goto('/account-settings#pays-with');
  await waitForSplash(page);
  const section = page.locator('#pays-with');
  await expect(section.getByRole('heading', { name: 'How you pay' })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/pays-with') && r.request().method() === 'PUT');
  await section.getByText('SNAP/EBT', { exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(section.getByRole('checkbox', { name: 'SNAP/EBT' })).toBeChecked();
  expect(await (await page.request.get('/api/account/pays-with')).json()).toEqual({ paysWith: ['snap'] });
  await expectNoSeriousAxeViolations(page, 'account settings: how you pay');
  await section.screenshot({ path: 'screenshots/pays-with/settings-390.png' });

  // /browse with no accepts= in the address: the saved choice is filled in, and only the SNAP stand is listed.
  await page.goto(`/browse?location=12401&q=${word}`);
  await expect(page).toHaveURL(/[?&]accepts=snap(&|$)/);
  await expect(shown(page, 1)).toBeVisible();
  await expect(card(page, snap).getByRole('list', { name: 'Takes' }).getByText('Takes SNAP')).toBeVisible();
  await expect(card(page, cash)).toHaveCount(0);
  await shot(page, 'screenshots/pays-with/browse-snap-390.png');

  // The chip is on in the filters; clearing it brings the other stand back (and the choice stays cleared on this visit).
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(snapChip(page)).toBeChecked();
  await expect(dialog.getByText('We’ll choose this for you next time.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'filters dialog with Pays with');
  await dialog.getByRole('group', { name: 'Pays with' }).getByText('SNAP/EBT', { exact: true }).click();
  await expect(snapChip(page)).not.toBeChecked();
  await expect(page).not.toHaveURL(/accepts=/);
  await dialog.getByRole('button', { name: 'Show stands' }).click();
  await expect(shown(page, 2)).toBeVisible();
  await expect(card(page, cash)).toBeVisible();
  await expect(card(page, cash).getByText('Takes SNAP')).toHaveCount(0);
  await expect(card(page, snap).getByText('Takes SNAP')).toBeVisible();
  // Clearing the filter is not forgetting the choice.
  expect(await (await page.request.get('/api/account/pays-with')).json()).toEqual({ paysWith: ['snap'] });

  // The other searches pre-select it too.
  for (const path of ['/open-now', '/in-season', '/map']) {
    await page.goto(`${path}?location=12401`);
    await expect(page, path).toHaveURL(/[?&]accepts=snap(&|$)/);
  }
  await page.goto(`/open-now?location=12401&q=${word}`);
  await expect(page).toHaveURL(/[?&]accepts=snap(&|$)/);
  await expect(card(page, snap).getByText('Takes SNAP')).toBeVisible();
  await expect(shown(page, 1)).toBeVisible();
  await expect(card(page, cash)).toHaveCount(0);
});

test.describe('accepts=snap in a shared address, signed out', () => {
  test('the home page links to it, and the server’s page lists only the stands that take SNAP before any script runs', async ({
    browser,
    request,
    baseURL,
  }) => {
    const { word, snap, cash } = await twoStands(request, baseURL!);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      // The home page's plain link to the search by benefit.
      await page.goto('/');
      const link = page.getByRole('link', { name: 'Paying with SNAP/EBT? See the stands that take it' });
      await expect(link).toHaveAttribute('href', '/browse?accepts=snap');
      await link.click();
      await expect(page).toHaveURL(/\/browse\?accepts=snap$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Browse farm stands' })).toBeVisible();
      // The same search near a place, as a shared address.
      const res = await page.goto(`/browse?location=12401&q=${word}&accepts=snap`);
      expect(res?.status()).toBe(200);
      // The whole answer is in the HTML: what is missing once it has loaded is missing.
      await expect(card(page, snap).getByText('Takes SNAP')).toBeVisible();
      await expect(shown(page, 1)).toBeVisible();
      await expect(card(page, cash)).toHaveCount(0);
      await shot(page, 'screenshots/pays-with/browse-ssr-390.png');
    } finally {
      await context.close();
    }
  });

  test('after the page is taken over the chip is on, and clearing it shows the rest', async ({ page, request, baseURL }) => {
    const { word, snap, cash } = await twoStands(request, baseURL!);
    await page.goto(`/browse?location=12401&q=${word}&accepts=snap`);
    await waitForSplash(page);
    await expect(card(page, snap).getByText('Takes SNAP')).toBeVisible();
    await expect(shown(page, 1)).toBeVisible();
    await expect(card(page, cash)).toHaveCount(0);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(snapChip(page)).toBeChecked();
    // Signed out, "Remember this" keeps the choice in this browser.
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog.getByRole('button', { name: 'Remember this' })).toBeVisible();
    await dialog.getByRole('group', { name: 'Pays with' }).getByText('SNAP/EBT', { exact: true }).click();
    await expect(page).not.toHaveURL(/accepts=/);
    await dialog.getByRole('button', { name: 'Show stands' }).click();
    await expect(shown(page, 2)).toBeVisible();
    await expect(card(page, cash)).toBeVisible();
  });
});
