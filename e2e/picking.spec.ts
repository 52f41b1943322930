import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxeViolations, expectToast, quietOverlays, recordToasts, waitForSplash } from './fixtures';
import { screens } from './screens';
import { ageAccount } from './db';
import { createFarmerWithListings, signInAsNewShopper, tag } from './listing-fixtures';

// Picking conditions at a u-pick (issue 32 point 1, decision 062), on a phone, in English and in Spanish.
const FIELD = { lat: 41.927, lng: -74.0 };
const trustEs = JSON.parse(fs.readFileSync('common/i18n/locales/es/trust.json', 'utf8')).picking;
const markerEs = JSON.parse(fs.readFileSync('common/i18n/locales/es/farms.json', 'utf8')).map.marker;
const headers = (baseURL: string) => ({
  origin: baseURL,
  'x-forwarded-for': `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`,
});

/** A fresh farmer's published u-pick with two crops, and the farmer's word on the strawberries' picking today. */
async function uPickWithWord(request: APIRequestContext, baseURL: string, name: string) {
  const { ids } = await createFarmerWithListings(request, baseURL, [{ name, ...FIELD }]);
  const products = [
    { name: 'Strawberries', category: 'produce', available: true },
    { name: 'Blueberries', category: 'produce', available: true },
  ];
  const res = await request.patch(`${baseURL}/api/farms/${ids[0]}`, { headers: headers(baseURL), data: { kind: 'u-pick', products } });
  expect(res.status(), await res.text()).toBe(200);
  const strawberries = (await res.json()).products.find((p: { name: string }) => p.name === 'Strawberries');
  const word = await request.post(`${baseURL}/api/farms/${ids[0]}/picking`, {
    headers: headers(baseURL),
    data: { productId: strawberries.id, condition: 'excellent', note: 'East rows are best', hoursFrom: '08:00', hoursUntil: '12:00' },
  });
  expect(word.status(), await word.text()).toBe(200);
  return ids[0];
}

test.use({ viewport: { width: 390, height: 844 }, permissions: ['geolocation'], geolocation: { latitude: 41.9275, longitude: -74.0 } });

test.beforeEach(async ({ page }) => {
  await quietOverlays(page);
  await recordToasts(page);
});

test("a u-pick's page shows the farmer's word, and a visitor at the field says how the picking was", async ({ page, request, baseURL }) => {
  const name = `Berry U-Pick ${tag()}`;
  const id = await uPickWithWord(request, baseURL!, name);
  const shopper = await signInAsNewShopper(page, baseURL!);
  await ageAccount(shopper.email);
  await page.goto(`/farm/${id}`);
  await waitForSplash(page);

  const picking = page.getByRole('region', { name: 'Picking now' });
  const berries = picking.getByRole('listitem').filter({ hasText: 'Strawberries' });
  await expect(berries.getByText('Excellent picking')).toBeVisible();
  await expect(berries.getByText(/Said by the farmer/)).toBeVisible();
  await expect(berries.getByText('Picking today 08:00–12:00')).toBeVisible();
  await expect(berries.getByText('“East rows are best”')).toBeVisible();

  // Within 500 m with the position already allowed: the visitor's form is there.
  const form = picking.getByRole('form', { name: 'How was the picking?' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Picking from')).toHaveCount(0);
  await form.getByLabel('Crop').selectOption({ label: 'Blueberries' });
  await form.getByText('Good picking', { exact: true }).click();
  await expectNoSeriousAxeViolations(page, 'picking');
  await screens(page, 'picking', 'listing-en');
  await form.getByRole('button', { name: 'Send' }).click();
  await expectToast(page, 'Thank you: the picking is updated.');
  const blue = picking.getByRole('listitem').filter({ hasText: 'Blueberries' });
  await expect(blue.getByText('Good picking')).toBeVisible();
  await expect(blue.getByText(/Said by a visitor · .* · 1 visitor in the last 3 days/)).toBeVisible();
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-US' });

  test("a u-pick's picking, read by someone signed out", async ({ page, request, baseURL }) => {
    const name = `Campo de Fresas ${tag()}`;
    const id = await uPickWithWord(request, baseURL!, name);
    await page.goto(`/farm/${id}`);
    await waitForSplash(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const picking = page.getByRole('region', { name: trustEs.title });
    const berries = picking.getByRole('listitem').filter({ hasText: 'Strawberries' });
    await expect(berries.getByText(trustEs.condition.excellent)).toBeVisible();
    await expect(berries.getByText(new RegExp(trustEs.byFarmer))).toBeVisible();
    await expect(berries.getByText('Cosecha hoy de 08:00 a 12:00')).toBeVisible();
    // Signed out: nobody is asked.
    await expect(picking.getByRole('form')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'picking es');
    await screens(page, 'picking', 'listing-es');

    // The results' map marks its pin too, as the full map does: the ring's colour, and its title in words.
    await page.goto(`/browse?near=${FIELD.lat},${FIELD.lng}&view=map&picking=good`);
    await expect(page.locator(`.fsf-marker[title^="${name}"]`)).toHaveAttribute('title', new RegExp(markerEs.picking.excellent));
  });
});
