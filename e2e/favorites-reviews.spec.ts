import { expect, test } from '@playwright/test';
import { createUser, expectToast, quietOverlays, recordToasts, signIn, waitForSplash, preparePage } from './fixtures';
import { createFarmerWithListings, signInAsNewShopper, tag } from './listing-fixtures';

test.beforeEach(async ({ page }) => {
  await quietOverlays(page);
  await recordToasts(page);
});

test('favorite and unfavorite a stand, and see it on /favorites', async ({ page, request, baseURL }) => {
  const name = `Heart Farm ${tag()}`;
  const { ids } = await createFarmerWithListings(request, baseURL!, [{ name, lat: 41.93, lng: -74.0 }]);
  await signInAsNewShopper(page, baseURL!);

  await page.goto(`/farm/${ids[0]}`);
  await waitForSplash(page);
  const heart = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Save' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expectToast(page, 'Saved to favorites');

  await page.goto('/favorites');
  await waitForSplash(page);
  const list = page.getByRole('list', { name: 'Your favorite stands' });
  await expect(list.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText(/of 1 open now/)).toBeVisible();

  await list.getByRole('button', { name: `Remove ${name} from favorites` }).click();
  await expectToast(page, 'Removed from favorites');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
});

test('a failed favorite rolls back with a toast', async ({ page, request, baseURL }) => {
  const name = `Rollback Farm ${tag()}`;
  const { ids } = await createFarmerWithListings(request, baseURL!, [{ name, lat: 41.93, lng: -74.0 }]);
  await signInAsNewShopper(page, baseURL!);
  await page.goto(`/farm/${ids[0]}`);
  await waitForSplash(page);
  await page.route('**/api/favorites', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { message: 'The database is not reachable.' } }) : route.fallback(),
  );
  const heart = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Save' });
  await heart.click();
  await expectToast(page, 'Could not save this stand');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('write, edit and delete a review; the average follows; markup stays text', async ({ page, request, baseURL }) => {
  const name = `Review Farm ${tag()}`;
  const { ids } = await createFarmerWithListings(request, baseURL!, [{ name, lat: 41.93, lng: -74.0 }]);
  // Someone else's 5-star review first, so the average visibly moves.
  await createUser(request, baseURL!, 'consumer', { verified: true });
  const res = await request.post(`${baseURL}/api/farms/${ids[0]}/reviews`, {
    headers: { origin: baseURL! },
    data: { rating: 5, body: 'Best peaches around.' },
  });
  expect(res.status()).toBe(201);

  await signInAsNewShopper(page, baseURL!);
  const dialogs: string[] = [];
  page.on('dialog', (d) => (dialogs.push(d.message()), void d.dismiss()));
  await page.goto(`/farm/${ids[0]}`);
  await waitForSplash(page);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('5.0')).toBeVisible();

  const form = page.getByRole('form', { name: `Review ${name}` });
  await form.locator('label', { hasText: /^1 star$/ }).click();
  const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script> Corn was starchy.';
  await form.getByLabel('What did you think?').fill(markup);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expectToast(page, 'Badge earned: First review');
  const mine = page.getByRole('article', { name: 'Review by Casey' }).filter({ hasText: 'Your review' });
  await expect(mine.getByTestId('review-body')).toHaveText(markup);
  await expect(header.getByText('3.0')).toBeVisible();
  await expect(header.getByText('2 reviews')).toBeVisible();
  expect(await page.locator('[data-testid="review-body"] img, [data-testid="review-body"] script').count()).toBe(0);

  await mine.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit your review' });
  await edit.locator('label', { hasText: /^3 stars$/ }).click();
  await edit.getByLabel('What did you think?').fill('Came back: the corn was sweet this time.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Review updated');
  await expect(header.getByText('4.0')).toBeVisible();
  await expect(page.getByText('Came back: the corn was sweet this time.')).toBeVisible();

  await page.getByRole('article', { name: 'Review by Casey' }).filter({ hasText: 'Your review' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete review' }).click();
  await expectToast(page, 'Review deleted');
  await expect(header.getByText('5.0')).toBeVisible();
  await expect(header.getByText(/· 1 review$/)).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('the listing’s farmer replies to a review once, and the reviewer is told', async ({ page, browser, baseURL }) => {
  const name = `Reply Farm ${tag()}`;
  // The shopper's review, from their own browser.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await preparePage(shopperPage);
  await quietOverlays(shopperPage);
  await signInAsNewShopper(shopperPage, baseURL!);
  // The farmer, with a confirmed address (replies need one), signed in on the page.
  const farmer = await createUser(page.request, baseURL!, 'farmer', { verified: true });
  await page.goto('/');
  await signIn(page, farmer.email, farmer.password);
  const created = await page.request.post('/api/farms', {
    headers: { origin: baseURL! },
    data: {
      name,
      kind: 'stand',
      description:
        'Peaches, plums and sweet corn from our own orchard and fields.\n\nPick your own on weekends from July; the honor box is open every day.\n\nWe grow without sprays where we can and tell you where we cannot.',
      city: 'Kingston',
      region: 'NY',
      lat: 41.93,
      lng: -74.0,
      openingHours: '24/7',
      categories: ['produce'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  expect((await page.request.patch(`/api/farms/${id}`, { headers: { origin: baseURL! }, data: { status: 'published' } })).status()).toBe(200);
  const posted = await shopperPage.request.post(`/api/farms/${id}/reviews`, {
    headers: { origin: baseURL! },
    data: { rating: 4, body: 'Lovely peaches, a bit pricey.' },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await page.goto(`/farm/${id}`);
  await waitForSplash(page);
  const review = page.getByRole('article', { name: 'Review by Casey' });
  await review.getByRole('button', { name: 'Reply' }).click();
  await review.getByLabel('Your public reply (one per review)').fill('<b>Thanks!</b> Seconds are half price on Sundays.');
  await review.getByRole('button', { name: 'Post reply' }).click();
  await expectToast(page, 'Reply posted');
  await expect(review.getByText('Reply from the farmer')).toBeVisible();
  await expect(review.getByText('<b>Thanks!</b> Seconds are half price on Sundays.')).toBeVisible();
  // Once: the reply button is gone, and the server refuses a second one.
  await expect(review.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  const reviewId = (await (await page.request.get(`/api/farms/${id}/reviews`)).json()).items[0].id;
  expect((await page.request.post(`/api/reviews/${reviewId}/reply`, { headers: { origin: baseURL! }, data: { body: 'Again' } })).status()).toBe(409);

  // The reviewer's bell has it.
  await shopperPage.goto('/browse');
  await waitForSplash(shopperPage);
  await shopperPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await shopperPage.setViewportSize({ width: 390, height: 700 });
  await shopperPage.getByRole('button', { name: new RegExp(`${name} replied to your review`) }).click();
  // It opens the listing at the reviews (below the fold on a phone), with the reply in view.
  await expect(shopperPage).toHaveURL(new RegExp(`/farm/${id}#reviews$`));
  await expect(shopperPage.getByText('<b>Thanks!</b> Seconds are half price on Sundays.')).toBeInViewport();
  expect(await shopperPage.evaluate(() => document.getElementById('reviews')!.getBoundingClientRect().top + window.scrollY)).toBeGreaterThan(700);
  await shopperContext.close();
});
