import { test, expect, ADMIN, createUser, expectToast, quietOverlays, recordToasts, signIn, waitForSplash, PASSWORD, preparePage } from './fixtures';

test.beforeEach(async ({ page }) => quietOverlays(page));

test('profile, another device signed out, data downloaded, account deleted', async ({ page, request, baseURL, browser }) => {
  await recordToasts(page);
  const user = await createUser(request, baseURL!, 'consumer');
  await page.goto('/');
  await signIn(page, user.email, user.password);
  // a second device
  const phone = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  });
  const phonePage = await phone.newPage();
  await preparePage(phonePage);
  await phonePage.goto(baseURL!);
  await signIn(phonePage, user.email, user.password);

  await page.goto('/account-settings');
  await waitForSplash(page);
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('First name').fill('Morgan');
  await profile.getByText('Kilometers').click();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expectToast(page, 'Saved');
  await expect(page.getByRole('button', { name: 'Account menu for Morgan' })).toBeVisible();

  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await sessions.getByRole('button', { name: 'Sign out Chrome on Android' }).click();
  await expect(sessions.getByText('Chrome on Android')).toHaveCount(0);
  expect((await phonePage.request.get('/api/user')).status()).toBe(401);
  await phone.close();

  const download = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Your data' }).getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^farm-stand-finder-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8'));
  expect(data.account).toMatchObject({ email: user.email, firstName: 'Morgan', units: 'km' });

  await page.getByRole('region', { name: 'Delete my account' }).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog.getByText('Your current password is not correct')).toBeVisible();
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expectToast(page, 'Account deleted');
  await expect(page).toHaveURL(/\/$/);
  expect(
    (
      await page.request.post('/api/login', { data: { email: user.email, password: PASSWORD }, headers: { origin: baseURL!, 'x-forwarded-for': '10.9.9.9' } })
    ).status(),
  ).toBe(401);
});

test('an admin suspends a user from /admin: their session ends and they cannot sign in; it is in the audit log', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const user = await createUser(request, baseURL!, 'farmer');
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await preparePage(theirPage);
  await theirPage.goto(baseURL!);
  await signIn(theirPage, user.email, user.password);

  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  // On a phone: each user is a card, and its Suspend button is in reach without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin?tab=users');
  await waitForSplash(page);
  await page.getByLabel('Name or email').fill(user.email);
  const table = page.getByRole('table', { name: 'Users' });
  // Just the one user (the header row gives way to the Sort by menu on a phone).
  await expect(table.getByRole('row')).toHaveCount(1);
  const row = table.getByRole('row', { name: new RegExp(user.email) });
  await expect(row.getByText('Active')).toBeVisible();
  const suspend = (await row.getByRole('button', { name: 'Suspend' }).boundingBox())!;
  expect(suspend.x + suspend.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await row.getByRole('button', { name: 'Suspend' }).click();
  await page
    .getByRole('dialog', { name: `Suspend ${user.email}?` })
    .getByRole('button', { name: 'Suspend' })
    .click();
  await expect(row.getByText('Suspended')).toBeVisible();

  expect((await theirPage.request.get('/api/user')).status()).toBe(401);
  const again = await theirPage.request.post('/api/login', {
    data: { email: user.email, password: user.password },
    headers: { origin: baseURL!, 'x-forwarded-for': '10.9.9.8' },
  });
  expect(again.status()).toBe(403);
  await theirs.close();
  await page.goto('/admin?tab=audit');
  await expect(page.getByRole('list', { name: 'Audit log' }).getByText(`Suspended ${user.email}`)).toBeVisible();
});
