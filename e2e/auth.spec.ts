import { test, expect, expectToast, quietOverlays, recordToasts, uniqueEmail, PASSWORD, waitForSplash } from './fixtures';

test.beforeEach(async ({ page }) => quietOverlays(page));

test('register → sign out → sign in', async ({ page }) => {
  const email = uniqueEmail('journey');
  await page.goto('/auth?mode=register');
  await waitForSplash(page);
  await page.getByText('Running a farm stand').click();
  await page.getByLabel('First name').fill('Rowan');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu for Rowan' })).toBeVisible();

  // the onboarding tutorial opens for a new user: skip it so the menu is reachable
  await page.getByRole('button', { name: 'Skip Tutorial' }).click();
  await page.getByRole('button', { name: 'Account menu for Rowan' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await waitForSplash(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Rowan' })).toBeVisible();
});

test('a wrong password shows the Login failed toast with the server message', async ({ page }) => {
  await recordToasts(page);
  await page.goto('/auth');
  await waitForSplash(page);
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectToast(page, 'Login failed', 'Incorrect email or password.');
});

test('a duplicate registration shows the Registration failed toast', async ({ page }) => {
  await recordToasts(page);
  await page.goto('/auth?mode=register');
  await waitForSplash(page);
  await page.getByLabel('First name').fill('Dup');
  await page.getByLabel('Email', { exact: true }).fill('consumer@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Registration failed', 'already exists');
});

test('the sign-in form checks its fields in the browser before anything is sent (its schema loads on demand)', async ({ page }) => {
  const logins: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/login') && logins.push(r.url()));
  await page.goto('/auth');
  await waitForSplash(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  expect(logins).toEqual([]);
  // Filled in, the attempt goes to the server: the check lets it through (the answer is the server's).
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => logins.length).toBe(1);
});
