import fs from 'node:fs/promises';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
// The project's test (./fixtures): every page.goto returns once the server-rendered page has hydrated. With
// Playwright's own, a loaded machine could still be fetching the scripts (they start after the first paint,
// decision 039) when waitForSplash began, and the splash, removed once React runs, outlived its 10 s wait: the
// keyboard test's first-try failure in CI ("toHaveCount ... failed" on the splash).
import { expect, expectToast, quietOverlays, recordToasts, test, waitForSplash } from './fixtures';
import { createFarmerWithListings, signInAsNewShopper, tag } from './listing-fixtures';

test.beforeEach(async ({ page }) => {
  await quietOverlays(page);
  await recordToasts(page);
});

/** Next Saturday's date in New York, where the stands are. */
function nextSaturdayInNewYork() {
  for (let d = 1; d <= 7; d++) {
    const day = new Date(Date.now() + d * 86_400_000);
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(day);
    const get = (t: string) => parts.find((p) => p.type === t)!.value;
    if (get('weekday') === 'Sat') return `${get('year')}-${get('month')}-${get('day')}`;
  }
  throw new Error('no Saturday');
}

test('plan a four-stop trip, see a closed-at-arrival warning, optimize it and export GPX', async ({ page, request, baseURL }) => {
  const t = tag();
  const names = { early: `Early Bird ${t}`, honor: `Honor Box ${t}`, orchard: `Afternoon Orchard ${t}`, dairy: `Weekday Dairy ${t}` };
  await createFarmerWithListings(request, baseURL!, [
    { name: names.early, lat: 41.95, lng: -74.0, openingHours: 'Sa 08:00-10:00' },
    { name: names.honor, lat: 41.92, lng: -74.0, openingHours: '24/7' },
    { name: names.orchard, lat: 41.97, lng: -74.0, openingHours: 'Sa 14:00-18:00' },
    { name: names.dairy, lat: 41.93, lng: -74.0, openingHours: 'Mo-Fr 09:00-17:00' },
  ]);
  await signInAsNewShopper(page, baseURL!);

  await page.goto('/trips');
  await waitForSplash(page);
  const form = page.getByRole('form', { name: 'New trip' });
  await form.getByLabel('Trip name').fill(`Saturday loop ${t}`);
  await form.getByLabel('Date').fill(nextSaturdayInNewYork());
  await form.getByRole('button', { name: 'Plan a trip' }).click();
  await expectToast(page, 'Badge earned: Trip planner');
  await expect(page.getByRole('heading', { name: 'Edit trip' })).toBeVisible();

  // Add the four stands in a poor order: the orchard opens only at 2 PM.
  const search = page.getByLabel('Find a stand by name or product');
  for (const name of [names.orchard, names.honor, names.dairy, names.early]) {
    await search.fill(name);
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: `Add ${name}` })
      .click();
  }
  const stops = page.getByRole('list', { name: 'Trip stops' });
  await expect(stops.getByRole('listitem')).toHaveCount(4);
  // Keyboard reorder: the dairy goes down one, below the early bird, and back up.
  await page.getByRole('button', { name: `Move ${names.dairy} down` }).click();
  await expect(stops.getByRole('listitem').nth(3)).toContainText(names.dairy);
  await expect(page.getByRole('button', { name: `Move ${names.dairy} up` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stops.getByRole('listitem').nth(2)).toContainText(names.dairy);
  // Drag: the honor box onto the first row, and back.
  await stops.getByRole('listitem').nth(1).dragTo(stops.getByRole('listitem').nth(0));
  await expect(stops.getByRole('listitem').nth(0)).toContainText(names.honor);
  await stops.getByRole('listitem').nth(0).dragTo(stops.getByRole('listitem').nth(1));
  await expect(stops.getByRole('listitem').nth(0)).toContainText(names.orchard);

  await page.getByLabel('Leave at').fill('09:00');
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expectToast(page, 'Trip saved');
  await page.getByRole('link', { name: 'View the plan' }).click();
  await waitForSplash(page);
  const orchard = page.getByRole('article', { name: `Stop 1: ${names.orchard}` });
  await expect(orchard.getByText('Arrive 9 AM')).toBeVisible();
  await expect(orchard.getByText(/Closed when you arrive \(opens 2 PM\)/)).toBeVisible();
  await expect(page.getByText('1 of 4 open on arrival')).toBeVisible();

  await page.getByRole('link', { name: 'Edit trip' }).click();
  await waitForSplash(page);
  await page.getByRole('button', { name: 'Optimize' }).click();
  await expectToast(page, 'Optimized: 2 of 4 stops open on arrival', 'Was 1.');
  // One sweep south from the orchard reaches the early bird before 10 AM: the same opens with the least driving.
  await expect(stops.getByRole('listitem').nth(1)).toContainText(names.early);
  await page.getByRole('link', { name: 'View the plan' }).click();
  await waitForSplash(page);
  await expect(page.getByText('2 of 4 open on arrival')).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(`^Stop \\d: ${names.orchard}$`) }).getByText(/Closed when you arrive/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in maps app' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export GPX' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^saturday-loop-${t}-\\d{4}-\\d{2}-\\d{2}\\.gpx$`));
  const gpx = await fs.readFile((await download.path())!, 'utf8');
  expect(XMLValidator.validate(gpx)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false }).parse(gpx);
  expect(doc.gpx.rte.rtept).toHaveLength(4);
  expect(doc.gpx.rte.rtept[1].name).toBe(`2. ${names.early}`);

  // A start point: the day now begins with a drive from Kingston, and the plan says so.
  await page.getByRole('link', { name: 'Edit trip' }).click();
  await waitForSplash(page);
  const start = page.getByLabel('Start from a ZIP code or town');
  await start.fill('12401');
  await start.press('Enter');
  await expect(page.getByTestId('start-label')).toHaveText(/^Kingston, NY/);
  await page.getByRole('button', { name: 'Save trip' }).click();
  const tripId = new URL(page.url()).pathname.split('/')[2];
  await expect.poll(async () => (await (await page.request.get(`/api/trips/${tripId}`)).json()).start?.label).toMatch(/^Kingston, NY/);
  await page.getByRole('link', { name: 'View the plan' }).click();
  await waitForSplash(page);
  await expect(page.getByText(/leave 9 AM from Kingston, NY/)).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(`^Stop 1: `) }).getByText(/^Arrive 9:\d\d AM/)).toBeVisible();

  // Removing a stop: the plan has three.
  await page.getByRole('link', { name: 'Edit trip' }).click();
  await waitForSplash(page);
  await page.getByRole('button', { name: `Remove ${names.dairy}` }).click();
  await expect(stops.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  // Leaving by a link asks first; staying keeps the edit.
  await page.getByRole('link', { name: 'Back to the trip' }).click();
  const asked = page.getByRole('dialog', { name: 'You have unsaved changes to this trip. Leave without saving?' });
  await asked.getByRole('button', { name: 'Keep editing' }).click();
  await expect(asked).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}/edit$`));
  await expect(stops.getByRole('listitem')).toHaveCount(3);
  // Unsaved changes: going to the plan saves them first.
  await page.getByRole('button', { name: 'Save and view the plan' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}$`));
  await waitForSplash(page);
  await expect(page.getByText(/^3 stops · /)).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(`^Stop \\d: ${names.dairy}$`) })).toHaveCount(0);
});

test('with the keyboard, focus comes back to the button that opened a dialog and stays in the list or the picker as stops come and go', async ({
  page,
  request,
  baseURL,
}) => {
  const t = tag();
  const names = [`North Stand ${t}`, `Middle Stand ${t}`, `South Stand ${t}`];
  const { ids } = await createFarmerWithListings(request, baseURL!, [
    { name: names[0], lat: 41.97, lng: -74.0 },
    { name: names[1], lat: 41.95, lng: -74.0 },
    { name: names[2], lat: 41.93, lng: -74.0 },
  ]);
  await signInAsNewShopper(page, baseURL!);

  // The listing's two dialogs are opened by state (the button checks sign-in first): Escape gives focus back.
  await page.goto(`/farm/${ids[0]}`);
  await waitForSplash(page);
  for (const [button, dialog] of [
    ['Add to trip', `Add ${names[0]} to a trip`],
    ['Report a problem', 'What’s wrong with this listing?'],
  ]) {
    await page.getByRole('button', { name: button }).focus();
    await page.keyboard.press('Enter');
    // Escape once the dialog has taken focus (its key handler is in place by then), as a person would.
    await expect(page.getByRole('dialog', { name: dialog }).locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: button })).toBeFocused();
  }

  await page.getByRole('button', { name: 'Add to trip' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'New trip with this stand' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Edit trip' })).toBeVisible();
  const stops = page.getByRole('list', { name: 'Trip stops' });
  await expect(stops.getByRole('listitem')).toHaveCount(1);

  // Adding from the results: focus moves to the next result's button, then (none left) back to the search box.
  const search = page.getByLabel('Find a stand by name or product');
  await search.fill(t);
  await expect(page.getByText(`Nearest first, within 100 mi of ${names[0]}.`)).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('button')).toHaveCount(2);
  await results.getByRole('button', { name: `Add ${names[1]}` }).focus();
  await page.keyboard.press('Enter');
  await expect(stops.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText(`${names[1]} added as stop 2`)).toBeAttached();
  await expect(results.getByRole('button', { name: `Add ${names[2]}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stops.getByRole('listitem')).toHaveCount(3);
  await expect(search).toBeFocused();

  // Removing: focus goes to the next stop's Remove, else the previous one's, else the list's heading.
  await page.getByRole('button', { name: `Remove ${names[1]}` }).focus();
  await page.keyboard.press('Enter');
  await expect(stops.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: `Remove ${names[2]}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${names[0]}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('No stops yet: add stands below.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Stops/ })).toBeFocused();

  // The unsaved-changes question: Escape stays, and focus is back on the link that asked.
  const back = page.getByRole('link', { name: 'Back to the trip' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'You have unsaved changes to this trip. Leave without saving?' }).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(back).toBeFocused();
});
