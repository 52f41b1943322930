import fs from 'node:fs';
import { test, expect, createUser, quietOverlays, signIn } from './fixtures';

// The desktop header: the full navigation where it fits, the menu button where it does not. Spanish labels are a
// third longer, so Spanish keeps the menu button up to 1280 px and English shows the navigation from 1024 px. Signed
// in as a farmer: the widest header (messages, notifications and the account menu beside the navigation).
const layout = (lang: string) => JSON.parse(fs.readFileSync(`common/i18n/locales/${lang}/layout.json`, 'utf8'));

for (const { lang, locale, width, full } of [
  { lang: 'en', locale: 'en-US', width: 1024, full: true },
  { lang: 'es', locale: 'es-US', width: 1024, full: false },
  { lang: 'es', locale: 'es-US', width: 1280, full: true },
]) {
  test.describe(`${lang} at ${width} px`, () => {
    test.use({ locale, viewport: { width, height: 800 } });

    test(
      full ? 'the full navigation, beside the account buttons, in one row' : 'the menu button, not a squeezed navigation',
      async ({ page, request, baseURL }) => {
        const words = layout(lang);
        await quietOverlays(page);
        const farmer = await createUser(request, baseURL!, 'farmer');
        await page.goto('/browse');
        await signIn(page, farmer.email, farmer.password);
        await page.goto('/browse');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // Signed in: the account menu is the last thing the header shows.
        const account = page.getByRole('button', { name: words.header.accountMenuFor.replace('{{name}}', 'Fern') });
        await expect(account).toBeVisible();
        const nav = page.getByRole('navigation', { name: words.header.mainNav });
        const menuButton = page.getByRole('button', { name: words.header.openMenu, exact: true });
        if (full) {
          await expect(nav.getByRole('link', { name: words.nav.forFarmers })).toBeVisible();
          await expect(menuButton).toBeHidden();
          // The last link ends before the first button on the right starts: nothing overlaps or wraps.
          const lastLink = await nav.getByRole('link', { name: words.nav.forFarmers }).boundingBox();
          const right = await page.locator('header .ml-auto').boundingBox();
          expect(lastLink!.x + lastLink!.width).toBeLessThan(right!.x);
          expect(lastLink!.height).toBeLessThan(48);
        } else {
          await expect(menuButton).toBeVisible();
          await expect(nav).toBeHidden();
        }
        const row = await page.locator('header > div').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(row.scroll).toBeLessThanOrEqual(row.client);
      },
    );
  });
}
