import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, createUser, expectNoSeriousAxeViolations, expectToast, quietOverlays, recordToasts, signIn, waitForSplash, newPhonePage } from './fixtures';
import { screens } from './screens';
import { ageAccount } from './db';
import { waitForMail } from './mail';
import { createFarmerWithListings, signInAsNewShopper, tag } from './listing-fixtures';

// Listings people can trust (docs/product.md §9), on a phone: visitors' answers, reports, the stand's sign, claims.
test.use({ viewport: { width: 390, height: 844 }, permissions: ['geolocation'], geolocation: { latitude: 41.9275, longitude: -74.0 } });

const STAND = { lat: 41.927, lng: -74.0 };
const headers = (baseURL: string) => ({
  origin: baseURL,
  'x-forwarded-for': `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`,
});

/** A fresh farmer's published stand with products, the farmer signed in on `request`. */
async function standWithProducts(request: APIRequestContext, baseURL: string, name: string) {
  const { ids, farmer } = await createFarmerWithListings(request, baseURL, [{ name, ...STAND }]);
  const products = [
    { name: 'Strawberries', category: 'produce', available: true },
    { name: 'Honey', category: 'honey', available: true },
  ];
  const res = await request.patch(`${baseURL}/api/farms/${ids[0]}`, { headers: headers(baseURL), data: { products } });
  expect(res.status(), await res.text()).toBe(200);
  return { id: ids[0], farmer };
}

test.beforeEach(async ({ page }) => {
  await quietOverlays(page);
  await recordToasts(page);
});

test('a visitor answers "Was it open?" after checking in, and marks a product sold out', async ({ page, context, request, baseURL }) => {
  const name = `Answer Farm ${tag()}`;
  const { id } = await standWithProducts(request, baseURL!, name);
  // No position on page load (not granted yet): only the check-in can show the question.
  await context.clearPermissions();
  const shopper = await signInAsNewShopper(page, baseURL!);
  // A day-old account: a newer one's marks are kept but move nothing alone (decision 033).
  await ageAccount(shopper.email);
  await page.goto(`/farm/${id}`);
  await waitForSplash(page);
  await expect(page.getByRole('button', { name: 'Report a problem' })).toBeVisible();
  await context.grantPermissions(['geolocation']);
  await page.getByRole('button', { name: 'Check in' }).click();
  const ask = page.getByRole('region', { name: `Was ${name} open?` });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Yes, it was open' }).click();
  await ask.getByRole('button', { name: 'Honey: Sold out' }).click();
  await expect(ask.getByRole('button', { name: 'Honey: Sold out' })).toHaveAttribute('aria-pressed', 'true');
  await ask.getByRole('button', { name: 'Strawberries: Had it' }).click();
  await expectNoSeriousAxeViolations(page, 'was it open');
  await screens(page, 'trust', 'was-it-open');
  await ask.getByRole('button', { name: 'Send' }).click();
  await expectToast(page, 'Thanks! Your answer is on the listing now.');
  await expect(ask).toHaveCount(0);

  const products = page.getByRole('region', { name: 'Products' });
  const honey = products.getByRole('listitem').filter({ hasText: 'Honey' });
  await expect(honey.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(honey.getByText(/said by a visitor/)).toBeVisible();
  await expect(
    products
      .getByRole('listitem')
      .filter({ hasText: 'Strawberries' })
      .getByText(/said by a visitor/),
  ).toBeVisible();
});

test('at the stand (position already allowed, within 500 m) the listing asks without a check-in', async ({ page, request, baseURL }) => {
  const name = `Nearby Farm ${tag()}`;
  const { id } = await standWithProducts(request, baseURL!, name);
  await signInAsNewShopper(page, baseURL!);
  await page.goto(`/farm/${id}`);
  await waitForSplash(page);
  const ask = page.getByRole('region', { name: `Was ${name} open?` });
  await ask.getByRole('button', { name: 'No, it was closed' }).click();
  await expectToast(page, 'Thanks! Your answer is on the listing now.');
  await expect(ask).toHaveCount(0);
});

test('a report shows as open to the next visitor, who adds to it; an admin hides the listing', async ({ page, browser, request, baseURL }) => {
  const name = `Reported Farm ${tag()}`;
  const { id } = await standWithProducts(request, baseURL!, name);
  await signInAsNewShopper(page, baseURL!);
  await page.goto(`/farm/${id}`);
  await waitForSplash(page);
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'What’s wrong with this listing?' });
  await dialog.getByRole('radio', { name: /Closed for good/ }).check();
  await dialog.getByLabel('What did you see? (optional)').fill('The stand is boarded up and the sign is gone.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expectToast(page, 'Thanks: your report is with our admins');
  await expect(page.getByText('Reported closed for good — under review')).toBeVisible();

  const next = await newPhonePage(browser);
  await signInAsNewShopper(next, baseURL!);
  await next.goto(`/farm/${id}`);
  await waitForSplash(next);
  const open = next.getByRole('list', { name: 'Open reports about this listing' });
  await expect(open.getByText('Reported closed for good — under review')).toBeVisible();
  await expect(open.getByText(/1 person reported this/)).toBeVisible();
  await screens(next, 'trust', 'listing-open-report');
  await next.getByRole('button', { name: 'Report a problem' }).click();
  const again = next.getByRole('dialog', { name: 'What’s wrong with this listing?' });
  await again.getByRole('radio', { name: /Closed for good/ }).check();
  await expect(again.getByText('Someone has reported this already: sending adds your voice to it.')).toBeVisible();
  await expectNoSeriousAxeViolations(next, 'report dialog');
  await screens(next, 'trust', 'report-dialog');
  await again.getByRole('button', { name: 'Send report' }).click();
  await expect(open.getByText(/2 people reported this · since .* · You reported this/)).toBeVisible();

  const admin = await newPhonePage(browser);
  await admin.goto('/');
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin?tab=reports');
  await waitForSplash(admin);
  await admin.getByLabel('Search reports').fill(name);
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('The stand is boarded up and the sign is gone.')).toBeVisible();
  await screens(admin, 'trust', 'admin-reports');
  await row.getByRole('button', { name: `Resolve the report that ${name} is closed for good` }).click();
  const resolve = admin.getByRole('dialog', { name: 'Resolve the report' });
  await resolve.getByRole('radio', { name: /Hide the listing/ }).check();
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(admin.getByText('No open reports. Every listing report has been dealt with.')).toBeVisible();

  await next.reload();
  await expect(next.getByRole('heading', { name: 'We couldn’t find this stand' })).toBeVisible();
});

