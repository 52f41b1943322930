import { expect, test } from '@playwright/test';
import { expectToast, quietOverlays, recordToasts, waitForSplash } from './fixtures';
import { createFarmerWithListings, signInAsNewShopper, tag } from './listing-fixtures';

test.use({ permissions: ['geolocation'], geolocation: { latitude: 41.9285, longitude: -74.0 } });

test.beforeEach(async ({ page }) => {
  await quietOverlays(page);
  await recordToasts(page);
});

test('check in near a stand (verified) and earn a badge shown on /achievements', async ({ page, request, baseURL }) => {
  const name = `Near Farm ${tag()}`;
  const { ids } = await createFarmerWithListings(request, baseURL!, [{ name, lat: 41.927, lng: -74.0 }]);
  await signInAsNewShopper(page, baseURL!);

  await page.goto('/achievements');
  await waitForSplash(page);
  await expect(page.getByRole('article', { name: 'First check-in: locked' })).toBeVisible();

  await page.goto(`/farm/${ids[0]}`);
  await waitForSplash(page);
  await page.getByRole('button', { name: 'Check in' }).click();
  await expectToast(page, 'Badge earned: First check-in');

  await page.goto('/achievements');
  await waitForSplash(page);
  const earned = page.getByRole('region', { name: 'Earned' });
  await expect(earned.getByRole('article', { name: 'First check-in: earned' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Stand hopper: locked' }).getByText('1 of 10 stands')).toBeVisible();
  await expect(page.getByRole('article', { name: 'First review: locked' }).getByText('0 of 1 review', { exact: true })).toBeVisible();

  await page.goto('/profile');
  await waitForSplash(page);
  await expect(page.getByRole('list', { name: 'Visit history' }).getByText(name)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Visit history' }).getByText('Verified')).toBeVisible();
});

test('check in far from a stand: told how far, then log it unverified', async ({ page, context, request, baseURL }) => {
  const name = `Far Farm ${tag()}`;
  const { ids } = await createFarmerWithListings(request, baseURL!, [{ name, lat: 41.927, lng: -74.0 }]);
  await context.setGeolocation({ latitude: 41.99, longitude: -74.0 }); // about 7 km north
  await signInAsNewShopper(page, baseURL!);
  await page.goto(`/farm/${ids[0]}`);
  await waitForSplash(page);

  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByRole('status').getByText(new RegExp(`You are 4\\.\\d miles from ${name}`))).toBeVisible();
  await page.getByRole('button', { name: 'Log a visit (unverified)' }).click();
  await expectToast(page, 'Badge earned: First check-in');
  await page.getByRole('button', { name: 'Check in' }).click();
  await expectToast(page, 'Already checked in today');

  await page.goto('/profile');
  await waitForSplash(page);
  await expect(page.getByRole('list', { name: 'Visit history' }).getByText('Unverified')).toBeVisible();
});
