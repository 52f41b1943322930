import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { test, expect, quietOverlays, uniqueEmail, waitForSplash } from './fixtures';
import { dataDirFile, MAIN_PORT } from '../playwright.config';
import { shot } from './screens';

// Issue 34 point 1: the README's `npm run admin:create` beside a serving app once stopped the app's embedded
// PostgreSQL (every call then answered 503). The command now uses the live database and leaves it running (decision 052).
test.use({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'x-forwarded-for': `10.77.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}` } });

test('npm run admin:create while the app serves: the app still answers and the new admin signs in', async ({ page, request }, testInfo) => {
  await quietOverlays(page);
  const dataDir = fs.readFileSync(dataDirFile(MAIN_PORT), 'utf8');
  expect((await request.get('/readyz')).status()).toBe(200);

  const email = uniqueEmail('live-admin');
  const password = 'a-new-admin-password';
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'admin:create', '--', email], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password, TZ: 'UTC', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    timeout: 60_000,
  });
  expect(stdout).toContain(`Created admin ${email}`);

  // The app's database is still up: ready, and searching answers.
  expect((await request.get('/readyz')).status()).toBe(200);
  const farms = await request.get('/api/farms?limit=1');
  expect(farms.status()).toBe(200);
  expect((await farms.json()).items).toHaveLength(1);

  await page.goto('/auth');
  await waitForSplash(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/); // signed in, sent home
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email, userType: 'admin' });
  // A new admin is led to two-step verification, which the console needs.
  await page.goto('/admin');
  await waitForSplash(page);
  await expect(page.getByRole('heading', { name: 'Set up two-step verification to use the admin console' })).toBeVisible();
  await shot(page, testInfo.outputPath('admin-created-live-390.png'));
});