test('the stock page from a sign’s QR code works without an account; the farmer sees who changed what', async ({ page, browser, request, baseURL }) => {
  const name = `Honor Box ${tag()}`;
  const { id, farmer } = await standWithProducts(request, baseURL!, name);
  await page.goto('/');
  await signIn(page, farmer.email, farmer.password);
  await page.goto(`/farm-profile?id=${id}`);
  await waitForSplash(page);
  const sign = page.getByRole('region', { name: 'Self-service sign' });
  const pdf = await page.request.get(`/api/farms/${id}/sign?paper=letter`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(sign.getByRole('link', { name: 'Print sign (A4)' })).toHaveAttribute('href', `/api/farms/${id}/sign?paper=a4`);
  const stockUrl = (await sign.getByRole('link', { name: 'Open the stock page' }).getAttribute('href'))!;
  expect(stockUrl).toMatch(new RegExp(`^${baseURL}/farm/${id}/stock/[A-Za-z0-9_-]{22}$`));

  // Someone at the stand, no account.
  const stand = await newPhonePage(browser);
  await stand.goto(stockUrl);
  await waitForSplash(stand);
  await expect(stand.getByRole('heading', { level: 1, name })).toBeVisible();
  const honey = stand.getByRole('group', { name: 'Honey' });
  await expect(honey.getByRole('button', { name: 'In stock' })).toHaveAttribute('aria-pressed', 'true');
  await honey.getByRole('button', { name: 'Sold out' }).click();
  await expect(stand.getByRole('status').filter({ hasText: 'Saved: Honey is sold out.' })).toBeVisible();
  await expect(honey.getByRole('button', { name: 'Sold out' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousAxeViolations(stand, 'stock page');
  await screens(stand, 'trust', 'stock-page');

  await page.reload();
  await waitForSplash(page);
  await expect(page.getByRole('region', { name: 'Stock history' }).getByText('Honey: sold out')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stock history' }).getByText(/at the stand’s sign/)).toBeVisible();
  await sign.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/trust/editor-sign-390.png' });

  // The farmer replaces the sign: the old one says so plainly.
  await page.getByRole('button', { name: 'Replace the sign' }).click();
  await page.getByRole('dialog', { name: 'Replace the sign?' }).getByRole('button', { name: 'Replace it' }).click();
  await expect(sign.getByRole('link', { name: 'Open the stock page' })).not.toHaveAttribute('href', stockUrl);
  await stand.reload();
  await waitForSplash(stand);
  await expect(stand.getByText('This sign has been replaced by the farmer, so it no longer works. Look for the newer sign at the stand.')).toBeVisible();
  await expectNoSeriousAxeViolations(stand, 'replaced sign');
  await screens(stand, 'trust', 'stock-page-replaced');
});

test('a farmer claims an imported listing and an admin approves it', async ({ page, browser, baseURL }) => {
  const name = `Imported Farm ${tag()}`;
  const admin = await newPhonePage(browser);
  await admin.goto('/');
  await signIn(admin, ADMIN.email, ADMIN.password);
  const csv = `name,lat,lng,city,region,opening_hours\n${name},41.93,-74.01,Kingston,NY,Sa 09:00-17:00\n`;
  const imported = await admin.request.post('/api/admin/imports', {
    headers: headers(baseURL!),
    multipart: { format: 'csv', file: { name: 'stands.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(imported.status(), await imported.text()).toBeLessThan(300);
  const found = await (await admin.request.get(`/api/admin/farms?q=${encodeURIComponent(name)}`)).json();
  const id = found.items[0].id as number;

  const farmer = await createUser(page.request, baseURL!, 'farmer');
  await page.goto('/');
  await signIn(page, farmer.email, farmer.password);
  await page.goto(`/farm/${id}`);
  await waitForSplash(page);
  const claim = page.getByRole('region', { name: 'Is this your farm?' });
  await expect(claim.getByText(/This listing was added from a public list/)).toBeVisible();
  // Claiming needs a confirmed address (issue 29 point 3): the farmer is told so, with a new link at hand.
  await expect(claim.getByRole('note')).toContainText('Verify your email address to claim a listing.');
  await expect(claim.getByRole('button', { name: 'Resend the email' })).toBeVisible();
  await expect(claim.getByRole('button', { name: 'Claim this listing' })).toHaveCount(0);
  const { link } = await waitForMail(farmer.email, /Confirm your email/);
  expect((await page.request.post('/api/verify-email', { data: { token: new URL(link!).searchParams.get('token') }, headers: headers(baseURL!) })).ok()).toBe(
    true,
  );
  await page.reload();
  await waitForSplash(page);
  // Below the listing's actions (Save, Add to trip), not above them (issue 34 point 10).
  const actions = await page.getByRole('group', { name: 'Actions' }).boundingBox();
  expect((await claim.boundingBox())!.y).toBeGreaterThan(actions!.y + actions!.height);
  await claim.getByRole('button', { name: 'Claim this listing' }).click();
  await claim.getByLabel('How can we tell it’s yours?').fill('I am Fern, we sell sweet corn from the red barn on this corner.');
  await claim.getByLabel('Phone (optional)').fill('845-555-0142');
  await expectNoSeriousAxeViolations(page, 'claim form');
  await screens(page, 'trust', 'claim-form');
  await claim.getByRole('button', { name: 'Send claim' }).click();
  await expect(claim.getByText(/Your claim was sent .*An admin will answer soon/)).toBeVisible();

  await admin.goto('/admin?tab=claims');
  await waitForSplash(admin);
  await admin.getByLabel('Search claims').fill(name);
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('845-555-0142')).toBeVisible();
  await screens(admin, 'trust', 'admin-claims');
  await row.getByRole('button', { name: `Answer Fern’s claim of ${name}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('No claims waiting.')).toBeVisible();

  await page.reload();
  await waitForSplash(page);
  await expect(page.getByRole('link', { name: 'Edit listing' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Is this your farm?' })).toHaveCount(0);
});
