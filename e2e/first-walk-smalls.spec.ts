import { test, expect, createUser, quietOverlays, signIn, waitForSplash } from './fixtures';

// Issue 34 point 10, the smaller things seen on a first walk, at a phone's width.
test.use({ viewport: { width: 390, height: 844 } });

test('the listing editor offers SNAP/EBT once, as a food benefit in the payment section', async ({ page, request, baseURL }) => {
  await quietOverlays(page);
  const farmer = await createUser(request, baseURL!, 'farmer');
  await page.goto('/');
  await signIn(page, farmer.email, farmer.password);
  await page.goto('/farm-profile?id=new');
  await waitForSplash(page);
  const snap = page.getByRole('checkbox', { name: 'SNAP/EBT' });
  await expect(snap).toHaveCount(1);
  // Issue 33 point 1: benefits have their own group in the "Payment and benefits" section.
  await expect(page.getByRole('group', { name: 'Food benefits' }).getByRole('checkbox', { name: 'SNAP/EBT' })).toHaveCount(1);
  // A ticked service asks for its handle and previews the link a shopper will open.
  await page.getByRole('checkbox', { name: 'Venmo', exact: true }).check({ force: true });
  await page.getByLabel('Venmo username').fill('@Green-Acres');
  await expect(page.getByTestId('pay-preview-venmo')).toContainText('https://venmo.com/Green-Acres');
});
