import { Secret, TOTP } from 'otpauth';
import { test, expect, createUser, expectToast, quietOverlays, recordToasts, uniqueEmail, PASSWORD, waitForSplash } from './fixtures';
import { waitForMail } from './mail';

test.beforeEach(async ({ page }) => quietOverlays(page));

const code = (secret: string, atMs: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: atMs });

async function signInForm(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/auth');
  await waitForSplash(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('register → verify by the emailed link → turn on two-step → sign out → sign in through /verify-2fa', async ({ page }) => {
  const email = uniqueEmail('twostep');
  await page.goto('/auth?mode=register');
  await waitForSplash(page);
  await page.getByLabel('First name').fill('Harper');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Harper' })).toBeVisible();
  expect((await page.request.post('/api/user/complete-onboarding', { data: {} })).ok()).toBe(true);

  // unverified: account settings says what is missing and offers a new email
  await page.goto('/account-settings');
  await expect(page.getByRole('note')).toContainText('Verify your email address to message farmers and post reviews');

  const mail = await waitForMail(email, /Confirm your email/);
  expect(mail.text).toContain('Welcome, Harper!');
  await page.goto(mail.link!);
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await expect(page.getByText(`Thank you: ${email} is confirmed`)).toBeVisible();

  await page.goto('/account-settings');
  await waitForSplash(page);
  const email_ = page.getByRole('region', { name: 'Email' });
  await expect(email_.getByText('Verified')).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);

  const twoStep = page.getByRole('region', { name: 'Two-step verification' });
  await twoStep.getByRole('button', { name: 'Turn on two-step verification' }).click();
  // someone holding only the signed-in session gets no further than this
  await twoStep.getByLabel('Password', { exact: true }).fill('not my password');
  await twoStep.getByRole('button', { name: 'Continue' }).click();
  await expect(twoStep.getByText('Your current password is not correct')).toBeVisible();
  await twoStep.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await twoStep.getByRole('button', { name: 'Continue' }).click();
  await expect(twoStep.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await twoStep.getByTestId('totp-secret').getAttribute('data-secret'))!;
  await twoStep.getByLabel('Six-digit code').fill('000000' === code(secret, Date.now()) ? '111111' : '000000');
  await twoStep.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoStep.getByText(/That code is not right/)).toBeVisible();
  await twoStep.getByLabel('Six-digit code').fill(code(secret, Date.now()));
  await twoStep.getByRole('button', { name: 'Turn on' }).click();
  const codes = twoStep.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await twoStep.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoStep.getByText('10 of 10 recovery codes left.')).toBeVisible();

  await page.getByRole('region', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signInForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/verify-2fa/);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  // half signed in: nothing else works yet
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await page.getByLabel('Authentication code').fill(code(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Harper' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('forgot password → emailed link → new password; the old one is refused', async ({ page, request, baseURL }) => {
  await recordToasts(page);
  const { email } = await createUser(request, baseURL!, 'consumer');
  const newPassword = 'apple cider donuts';
  await page.goto('/auth');
  await waitForSplash(page);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await waitForMail(email, /Reset your Farm Stand Finder password/);
  await page.goto(mail.link!);
  await waitForSplash(page);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(page, 'Password changed');

  await signInForm(page, email, PASSWORD);
  await expectToast(page, 'Login failed', 'Incorrect email or password.');
  await signInForm(page, email, newPassword);
  await expect(page.getByRole('button', { name: 'Account menu for Casey' })).toBeVisible();

  // the link worked once
  await page.goto(mail.link!);
  await waitForSplash(page);
  await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
  await page.getByLabel('Repeat the new password').fill('yet another passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
});
