import { Secret, TOTP } from 'otpauth';
import { test, expect, adminHeaders, createUser, expectNoSeriousAxeViolations, quietOverlays, signIn, waitForSplash, PASSWORD } from './fixtures';
import { shot } from './screens';

test.beforeEach(async ({ page }) => quietOverlays(page));

const code = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

test('a new admin without two-step verification is led to set it up on /admin, and the console opens once it is on', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // Admins are made by admins: promote a fresh account.
  const user = await createUser(request, baseURL!, 'consumer');
  const headers = await adminHeaders(baseURL!);
  const found = await (await request.get(`/api/admin/users?q=${encodeURIComponent(user.email)}`, { headers })).json();
  const promoted = await request.patch(`/api/admin/users/${found.items[0].id}`, { data: { userType: 'admin' }, headers });
  expect(promoted.status(), await promoted.text()).toBe(200);

  await page.goto('/');
  await signIn(page, user.email, user.password);
  // The console's API refuses, with the words the page repeats.
  const refused = await page.request.get('/api/admin/overview');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Set up two-step verification to use the admin console.');

  await page.goto('/admin');
  await waitForSplash(page);
  await expect(page.getByRole('heading', { name: 'Set up two-step verification to use the admin console' })).toBeVisible();
  const twoStep = page.getByRole('region', { name: 'Two-step verification' });
  await expect(twoStep.getByRole('button', { name: 'Turn on two-step verification' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Run Farm Stand Finder' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shot(page, testInfo.outputPath(`admin-needs-two-step-${width}.png`));
  }

  await twoStep.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await twoStep.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await twoStep.getByRole('button', { name: 'Continue' }).click();
  const secret = (await twoStep.getByTestId('totp-secret').getAttribute('data-secret'))!;
  await twoStep.getByLabel('Six-digit code').fill(code(secret));
  await twoStep.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoStep.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await twoStep.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByRole('button', { name: 'Open the admin console' }).click();
  await expect(page.getByRole('heading', { name: 'Run Farm Stand Finder' })).toBeVisible();
  expect((await page.request.get('/api/admin/overview')).status()).toBe(200);
});
