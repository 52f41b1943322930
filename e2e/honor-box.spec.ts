import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, quietOverlays, recordToasts, waitForSplash } from './fixtures';
import { screens } from './screens';
import { setQuantityOnHand, standSales } from './db';
import { createFarmerWithListings, tag } from './listing-fixtures';
import { saved, waitForWorkerControl } from './offline-fixtures';

// The honor-box checkout (issue 33 point 3, decisions 034 and 064) on a phone at the stand, from the sign's QR code,
// with no account: count what you took, see the total, pay the farmer in your own app or in the box, say so.
test.use({ viewport: { width: 390, height: 844 } });

const headers = (baseURL: string) => ({
  origin: baseURL,
  'x-forwarded-for': `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`,
});

/** A published stand with priced products and mobile handles; returns the address its sign's QR code opens. */
async function standWithPrices(request: APIRequestContext, baseURL: string, name: string) {
  const { ids } = await createFarmerWithListings(request, baseURL, [{ name, lat: 41.927, lng: -74.0 }]);
  const id = ids[0];
  const res = await request.patch(`${baseURL}/api/farms/${id}`, {
    headers: headers(baseURL),
    data: {
      paymentMethods: ['cash', 'venmo', 'paypal', 'zelle'],
      payment: { venmo: 'Sunny-Acres', paypal: 'SunnyAcres', zelle: 'farm@example.com' },
      products: [
        { name: 'Eggs', category: 'eggs', available: true, priceCents: 600, unit: 'dozen' },
        { name: 'Honey', category: 'honey', available: true, priceCents: 1200, unit: 'jar' },
        { name: 'Squash', category: 'produce', available: true },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await setQuantityOnHand(id, 'Eggs', 5);
  const info = await request.get(`${baseURL}/api/farms/${id}/sign/info`);
  expect(info.status(), await info.text()).toBe(200);
  const stockUrl = ((await info.json()) as { url: string }).url;
  expect(stockUrl).toMatch(new RegExp(`^${baseURL}/farm/${id}/stock/[A-Za-z0-9_-]{22}$`));
  return { id, stockUrl, apiUrl: `/api/farms/${id}/stock/${stockUrl.split('/').at(-1)}` };
}

/** Sales the server recorded anew (a resend with the same key is answered as a replay), from the page or the worker. */
function recordSales(context: BrowserContext, farmId: number): number[] {
  const recorded: number[] = [];
  context.on('response', (res) => {
    if (
      res.request().method() === 'POST' &&
      res.url().includes(`/api/farms/${farmId}/stock/`) &&
      res.url().endsWith('/sales') &&
      res.ok() &&
      !res.headers()['idempotent-replayed']
    )
      recorded.push(res.status());
  });
  return recorded;
}

const checkout = (page: Page) => page.getByRole('region', { name: 'Pay at the honor box' });

test.beforeEach(async ({ page }) => {
  await quietOverlays(page);
  await recordToasts(page);
});

test('a shopper at the stand counts two products, sees the total and the pay links, says they paid cash; the stock goes down', async ({
  page,
  request,
  baseURL,
}) => {
  const name = `Honor Farm ${tag()}`;
  const { id, stockUrl, apiUrl } = await standWithPrices(request, baseURL!, name);
  await page.goto(stockUrl);
  await waitForSplash(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const box = checkout(page);
  await expect(box.getByText('$6.00 / dozen · 5 left')).toBeVisible();
  // Not priced: not for sale here (the stock buttons below still list it).
  await expect(box.getByRole('heading', { name: 'Squash' })).toHaveCount(0);
  await expect(box.getByText('How are you paying?')).toHaveCount(0);

  await box.getByRole('button', { name: 'One more Eggs' }).click();
  await box.getByRole('button', { name: 'One more Eggs' }).click();
  await box.getByRole('button', { name: 'One more Honey' }).click();
  await expect(box.getByRole('group', { name: 'How many Eggs' }).getByText('2')).toBeVisible();
  await expect(box.getByTestId('checkout-total')).toHaveText('$24.00');
  // Targets a thumb can hit at the roadside.
  const plus = await box.getByRole('button', { name: 'One more Honey' }).boundingBox();
  expect(plus!.width).toBeGreaterThanOrEqual(44);
  expect(plus!.height).toBeGreaterThanOrEqual(44);

  await expect(box.getByText('How are you paying?')).toBeVisible();
  const note = encodeURIComponent(`${name}: 2 × Eggs, Honey`);
  await expect(box.getByRole('link', { name: /Pay \$24\.00 with Venmo/ })).toHaveAttribute(
    'href',
    `https://venmo.com/Sunny-Acres?txn=pay&amount=24.00&note=${note}`,
  );
  await expect(box.getByRole('link', { name: /Pay \$24\.00 with PayPal/ })).toHaveAttribute('href', 'https://paypal.me/SunnyAcres/24.00USD');
  // Zelle has no pay link: its email is there to copy.
  await expect(box.getByText('farm@example.com', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'honor-box checkout');
  await screens(page, 'honor-box', 'checkout');

  await box.getByRole('button', { name: 'I’m paying cash' }).click();
  await box.getByRole('button', { name: 'I paid $24.00 in cash' }).click();
  // What the shopper said, never that a payment went through (decision 064).
  await expect(box.getByRole('status').filter({ hasText: 'You said you paid $24.00 in cash. The farmer will see it. Thank you!' })).toBeVisible();
  await expect(box.getByText('$6.00 / dozen · 3 left')).toBeVisible();
  await expect(box.getByTestId('checkout-total')).toHaveText('$0.00');
  await screens(page, 'honor-box', 'checkout-done');

  const stock = (await (await page.request.get(apiUrl)).json()) as { products: Array<{ name: string; quantityOnHand: number | null }> };
  expect(stock.products.find((p) => p.name === 'Eggs')?.quantityOnHand).toBe(3);
  expect(await standSales(id)).toEqual([
    {
      method: 'cash',
      said_paid_cents: 2400,
      price_total_cents: 2400,
      items: [expect.objectContaining({ name: 'Eggs', quantity: 2 }), expect.objectContaining({ name: 'Honey', quantity: 1 })],
    },
  ]);

  // The farmer's day (issue 33 point 4): the same sale in their Sales view, by product and by method.
  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto(`/sales?id=${id}`);
  await waitForSplash(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  const figure = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(figure('Shoppers said they paid')).toHaveText('$24.00');
  await expect(figure('Your prices add up to')).toHaveText('$24.00');
  const byProduct = page.getByRole('table', { name: 'By product' });
  await expect(byProduct.getByRole('row', { name: 'Eggs 2 dozen $12.00' })).toBeVisible();
  await expect(byProduct.getByRole('row', { name: 'Honey 1 jar $12.00' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'By how they paid' }).getByRole('row', { name: 'Cash 1 $24.00 $24.00' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/farms/${id}/sales.csv?period=today`);
  await expect(page.getByRole('spinbutton', { name: 'Eggs (dozen)' })).toHaveValue('3');
  await expectNoSeriousAxeViolations(page, 'sales view');
  await screens(page, 'honor-box', 'sales-view');
  // "Not received": kept in the list, out of the totals.
  await page.getByRole('checkbox', { name: 'Not received' }).check();
  await expect(figure('Not received')).toHaveText('1');
  await expect(figure('Shoppers said they paid')).toHaveText('$0.00');
  await expect(page.getByRole('checkbox', { name: 'Not received' })).toBeChecked();
});

test.describe('with one bar or none', () => {
  // The service worker is what this is about (blocked elsewhere: decision 046).
  test.use({ serviceWorkers: 'allow' });

  test('the page and prices are kept when the QR page first loads; a sale made offline is sent once when the signal returns', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const name = `Offline Honor ${tag()}`;
    const { id, stockUrl, apiUrl } = await standWithPrices(request, baseURL!, name);
    const recorded = recordSales(context, id);
    await page.goto(stockUrl);
    await waitForSplash(page);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await waitForWorkerControl(page);
    // Kept for anyone: no account at the stand.
    await saved(page, apiUrl);

    // No signal: the page opens again from the phone's copy, prices and all.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The bar says the phone is offline, never that this page needs a connection: a signed-out visitor's "who is
    // signed in" and the site's switches have an answer offline too (client/sw/saved-data.ts, saved-rules.ts).
    await expect(page.getByRole('status').filter({ hasText: 'You’re offline. Pages you opened recently still work.' })).toBeVisible();
    await expect(page.getByText('this page needs a connection')).toHaveCount(0);
    const box = checkout(page);
    await box.getByRole('button', { name: 'One more Eggs' }).click();
    await expect(box.getByTestId('checkout-total')).toHaveText('$6.00');
    await box.getByRole('button', { name: 'I’m paying cash' }).click();
    await box.getByRole('button', { name: 'I paid $6.00 in cash' }).click();
    await expect(box.getByRole('status').filter({ hasText: 'You said you paid $6.00 in cash. No signal right now' })).toBeVisible();
    await expect(box.getByText('$6.00 / dozen · 4 left')).toBeVisible();
    await screens(page, 'honor-box', 'checkout-offline');
    expect(recorded).toEqual([]);
    expect(await standSales(id)).toEqual([]);

    // The signal returns: sent once, with the key it was kept under.
    await context.setOffline(false);
    await expect(box.getByRole('status').filter({ hasText: 'Your sale reached the farmer. Thank you!' })).toBeVisible();
    await expect.poll(() => recorded.length).toBe(1);
    // Opened again (the page sends what is waiting on start): nothing more is recorded.
    await page.reload();
    await waitForSplash(page);
    await expect(checkout(page).getByText('$6.00 / dozen · 4 left')).toBeVisible();
    const sales = await standSales(id);
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ method: 'cash', said_paid_cents: 600 });
    expect(recorded).toHaveLength(1);
  });
});

test('a stand that takes cards with tap to pay, and another way in the farmer’s words: both offered without a link', async ({ page, request, baseURL }) => {
  const name = `Card Honor ${tag()}`;
  const { id, stockUrl } = await standWithPrices(request, baseURL!, name);
  const res = await request.patch(`${baseURL}/api/farms/${id}`, {
    headers: headers(baseURL!),
    data: { paymentMethods: ['card', 'other'], payment: { tapToPay: true, other: 'Apple Cash to the number on the box' } },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(stockUrl);
  await waitForSplash(page);
  const box = checkout(page);
  await box.getByRole('button', { name: 'One more Honey' }).click();
  await expect(box.getByText('Apple Cash to the number on the box')).toBeVisible();
  // No cash listed: the box offers only what the farmer takes, and neither of these is a link.
  await expect(box.getByRole('button', { name: 'I’m paying cash' })).toHaveCount(0);
  await expect(box.getByRole('link')).toHaveCount(0);
  await box.getByRole('button', { name: 'I’m paying by card at the stand' }).click();
  await box.getByRole('button', { name: 'I paid $12.00 by card' }).click();
  await expect(box.getByRole('status').filter({ hasText: 'You said you paid $12.00 by card.' })).toBeVisible();
  expect(await standSales(id)).toEqual([expect.objectContaining({ method: 'card', said_paid_cents: 1200 })]);
  await box.getByRole('button', { name: 'One more Honey' }).click();
  await box.getByRole('button', { name: 'I’m paying another way' }).click();
  await expect(box.getByRole('button', { name: 'I paid $12.00 another way' })).toBeVisible();
});

test('in Spanish: the checkout, the farmer’s Sales view and the editor’s payment section, with no serious axe finding', async ({ page, request, baseURL }) => {
  const name = `Caja ${tag()}`;
  const { id, stockUrl } = await standWithPrices(request, baseURL!, name);
  const res = await request.patch(`${baseURL}/api/farms/${id}`, {
    headers: headers(baseURL!),
    data: {
      paymentMethods: ['cash', 'card', 'venmo', 'paypal', 'zelle', 'snap-ebt'],
      payment: { venmo: 'Sunny-Acres', paypal: 'SunnyAcres', zelle: 'farm@example.com', tapToPay: true, how: { 'snap-ebt': 'Pregunte en el mostrador' } },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.context().addCookies([{ name: 'lang', value: 'es', url: baseURL! }]);
  await page.goto(stockUrl);
  await waitForSplash(page);
  const box = page.getByRole('region', { name: 'Paga en la caja de confianza' });
  await box.getByRole('button', { name: 'Uno más: Eggs' }).click();
  await expect(box.getByTestId('checkout-total')).toHaveText('6,00 US$');
  await expect(box.getByRole('link', { name: /Pagar 6,00 US\$ con Venmo/ })).toBeVisible();
  await expect(box.getByRole('button', { name: 'Pago con tarjeta en el puesto' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'checkout in Spanish');
  await screens(page, 'honor-box', 'checkout-es');
  await box.getByRole('button', { name: 'Pago en efectivo' }).click();
  await box.getByRole('button', { name: 'Pagué 6,00 US$ en efectivo' }).click();
  await expect(box.getByRole('status').filter({ hasText: 'Dijiste que pagaste 6,00 US$ en efectivo.' })).toBeVisible();

  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto(`/sales?id=${id}`);
  await waitForSplash(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ventas' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Por forma de pago' }).getByRole('row', { name: 'Efectivo 1 6,00 US$ 6,00 US$' })).toBeVisible();
  await expect(page.getByText(/dijo 6,00\sUS\$ en efectivo/)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'sales view in Spanish');
  await screens(page, 'honor-box', 'sales-view-es');

  await page.goto(`/farm-profile?id=${id}#payment`);
  await waitForSplash(page);
  const payment = page.locator('#payment');
  await expect(payment.getByTestId('pay-preview-venmo')).toContainText('https://venmo.com/Sunny-Acres');
  await expect(payment.getByLabel('Cómo funciona SNAP/EBT aquí (opcional)')).toHaveValue('Pregunte en el mostrador');
  await expectNoSeriousAxeViolations(page, 'editor in Spanish');
});
