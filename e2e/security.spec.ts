import { test, expect, ADMIN, createUser, quietOverlays, signIn, waitForSplash } from './fixtures';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ page }) => quietOverlays(page));

/** HTML that runs script if it is ever inserted as markup; as text it is harmless and shown as typed. */
const xss = (tag: string) => `"><img src=x onerror="window.__xss='${tag}'"><script>window.__xss='${tag}'</script>${tag}`;
const short = (tag: string) => `<b onclick=x>${tag}</b>`;

/** Nothing ran, nothing was inserted as markup, the JSON-LD in the server's HTML is intact. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], b[onclick]').count()).toBe(0);
  for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) expect(() => JSON.parse(json)).not.toThrow();
  expect(await page.evaluate(() => [...document.querySelectorAll('script:not([type="application/ld+json"])')].filter((s) => s.textContent?.includes('__xss')).length)).toBe(0);
}

test('script in every free-text field of a listing shows as text on every page that shows it', async ({ page, request, baseURL }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => (dialogs.push(d.message()), d.dismiss()));
  const farmer = await createUser(request, baseURL!, 'farmer');
  await page.goto('/');
  await signIn(page, farmer.email, farmer.password);
  const name = xss('name');
  const created = await page.request.post('/api/farms', {
    headers: { origin: baseURL! },
    data: {
      name: name.slice(0, 100),
      kind: 'stand',
      description: xss('description'),
      address: xss('address'),
      city: short('city'),
      region: short('st'),
      postalCode: '12401',
      lat: 41.927,
      lng: -74.0,
      openingHours: 'Mo-Su 09:00-17:00',
      phone: short('phone'),
      categories: ['produce'],
      products: [{ name: xss('pr'), category: 'produce', available: true, unit: short('unit'), note: xss('note') }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const farm = await created.json();
  expect((await page.request.patch(`/api/farms/${farm.id}`, { headers: { origin: baseURL! }, data: { status: 'published' } })).status()).toBe(200);

  // first load: the server renders the <head> (title, description, Open Graph, JSON-LD) from these fields
  await page.goto(`/farm/${farm.id}`);
  await waitForSplash(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText("<img src=x onerror=\"window.__xss='name'\">");
  await expect(page.getByText(/<script>window\.__xss='description'<\/script>description/)).toBeVisible();
  await expect(page.getByText(/window\.__xss='pr'/).first()).toBeVisible();
  expect(await page.title()).toContain('<img src=x');
  await expectInert(page);

  await page.goto(`/browse?q=${encodeURIComponent('description')}&location=12401`);
  await waitForSplash(page);
  await expect(page.getByText(/__xss='name'/).first()).toBeVisible();
  await expectInert(page);
  await page.goto('/farm-profile');
  await waitForSplash(page);
  await expectInert(page);
  expect(dialogs).toEqual([]);
});

test('script in admin-entered text and in audit entries shows as text in /admin', async ({ page, baseURL }) => {
  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  const title = xss('sponsor');
  const res = await page.request.post('/api/admin/sponsors', {
    headers: { origin: baseURL! },
    // Inactive: the admin screens show it, the public popup of other tests never does.
    data: { title: title.slice(0, 100), linkUrl: 'https://example.com', mediaType: 'image', imageUrl: 'https://example.com/a.png', altText: xss('alt').slice(0, 100), ctaText: short('cta'), isActive: false },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto('/admin?tab=audit');
  await waitForSplash(page);
  const log = page.getByRole('list', { name: 'Audit log' });
  await expect(log.getByText(/Added sponsor “"><img src=x/).first()).toBeVisible();
  await expectInert(page);
  await page.goto('/admin?tab=sponsors');
  await expect(page.getByRole('row', { name: /"><img src=x/ }).first()).toBeVisible();
  await expectInert(page);
});
