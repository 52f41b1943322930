import { test, expect, createUser, quietOverlays, signIn, waitForSplash } from './fixtures';

// Issue 34 point 10, the smaller things seen on a first walk, at a phone's width.
test.use({ viewport: { width: 390, height: 844 } });

test('the listing editor offers SNAP/EBT once, as a payment', async ({ page, request, baseURL }) => {
  await quietOverlays(page);
  const farmer = await createUser(request, baseURL!, 'farmer');
  await page.goto('/');
  await signIn(page, farmer.email, farmer.password);
  await page.goto('/farm-profile?id=new');
  await waitForSplash(page);
  const snap = page.getByRole('checkbox', { name: 'SNAP/EBT' });
  await expect(snap).toHaveCount(1);
  await expect(page.getByRole('group', { name: /payment/i }).getByRole('checkbox', { name: 'SNAP/EBT' })).toHaveCount(1);
});
