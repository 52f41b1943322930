import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createUser, FARM_SECTIONS_CHUNK, layoutShiftsSince, quietOverlays, recordLayoutShifts } from './fixtures';
import { createFarmerWithListings, tag } from './listing-fixtures';

// What is said about a listing and its picking, shown above its products, come with the server's page (decision 084):
// they are there without scripts, and nothing on the page moves when they would have arrived after hydrating.
const headers = (baseURL: string) => ({
  origin: baseURL,
  'x-forwarded-for': `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`,
});

test.use({ viewport: { width: 390, height: 844 } });

test('a listing’s open report and picking are in the page the server sends, and nothing moves as it wakes', async ({
  browser,
  request,
  playwright,
  baseURL,
}) => {
  const name = `First Paint U-Pick ${tag()}`;
  const { ids } = await createFarmerWithListings(request, baseURL!, [{ name, lat: 41.927, lng: -74.0 }]);
  const id = ids[0]!;
  const products = [{ name: 'Strawberries', category: 'produce', available: true }];
  const field = await request.patch(`${baseURL}/api/farms/${id}`, { headers: headers(baseURL!), data: { kind: 'u-pick', products } });
  expect(field.status(), await field.text()).toBe(200);
  const word = { productId: (await field.json()).products[0].id, condition: 'excellent', note: 'East rows are best' };
  const picked = await request.post(`${baseURL}/api/farms/${id}/picking`, { headers: headers(baseURL!), data: word });
  expect(picked.status(), await picked.text()).toBe(200);
  const shopper = await playwright.request.newContext();
  await createUser(shopper, baseURL!, 'consumer', { verified: true });
  const reported = await shopper.post(`${baseURL}/api/farms/${id}/reports`, { headers: headers(baseURL!), data: { kind: 'wrong-hours' } });
  expect(reported.status(), await reported.text()).toBe(201);
  await shopper.dispose();

  // Without scripts: the report and the picking are in the HTML.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const html = await plain.newPage();
  await html.goto(`/farm/${id}`);
  await expect(html.getByText('Reported wrong hours — under review')).toBeVisible();
  const picking = html.getByRole('region', { name: 'Picking now' });
  await expect(picking.getByText('Excellent picking')).toBeVisible();
  await expect(picking.getByText('“East rows are best”')).toBeVisible();
  // The reviews section says what there is, not a spinner that only scripts would end.
  await expect(html.getByRole('region', { name: 'Reviews' }).getByText(/No reviews yet/)).toBeVisible();
  await expect(html.getByText('Loading reviews')).toHaveCount(0);
  await plain.close();

  // With scripts: every layout shift from the first paint on is recorded while the page hydrates and its lower
  // sections' code comes (after the page settles); before, the report and the picking came then and pushed it down.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await quietOverlays(page);
  await recordLayoutShifts(page);
  const sections = page.waitForResponse(FARM_SECTIONS_CHUNK);
  await page.goto(`/farm/${id}`);
  await sections;
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Reported wrong hours — under review')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Picking now' }).getByText('Excellent picking')).toBeVisible();
  // Before, the report and the picking moved it by 0.04–0.09 here. Under 0.01 leaves room for one small shift seen once
  // in 13 runs on a loaded machine (0.007, its cause not caught), and the message names what moved if it fails.
  const shifts = await layoutShiftsSince(page);
  expect(
    shifts.reduce((sum, s) => sum + s.value, 0),
    JSON.stringify(shifts),
  ).toBeLessThan(0.01);
  await context.close();
});
