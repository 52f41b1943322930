import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, axe, createUser, expectToast, quietOverlays, recordToasts, signIn, waitForSplash, preparePage } from './fixtures';
import { createFarmerWithListings, tag } from './listing-fixtures';

test.beforeEach(async ({ page }) => {
  await quietOverlays(page);
  await recordToasts(page);
});

async function post(api: APIRequestContext, baseURL: string, url: string, data: object) {
  const res = await api.post(url, { headers: { origin: baseURL }, data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** What a signed-out visitor sees of the listing's reviews. */
async function visitorSees(visitor: Page, farmId: number, text: string, visible: boolean) {
  await visitor.goto(`/farm/${farmId}`);
  await waitForSplash(visitor);
  await expect(visitor.getByRole('list', { name: 'Reviews' }).getByText('Peaches as sweet as candy')).toBeVisible();
  await expect(visitor.getByText(text)).toHaveCount(visible ? 1 : 0);
}

test('a reported review comes first for the admin, who hides it from visitors and then unhides it', async ({ page, request, baseURL, playwright, browser }) => {
  const name = `Moderation Farm ${tag()}`;
  const { ids } = await createFarmerWithListings(request, baseURL!, [{ name, lat: 41.93, lng: -74.0 }]);
  const farmId = ids[0];

  // Casey writes the review; another shopper writes a good one and reports Casey's.
  const [author, reporter] = await Promise.all([playwright.request.newContext({ baseURL }), playwright.request.newContext({ baseURL })]);
  await createUser(author, baseURL!, 'consumer', { verified: true });
  await createUser(reporter, baseURL!, 'consumer', { verified: true });
  const body = `The owner shouted at my kids, never again ${tag()}.`;
  const { review } = await post(author, baseURL!, `/api/farms/${farmId}/reviews`, { rating: 1, body });
  await post(reporter, baseURL!, `/api/farms/${farmId}/reviews`, { rating: 5, body: 'Peaches as sweet as candy.' });
  await post(reporter, baseURL!, `/api/reviews/${review.id}/report`, { reason: 'Made up: the stand is run by one old farmer' });
  await Promise.all([author.dispose(), reporter.dispose()]);

  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin?tab=reviews');
  await waitForSplash(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reviews', exact: true })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('region', { name: 'Reviews' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText(body);
  await expect(first).toContainText('1 open');
  await expect(first).toContainText('“Made up: the stand is run by one old farmer”');
  await expect(first.getByRole('link', { name })).toHaveAttribute('href', `/farm/${farmId}#reviews`);
  await expect(first.getByRole('img', { name: '1 out of 5 stars' })).toBeVisible();
  // The a11y spec sees the tab empty: check it with rows, on a desktop and on a phone.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).include('main').analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      `${width} px`,
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // By keyboard: focus the row's Hide button and press Enter.
  const whose = `Casey’s review of ${name}`;
  await first.getByRole('button', { name: `Hide ${whose}` }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, `Hidden: ${whose}`);
  await expect(table.getByText(body)).toHaveCount(0);

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await preparePage(visitor);
  await quietOverlays(visitor);
  await visitorSees(visitor, farmId, body, false);

  // Under "Hidden" it can be brought back.
  await page.getByLabel('Show').selectOption('hidden');
  const hiddenRow = table.getByRole('row').filter({ hasText: body });
  await expect(hiddenRow).toContainText('Hidden');
  await expect(hiddenRow).toContainText('handled');
  await hiddenRow.getByRole('button', { name: `Unhide ${whose}` }).click();
  await expectToast(page, `Shown again: ${whose}`);
  await expect(table.getByText(body)).toHaveCount(0);
  await visitorSees(visitor, farmId, body, true);

  // Both actions are in the audit log.
  await page.goto('/admin?tab=audit');
  await waitForSplash(page);
  await expect(page.getByText(`Showed the review of “${name}” by Casey`)).toBeVisible();
  await expect(page.getByText(`Hid the review of “${name}” by Casey`)).toBeVisible();
  await visitorContext.close();
});
