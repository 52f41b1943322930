import { test, expect, quietOverlays, ADMIN, adminHeaders, signIn } from './fixtures';

// The gates server is this suite's alone: flipping its switches cannot disturb other tests.
const GATES = `http://localhost:${Number(process.env.E2E_PORT ?? 5180) + 1}`;
test.use({ baseURL: GATES });
test.describe.configure({ mode: 'serial' });

async function setSwitch(request: import('@playwright/test').APIRequestContext, which: 'maintenance' | 'coming-soon', isEnabled: boolean) {
  const res = await request.put(`${GATES}/api/admin/settings/${which}`, { data: { isEnabled }, headers: await adminHeaders(GATES) });
  expect(res.status()).toBe(200);
}

test.beforeEach(async ({ page }) => quietOverlays(page));
test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await setSwitch(request, 'maintenance', false);
  await setSwitch(request, 'coming-soon', false);
  await request.dispose();
});

test('maintenance: visitors see the maintenance page except on sign-in pages; admins bypass', async ({ page, playwright }) => {
  const adminApi = await playwright.request.newContext();
  await setSwitch(adminApi, 'maintenance', true);
  for (const path of ['/', '/browse', '/farm/1', '/how-it-works']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'We’re tending the fields' })).toBeVisible();
  }
  for (const path of ['/auth', '/forgot-password', '/reset-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'We’re tending the fields' })).toHaveCount(0);
  }
  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'We’re tending the fields' })).toBeVisible();

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/how-it-works');
  await expect(page.getByRole('heading', { name: 'We’re tending the fields' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await adminApi.dispose();
});

test('maintenance wins over coming-soon; coming-soon alone shows the coming-soon page', async ({ page, playwright }) => {
  const adminApi = await playwright.request.newContext();
  await setSwitch(adminApi, 'maintenance', true);
  await setSwitch(adminApi, 'coming-soon', true);
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1, name: 'We’re tending the fields' })).toBeVisible();
  await page.goto('/coming-soon');
  await expect(page.getByRole('heading', { level: 1, name: 'We’re tending the fields' })).toBeVisible();

  await setSwitch(adminApi, 'maintenance', false);
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1, name: 'Farm Stand Finder' })).toBeVisible();
  await expect(page.getByText('Coming soon')).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/browse');
  await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0);
  await setSwitch(adminApi, 'coming-soon', false);
  await adminApi.dispose();
});

test('an admin flips maintenance from the settings screen in /admin', async ({ page, browser }) => {
  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin?tab=settings');
  const toggle = page.getByRole('switch', { name: 'Maintenance mode' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  const visitor = await browser.newPage({ baseURL: GATES });
  await quietOverlays(visitor);
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1, name: 'We’re tending the fields' })).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'We’re tending the fields' })).toHaveCount(0);
  await visitor.close();
});

test('the server sends the gate, never the page behind it, even to a reader without JavaScript', async ({ browser, playwright }) => {
  const adminApi = await playwright.request.newContext();
  await setSwitch(adminApi, 'maintenance', true);
  const farm = (await (await adminApi.get(`${GATES}/api/farms?limit=1`)).json()).items[0] as { id: number; name: string };
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: GATES });
  const page = await context.newPage();
  for (const path of ['/', `/farm/${farm.id}`, '/browse?location=12401', '/favorites']) {
    const res = await page.goto(path);
    expect(res!.status(), path).toBe(503); // "come back later", to crawlers too
    await expect(page.getByRole('heading', { level: 1, name: 'We’re tending the fields' }), path).toBeVisible();
    expect(await page.content(), path).not.toContain(farm.name);
  }
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await setSwitch(adminApi, 'maintenance', false);
  await context.close();
  await adminApi.dispose();
});
