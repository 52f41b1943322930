import fs from 'node:fs';
import { test, expect, expectNoSeriousAxeViolations, quietOverlays, waitForSplash } from './fixtures';
import { shot } from './screens';

// Issue 32 points 2 and 4: the crop calendar and "Coming up near you", from the demo's three past seasons of history
// around Kingston, NY (server/db/seed/demo-season-history.ts). The expected words come from the catalogues.
const catalogue = (lang: 'en' | 'es', ns: string) => JSON.parse(fs.readFileSync(`common/i18n/locales/${lang}/${ns}.json`, 'utf8'));
const WHERE = 'location=12401&radius=25';

for (const lang of ['en', 'es'] as const) {
  test.describe(lang, () => {
    test.use({ locale: lang === 'es' ? 'es-US' : 'en-US', viewport: { width: 390, height: 844 } });
    const pages = catalogue(lang, 'pages');
    const inSeason = catalogue(lang, 'inSeason');

    test(`the crop calendar at 390 px: a table of crops by month, each crop opening its listings (${lang})`, async ({ page }, testInfo) => {
      await quietOverlays(page);
      await page.goto('/');
      await waitForSplash(page);
      const homeLink = page.getByRole('link', { name: pages.home.cropCalendar });
      await expect(homeLink).toHaveAttribute('href', '/in-season/calendar');

      await page.goto(`/in-season?${WHERE}`);
      await waitForSplash(page);
      await expect(page.getByRole('heading', { level: 2, name: inSeason.comingUp.title })).toBeVisible();
      await shot(page, testInfo.outputPath(`in-season-coming-up-${lang}-390.png`));
      await page.getByRole('link', { name: pages.inSeason.calendarLink }).click();
      await expect(page).toHaveURL(/\/in-season\/calendar\?.*location=12401/);

      await expect(page.getByRole('heading', { level: 1, name: pages.cropCalendar.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(pages.cropCalendar.title));
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      // A month per column, in the reader's language, and a crop per row with its usual span and stands.
      await expect(table.getByRole('columnheader')).toHaveCount(13);
      const rows = table.getByRole('rowheader');
      expect(await rows.count()).toBeGreaterThan(1);
      const crop = rows.first().getByRole('link');
      const name = (await crop.textContent())!;
      await expect(rows.first()).toContainText(inSeason.calendar.span.split(' ')[0]);
      // Winter squash's season crosses New Year (decision 078): one row, Sep – Dec and Jan – Mar lit, Apr – Aug not.
      const squash = page.getByRole('row').filter({ has: page.getByRole('rowheader').filter({ hasText: 'Winter squash' }) });
      await expect(squash.getByRole('rowheader')).toContainText(inSeason.calendar.span.split(' ')[0]);
      const cells = squash.getByRole('cell');
      await expect(cells).toHaveCount(12);
      for (const [m, lit] of [true, true, true, false, false, false, false, false, true, true, true, true].entries())
        await expect(cells.nth(m), `month ${m + 1}`).toHaveText(lit ? /^\d+$/ : /^·/);
      // The table scrolls sideways in its own region; the page itself does not (its screen-reader words once widened it).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoSeriousAxeViolations(page);
      await shot(page, testInfo.outputPath(`crop-calendar-${lang}-390.png`));
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, testInfo.outputPath(`crop-calendar-${lang}-1280.png`));
      await page.setViewportSize({ width: 390, height: 844 });

      await crop.click();
      await expect(page).toHaveURL(new RegExp(`/browse\\?.*location=12401.*q=${encodeURIComponent(name).replace(/%20/g, '\\+')}`));
      // The listings that carry it (a card of a stand closed for the season does not list last season's products).
      await expect(page.getByRole('article').first()).toBeVisible();
    });
  });
}
