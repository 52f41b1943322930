import crypto from 'node:crypto';
import { test, expect, createUser, quietOverlays, signIn, uniqueEmail, waitForSplash, expectNoSeriousAxeViolations, PASSWORD } from './fixtures';

// Issue 34 point 3: a farmer's sign-up makes a farmer, from /join; a signed-in shopper becomes one there (not sent
// home by the sign-up form) or in account settings, and back while the account owns no listing.
test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ page }) => {
  await quietOverlays(page);
  // Sign-ups from one network are limited: this test's own address.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.77.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}` });
});

test('/join → registration with the farmer role chosen → a farmer account, on its listings', async ({ page }) => {
  await page.goto('/join');
  await waitForSplash(page);
  await page.getByRole('link', { name: 'Create my free farmer account' }).first().click();
  await expect(page).toHaveURL(/\/auth\?.*role=farmer/);
  await expect(page.getByRole('radio', { name: 'Running a farm stand' })).toBeChecked();
  await page.getByLabel('First name').fill('Rowan');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('join'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/farm-profile$/);
  expect((await (await page.request.get('/api/user')).json()).userType).toBe('farmer');
  // The tour opens for the new farmer and ends in the listing editor.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Step 1 of 7', { timeout: 8_000 });
  for (let step = 2; step <= 7; step++) await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/farm-profile\?id=new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();
});

test('a signed-in shopper becomes a farmer from /join, and a shopper again from account settings', async ({ page, request, baseURL }) => {
  const shopper = await createUser(request, baseURL!, 'consumer');
  await page.goto('/');
  await signIn(page, shopper.email, shopper.password);
  await page.goto('/join');
  await waitForSplash(page);
  await expect(page.getByText('You’re signed in with a shopper account.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Make this a farmer account' }).first().click();
  await expect(page).toHaveURL(/\/farm-profile\?id=new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();
  expect((await (await page.request.get('/api/user')).json()).userType).toBe('farmer');

  await page.goto('/account-settings');
  const section = page.getByRole('region', { name: 'Account type' });
  await section.getByRole('button', { name: 'Make this a shopper account' }).click();
  await expect(section.getByRole('button', { name: 'Make this a farmer account' })).toBeVisible();
  expect((await (await page.request.get('/api/user')).json()).userType).toBe('consumer');
  // A shopper who opens the farm profile can switch there too.
  await page.goto('/farm-profile');
  await expect(page.getByRole('button', { name: 'Make this a farmer account' })).toBeVisible();
});
