import { test, expect, createUser, expectToast, quietOverlays, recordToasts, signIn, waitForSplash } from './fixtures';

test.beforeEach(async ({ page }) => quietOverlays(page));

test('an API key: made in account settings, shown once, works on /api/v1, then revoked', async ({ page, request, baseURL }) => {
  await recordToasts(page);
  const user = await createUser(request, baseURL!, 'consumer');
  await page.goto('/');
  await signIn(page, user.email, user.password);
  await page.goto('/account-settings');
  await waitForSplash(page);

  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('You have no API keys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Make a key' }).click();
  await expect(section.getByText('Give the key a name, like the app that will use it.')).toBeVisible();
  await section.getByLabel('Name').fill('Co-op farm map');
  await section.getByRole('button', { name: 'Make a key' }).click();

  // Shown once, in full; the list shows only its first characters.
  const secret = (await section.getByTestId('api-key-secret').textContent())!.trim();
  expect(secret).toMatch(/^fsf_[A-Za-z0-9_-]{43}$/);
  await expect(section.getByText('Copy it now: this is the only time it is shown.', { exact: false })).toBeVisible();
  const listed = section.getByRole('list', { name: 'API keys' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('paragraph').filter({ hasText: 'Co-op farm map' })).toBeVisible();
  await expect(listed.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();
  await expect(section.getByText('1 of 10 keys in use.')).toBeVisible();

  const v1 = await request.get('/api/v1/listings', { headers: { authorization: `Bearer ${secret}` } });
  expect(v1.status()).toBe(200);
  expect(v1.headers()['ratelimit-limit']).toBe('1000');

  await section.getByRole('button', { name: 'I have saved it' }).click();
  await expect(section.getByTestId('api-key-secret')).toHaveCount(0);
  await page.reload();
  await waitForSplash(page);
  await expect(page.getByText(secret)).toHaveCount(0);

  await section.getByRole('button', { name: 'Revoke Co-op farm map' }).click();
  await expectToast(page, 'Key revoked: calls with it are refused from now on.');
  await expect(listed.getByText(/^Revoked /)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Revoke Co-op farm map' })).toHaveCount(0);
  expect((await request.get('/api/v1/listings', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(401);
});
