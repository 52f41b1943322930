import { test, expect, expectToast, quietOverlays, recordToasts, createUser, signIn } from './fixtures';

test.beforeEach(async ({ page }) => quietOverlays(page));

test('farmer: 7 steps, Previous disabled on step 1, finish with Get Started, saved on the server', async ({ page, request, baseURL }) => {
  const user = await createUser(request, baseURL!, 'farmer', { onboarded: false });
  await page.goto('/');
  await signIn(page, user.email, user.password);
  await page.goto('/how-it-works');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 8_000 });
  await expect(dialog).toContainText('Step 1 of 7');
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
  for (let step = 2; step <= 7; step++) {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText(`Step ${step} of 7`);
    if (step === 3) {
      // the location step saves a home location from a typed ZIP code, resolved offline
      await dialog.getByLabel('Your stand’s ZIP code or town').fill('12401');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText(/Home location saved: Kingston/)).toBeVisible();
    }
  }
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await expect(dialog).toBeHidden();
  const me = await (await page.request.get('/api/user')).json();
  expect(me.onboardingCompleted).toBe(true);
  expect(me.home.label).toMatch(/Kingston/);
  await page.reload();
  await page.waitForTimeout(2500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('consumer: 6 steps, Skip Tutorial marks it complete', async ({ page, request, baseURL }) => {
  const user = await createUser(request, baseURL!, 'consumer', { onboarded: false });
  await page.goto('/');
  await signIn(page, user.email, user.password);
  await page.reload();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Step 1 of 6', { timeout: 8_000 });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toContainText('Where should we look?');
  await dialog.getByRole('button', { name: 'Skip Tutorial' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await (await page.request.get('/api/user')).json()).onboardingCompleted).toBe(true);
});

test('a consumer who finishes all 6 steps ends on Get Started', async ({ page, request, baseURL }) => {
  const user = await createUser(request, baseURL!, 'consumer', { onboarded: false });
  await page.goto('/');
  await signIn(page, user.email, user.password);
  await page.reload();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 8_000 });
  for (let i = 0; i < 5; i++) await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toContainText('Step 6 of 6');
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await expect.poll(async () => (await (await page.request.get('/api/user')).json()).onboardingCompleted).toBe(true);
});

test('the location step says so when location access is denied', async ({ page, request, baseURL, context }) => {
  await context.clearPermissions(); // no geolocation permission: the browser denies
  const user = await createUser(request, baseURL!, 'consumer', { onboarded: false });
  await recordToasts(page);
  await page.goto('/');
  await signIn(page, user.email, user.password);
  await page.reload();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Next' }).click({ timeout: 8_000 });
  await dialog.getByRole('button', { name: 'Use my current location' }).click();
  await expectToast(page, 'Location access denied', 'search by zip or city');
});
