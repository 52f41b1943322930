import { test, expect, signIn, waitForSplash } from './fixtures';
import { createFarmerWithListings, tag } from './listing-fixtures';

// Issue 34, point 4: a farmer's minute on a phone.
test.use({ viewport: { width: 390, height: 844 } });

test('from home, two taps mark strawberries sold out; the public listing says so', async ({ page, request, baseURL }) => {
  const name = `Minute Stand ${tag()}`;
  const { farmer, ids } = await createFarmerWithListings(request, baseURL!, [{ name, lat: 41.93, lng: -74.0 }]);
  const put = await request.patch(`${baseURL}/api/farms/${ids[0]}`, {
    headers: { origin: baseURL! },
    data: { products: [{ name: 'Strawberries', category: 'produce', available: true }] },
  });
  expect(put.status(), await put.text()).toBe(200);
  await page.goto('/');
  await signIn(page, farmer.email, farmer.password);
  await page.goto('/');
  await waitForSplash(page);
  await page.getByRole('link', { name: 'Today’s stock' }).click(); // tap 1
  await expect(page.getByRole('heading', { level: 1, name: 'Today’s stock' })).toBeVisible();
  await page.getByRole('group', { name: 'Strawberries' }).getByRole('button', { name: 'Sold out' }).click(); // tap 2
  await expect(page.getByRole('status').filter({ hasText: 'Strawberries' })).toBeVisible();

  await page.goto(`/farm/${ids[0]}`);
  await waitForSplash(page);
  await expect(page.getByText('Strawberries').first()).toBeVisible();
  // The public listing says what the farmer's toggle did, and who said it.
  await expect(page.locator('li', { hasText: 'Strawberries' }).first()).toContainText(/Not available.*said by the farmer/);
});

test('the editor’s sticky bar: Publish is on screen at the top of the form', async ({ page, request, baseURL }) => {
  const { farmer, ids } = await createFarmerWithListings(request, baseURL!, [{ name: `Sticky Stand ${tag()}`, lat: 41.93, lng: -74.0 }]);
  await page.goto('/');
  await signIn(page, farmer.email, farmer.password);
  await page.goto(`/farm-profile?id=${ids[0]}`);
  await waitForSplash(page);
  const bar = page.getByTestId('editor-bar');
  await expect(bar.getByRole('button', { name: 'Save' })).toBeInViewport();
  await expect(bar.getByRole('button', { name: /Publish|Unpublish|Take/ })).toBeInViewport();
});
