import { test, expect, quietOverlays, waitForSplash } from './fixtures';

// Issue 34 point 10: an unknown town's error is shown once (at the box), and a town name shared by several places
// ("Springfield") offers the others to pick from, by keyboard, in English and Spanish.
test.use({ viewport: { width: 390, height: 844 } });

async function searchFor(page: import('@playwright/test').Page, place: string) {
  const box = page.getByRole('combobox', { name: 'ZIP code or city' });
  await box.fill(place);
  await box.press('Escape'); // close the suggestions, so Enter searches the typed text
  await box.press('Enter');
}

test('an unknown town says so once, at the location box', async ({ page }) => {
  await quietOverlays(page);
  await page.goto('/browse');
  await waitForSplash(page);
  await searchFor(page, 'Atlantis, ZZ');
  const message = page.getByText(/could not find "Atlantis, ZZ"/);
  await expect(message.first()).toBeVisible();
  await expect(message).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'ZIP code or city' })).toHaveAttribute('aria-invalid', 'true');
});

test('"Springfield" offers its places; the keyboard picks another one', async ({ page }) => {
  await quietOverlays(page);
  await page.goto('/browse');
  await waitForSplash(page);
  await searchFor(page, 'Springfield');
  await expect(page.getByRole('status').filter({ hasText: /“Springfield” names several places/ })).toBeVisible();
  const list = page.getByRole('list', { name: 'Places named “Springfield”' });
  await expect(list.getByRole('button', { name: 'Springfield, IL' })).toHaveAttribute('aria-current', 'true');
  const mo = list.getByRole('button', { name: 'Springfield, MO' });
  await mo.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/location=Springfield%2C(\+|%20)MO/);
  await expect(page.getByRole('combobox', { name: 'ZIP code or city' })).toHaveValue('Springfield, MO');
  await expect(list).toHaveCount(0);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-US' });
  test('the same choice, said in Spanish', async ({ page }) => {
    await quietOverlays(page);
    await page.goto('/open-now?location=Springfield');
    await waitForSplash(page);
    await expect(page.getByRole('status').filter({ hasText: /Hay varios lugares llamados «Springfield»/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Lugares llamados «Springfield»' }).getByRole('button', { name: 'Springfield, MA' })).toBeVisible();
  });
});
