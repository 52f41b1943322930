import sharp from 'sharp';
import {
  test,
  expect,
  expectNoSeriousAxeViolations,
  quietOverlays,
  createUser,
  recordToasts,
  expectToast,
  signIn,
  waitForSplash,
  preparePage,
} from './fixtures';
import { createFarmerWithListings, tag } from './listing-fixtures';

// Listings as a shopper and as a farmer meet them: the search kept in the URL, places the gazetteer does not know,
// a refused location, the map without its tiles, and the whole editor on a phone.

test.beforeEach(async ({ page }) => quietOverlays(page));

/** Map tiles come from the network; these tests run without it, as a phone in a field might. */
async function blockTiles(page: import('@playwright/test').Page) {
  await page.route(/tile\.openstreetmap\.org|\/tiles?\//, (route) => route.abort());
}

type Page = import('@playwright/test').Page;
type Request = import('@playwright/test').APIRequestContext;

/** A new user of that kind signs in, then opens `path` with map tiles blocked (the map and editor are for users). */
async function openSignedIn(page: Page, request: Request, baseURL: string, userType: 'consumer' | 'farmer', path: string) {
  // A farmer's listing is published here, which needs a confirmed address (issue 29 point 3).
  const user = await createUser(request, baseURL, userType, { verified: userType === 'farmer' });
  await page.goto('/');
  await signIn(page, user.email, user.password);
  await blockTiles(page);
  await page.goto(path);
  await waitForSplash(page);
}

/** The chip a finger taps: a label around a visually hidden checkbox. */
const chip = (page: import('@playwright/test').Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name, exact: true }) })
    .first();

test('/browse keeps the search in the URL, and Back undoes each step', async ({ page }) => {
  await page.goto('/browse');
  await waitForSplash(page);
  await page.getByRole('combobox', { name: 'ZIP code or city' }).fill('12401');
  await page.getByRole('combobox', { name: 'ZIP code or city' }).press('Enter');
  await expect(page).toHaveURL(/\/browse\?location=12401$/);
  await expect(page.getByText(/stands? within 25 mi of 12401/)).toBeVisible();

  await page.getByRole('button', { name: 'Open now', pressed: false }).click();
  await expect(page).toHaveURL(/location=12401.*open=now|open=now.*location=12401/);
  await expect(page.getByRole('button', { name: 'Open now', pressed: true })).toBeVisible();

  await chip(page, 'Farm stand').click();
  await expect(page).toHaveURL(/kind=stand/);

  // A shared link opens the same search.
  const shared = page.url();
  const other = await page.context().newPage();
  await preparePage(other);
  await other.goto(shared);
  await expect(other.getByRole('button', { name: 'Open now', pressed: true })).toBeVisible();
  await expect(other.getByLabel('Farm stand', { exact: true })).toBeChecked();
  await expect(other.getByRole('combobox', { name: 'ZIP code or city' })).toHaveValue('12401');
  await other.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/kind=/);
  await expect(page.getByLabel('Farm stand', { exact: true })).not.toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/browse\?location=12401$/);
  await expect(page.getByRole('button', { name: 'Open now', pressed: false })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByRole('combobox', { name: 'ZIP code or city' })).toHaveValue('');
});

test('/browse asks who is open on any day of the coming year, not only this week', async ({ page }) => {
  await page.goto('/browse?location=12401');
  await waitForSplash(page);
  await page.getByRole('radio', { name: 'Open at…' }).check({ force: true });
  const day = page.getByLabel('Day', { exact: true });
  const key = (d: Date) => d.toISOString().slice(0, 10);
  const inDays = (n: number) => key(new Date(Date.now() + n * 86_400_000));
  // From today to the last whole day inside the API's 366 (the browser runs in UTC here).
  await expect(day).toHaveAttribute('min', inDays(0));
  await expect(day).toHaveAttribute('max', inDays(365));

  const months = inDays(200);
  const answer = page.waitForResponse((r) => r.url().includes('/api/farms?') && r.url().includes(`openAt=${months}`));
  await day.fill(months);
  expect((await answer).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`openAt=${months}T09%3A00`));
  // The summary names the day and time asked about, on the reader's clock (UTC here).
  const asked = new Date(`${months}T09:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  await expect(page.getByText(`within 25 mi of 12401, open ${asked}, 9:00 AM`)).toBeVisible();

  // 2 PM in the browser (UTC) is 10 AM in Kingston: the day stands are open then, and their cards say so of that
  // day ("Closes 6 PM" counted from it), not "Open now".
  const afternoon = page.waitForResponse((r) => r.url().includes('/api/farms?') && r.url().includes(`openAt=${months}T14%3A00`));
  await page.getByLabel('Time', { exact: true }).fill('14:00');
  expect((await afternoon).status()).toBe(200);
  const results = page.getByRole('region', { name: 'Results' });
  const closingCard = results
    .getByRole('article')
    .filter({ hasText: /Closes \d/ })
    .first();
  await expect(closingCard.getByText('Open then', { exact: true })).toBeVisible();
  await expect(closingCard.getByText(/^Closes \d{1,2}(:\d{2})?\sPM$/)).toBeVisible();
  await expect(results.getByText('Open now', { exact: true })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the open-at picker');
});

test('/browse switches between list and map in the URL; a visitor is offered the full map after sign-in', async ({ page }) => {
  await blockTiles(page);
  await page.goto('/browse?location=12401');
  await waitForSplash(page);
  const views = page.getByRole('navigation', { name: 'View' });
  await views.getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to explore every stand on the full map' })).toHaveAttribute('href', /^\/auth\?next=%2Fmap/);
  await page.goBack();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(views.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
});

test('a misspelt product still finds the stand, and a place nobody knows says so', async ({ page, request, baseURL }) => {
  const name = `Berry Patch ${tag()}`;
  const { ids } = await createFarmerWithListings(request, baseURL!, [{ name, lat: 41.93, lng: -74.0 }]);
  const headers = { origin: baseURL! };
  const products = await request.patch(`${baseURL}/api/farms/${ids[0]}`, {
    headers,
    data: { products: [{ name: 'Strawberries', category: 'fruit', available: true }] },
  });
  expect(products.status(), await products.text()).toBe(200);

  await page.goto('/browse?location=Kingston%2C%20NY');
  await waitForSplash(page);
  await page.getByRole('searchbox', { name: 'Looking for' }).fill('strawbery');
  await expect(page).toHaveURL(/q=strawbery/);
  await expect(page.getByRole('link', { name })).toBeVisible();

  await page.getByRole('combobox', { name: 'ZIP code or city' }).fill('Zzyzxqq Hollow');
  await page.getByRole('combobox', { name: 'ZIP code or city' }).press('Enter');
  await expect(page.getByText('We could not find "Zzyzxqq Hollow"').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'ZIP code or city' })).toHaveAttribute('aria-invalid', 'true');
});

test('an empty search says where it looked: a bare "kingston" may be Kingston, Ontario', async ({ page }) => {
  // A word no listing has, so the search is empty whatever other tests have added.
  await page.goto(`/browse?location=kingston&q=${tag()}zq`);
  await waitForSplash(page);
  await expect(page.getByRole('heading', { name: 'No stands match' })).toBeVisible();
  await expect(page.getByText('Searched within 25 mi of Kingston, ON, Canada.')).toBeVisible();
});

test.describe('location refused', () => {
  test.use({ permissions: [] });

  // /open-now's refusal, said once after a tap: ask-first.spec.ts.

  test('/map keeps a note on screen and still works', async ({ page, request, baseURL }) => {
    const user = await createUser(request, baseURL!, 'consumer');
    await page.goto('/');
    await signIn(page, user.email, user.password);
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_ok, fail) =>
        fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
    });
    await blockTiles(page);
    await page.goto('/map');
    await waitForSplash(page);
    await page.getByRole('button', { name: 'Show my location' }).click();
    const note = page.getByRole('status').filter({ hasText: 'The map still works' });
    await expect(note).toContainText('search by zip or city');
    await note.getByRole('button', { name: 'OK' }).click();
    await expect(note).toHaveCount(0);
  });
});

test('/map shows markers without tiles, and "Search this area" lists the stands in view', async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, baseURL!, 'consumer', '/map?location=12401');
  // The map's script loads after the page's: on a loaded CI machine the notice came just past the default 10 s.
  await expect(page.getByText('Map background unavailable')).toBeVisible({ timeout: 20_000 });
  const markers = page.locator('.leaflet-marker-icon');
  await expect(markers.first()).toBeVisible();

  const map = page.getByRole('region', { name: /map/i }).or(page.locator('.leaflet-container')).first();
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 40, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/near=-?\d+\.\d+%2C-?\d+\.\d+|near=-?\d+\.\d+,-?\d+\.\d+/);
  await expect(page).toHaveURL(/radius=\d+/);
  await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
  await expect(page.getByText(/stands? in the map area/)).toBeVisible();
});

test.describe('/map on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a cluster zooms in when tapped; "Search this area" then the list button shows those stands', async ({ page, request, baseURL }) => {
    await openSignedIn(page, request, baseURL!, 'consumer', '/map');
    const cluster = page.locator('.leaflet-marker-icon[title$="stands here: zoom in"]').first();
    await expect(cluster).toBeVisible();
    // What the map shows: the markers' names ("15 stands here…", "Miller U-Pick, closed").
    const shown = () => page.locator('.leaflet-marker-icon').evaluateAll((els) => els.map((e) => e.getAttribute('title')).join('|'));
    const before = await shown();
    await cluster.click();
    await expect.poll(shown).not.toBe(before);
    // The tap that zoomed is not the user's own move: nothing to search yet.
    await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);

    const map = page.locator('.leaflet-container').first();
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 6 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/near=/);
    await page.getByRole('link', { name: 'Show as a list' }).click();
    await expect(page).toHaveURL(/\/browse\?.*near=/);
    await expect(page.getByText(/stands? in the map area/)).toBeVisible();
  });
});

test.describe('the farm-profile editor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: false });

  test('a farmer creates a listing: pin, hours grid, products, photos, publish', async ({ page, request, baseURL }) => {
    test.setTimeout(150_000);
    await recordToasts(page);
    await openSignedIn(page, request, baseURL!, 'farmer', '/farm-profile');
    await page.getByRole('link', { name: 'New listing' }).first().click();

    const name = `Hilltop Stand ${tag()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Kind of place').selectOption('stand');
    await page.getByLabel('ZIP code').fill('12401');
    await page.getByRole('button', { name: 'Find ZIP or town on map' }).click();
    await expect(page.getByText(/Pin set at/)).toBeVisible();

    // Drag the pin: the coordinates follow it.
    await page.getByText('Exact coordinates').click();
    const lat = page.getByLabel('Latitude');
    const before = await lat.inputValue();
    const pin = page.locator('.leaflet-marker-icon[title="Your stand"]');
    await pin.scrollIntoViewIfNeeded();
    const pb = (await pin.boundingBox())!;
    await page.mouse.move(pb.x + pb.width / 2, pb.y + pb.height / 2);
    await page.mouse.down();
    await page.mouse.move(pb.x + pb.width / 2 + 30, pb.y + pb.height / 2 - 50, { steps: 10 });
    await page.mouse.up();
    await expect(lat).not.toHaveValue(before);
    const dragged = Number(await lat.inputValue());
    expect(dragged).toBeGreaterThan(Number(before)); // up the screen is north

    // Hours: Monday to Saturday 9 to 6, closed Sunday; Saturday closes early.
    const hours = page.locator('#hours');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      const sw = hours.getByRole('switch', { name: day, exact: true });
      if (!(await sw.isChecked())) await sw.check({ force: true });
      await hours.getByLabel(`${day} opening time`).fill('09:00');
      await hours.getByLabel(`${day} closing time`).fill(day === 'Saturday' ? '14:00' : '18:00');
    }
    // A second Saturday period starts after the first closes; made to overlap, the preview says what is wrong at once.
    await hours.getByRole('button', { name: 'Add hours on Saturday' }).click();
    await expect(hours.getByLabel('Saturday opening time 2')).toHaveValue('15:00');
    await expect(hours.getByLabel('Saturday closing time 2')).toHaveValue('18:00');
    await hours.getByLabel('Saturday opening time 2').fill('10:00');
    await expect(hours.getByText('Saturday: opening periods must be in order and must not overlap. Fix the hours above')).toBeVisible();
    await hours.getByRole('button', { name: 'Remove Saturday hours 2' }).click();
    const sunday = hours.getByRole('switch', { name: 'Sunday', exact: true });
    if (await sunday.isChecked()) await sunday.uncheck({ force: true });
    await hours.getByRole('switch', { name: 'Closed on public holidays' }).check({ force: true });
    await hours.getByLabel('Closed on these dates').fill('2030-01-01');
    await hours.getByRole('button', { name: 'Add date' }).click();
    await expect(hours.getByRole('button', { name: 'Remove closed date 2030-01-01' })).toBeVisible();
    await expect(hours.getByText('Shoppers will see')).toBeVisible();

    await chip(page, 'Vegetables').click();
    await page.getByRole('button', { name: 'Add a product' }).click();
    await page.getByLabel('Product name').last().fill('Sweet corn');
    await page.getByRole('button', { name: 'Create listing' }).click();
    await expectToast(page, 'Listing created as a draft');
    await expect(page).toHaveURL(/\/farm-profile\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));

    const saved = await (await page.request.get(`/api/farms/${id}`)).json();
    expect(saved.openingHours).toBe('Mo-Fr 09:00-18:00; Sa 09:00-14:00; PH off; 2030 Jan 01 off');
    expect(saved.lat).toBeCloseTo(dragged, 5);
    expect(saved.timeZone).toBe('America/New_York');
    expect(saved.products.map((p: { name: string; available: boolean }) => [p.name, p.available])).toEqual([['Sweet corn', true]]);

    // "Available today" saves with one tap, without the Save button.
    const corn = page.getByRole('listitem', { name: 'Sweet corn' });
    await corn.getByRole('switch', { name: /Available today/ }).uncheck({ force: true });
    await expect.poll(async () => (await (await page.request.get(`/api/farms/${id}`)).json()).products[0].available).toBe(false);
    await expect(page.getByText('All changes saved')).toBeVisible();

    // Photos: two uploads (one a PNG carrying GPS in its EXIF), reorder, delete.
    const red = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0392b' } })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 55/1 0/1' } })
      .jpeg()
      .toBuffer();
    const green = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#2f6b3a' } })
      .png()
      .toBuffer();
    await page.locator('#photos input[type=file]').setInputFiles([
      { name: 'red.jpg', mimeType: 'image/jpeg', buffer: red },
      { name: 'green.png', mimeType: 'image/png', buffer: green },
    ]);
    const photos = page.locator('#photos li[data-row-key]');
    await expect(photos).toHaveCount(2, { timeout: 30_000 });
    const order = async () => ((await (await page.request.get(`/api/farms/${id}`)).json()).photos as Array<{ id: string }>).map((p) => p.id);
    const [first, second] = await order();
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await expect.poll(order).toEqual([second, first]);

    const photo = ((await (await page.request.get(`/api/farms/${id}`)).json()).photos as Array<{ thumb: string }>)[0];
    const served = await page.request.get(photo.thumb);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toContain('immutable');

    await page.getByRole('button', { name: 'Delete photo 2' }).click();
    await page.getByRole('dialog', { name: 'Delete this photo?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(order).toEqual([second]);

    // From the sticky bar, always on screen (issue 34 point 4); the Visibility section repeats it.
    await page.getByTestId('editor-bar').getByRole('button', { name: 'Publish' }).click();
    await expect.poll(async () => (await (await page.request.get(`/api/farms/${id}`)).json()).status).toBe('published');

    // The public page shows the week as the farmer set it.
    await page.goto(`/farm/${id}`);
    await waitForSplash(page);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const table = page.getByRole('table', { name: /Opening hours for the next 7 days/ });
    await expect(table.getByRole('row').filter({ hasText: /^Sun/ })).toContainText('Closed');
    await expect(table.getByRole('row').filter({ hasText: /^Sat/ })).toContainText('2:00');
  });

  test('the dashboard takes a farmer straight to today’s stock; a farmer with no listing is offered to add one', async ({ page, request, baseURL }) => {
    const { farmer } = await createFarmerWithListings(request, baseURL!, [{ name: `Stock Stand ${tag()}`, lat: 41.93, lng: -74.0 }]);
    await page.goto('/');
    await signIn(page, farmer.email, farmer.password);
    await page.goto('/dashboard');
    await waitForSplash(page);
    await page.getByRole('link', { name: 'Today’s stock' }).first().click();
    await expect(page).toHaveURL(/\/stock$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Today’s stock' })).toBeVisible();

    const newcomer = await createUser(page.request, baseURL!, 'farmer');
    await page.context().clearCookies();
    await signIn(page, newcomer.email, newcomer.password);
    await page.goto('/dashboard');
    await waitForSplash(page);
    await page.getByRole('link', { name: 'Add your first listing' }).click();
    await expect(page).toHaveURL(/\/farm-profile\?id=new$/);
  });

  test('a file that is not a photo: the editor says which kinds work, beside an icon rather than a broken image', async ({ page, request, baseURL }) => {
    const { farmer, ids } = await createFarmerWithListings(request, baseURL!, [{ name: `Not A Photo Farm ${tag()}`, lat: 41.93, lng: -74.0 }]);
    await page.goto('/');
    await signIn(page, farmer.email, farmer.password);
    await blockTiles(page);
    await page.goto(`/farm-profile?id=${ids[0]}`);
    await waitForSplash(page);
    await page.locator('#photos input[type=file]').setInputFiles([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') }]);
    const upload = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
    await expect(upload.getByRole('alert')).toHaveText('That file is not a photo we can use. Upload a JPEG, PNG, WebP, HEIC or AVIF image.');
    await expect(upload.locator('img')).toHaveCount(0); // the browser could not show it: an icon instead
  });

  test('a place the gazetteer does not know: the farmer taps the map to place the pin', async ({ page, request, baseURL }) => {
    await openSignedIn(page, request, baseURL!, 'farmer', '/farm-profile?id=new');
    await page.getByLabel('Town or city').fill('Nowhere Hollow');
    await page.getByRole('button', { name: 'Find ZIP or town on map' }).click();
    await expect(page.getByText('We couldn’t find “Nowhere Hollow”. Try the ZIP code, or tap the map where your stand is.')).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon[title="Your stand"]')).toHaveCount(0);

    const map = page.getByRole('region', { name: 'Map: tap where your stand is, or drag the pin' });
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.locator('.leaflet-marker-icon[title="Your stand"]')).toBeVisible();
    await page.getByText('Exact coordinates').click();
    await expect(page.getByLabel('Latitude')).not.toHaveValue('');
    await expect(page.getByText('No pin yet')).toHaveCount(0);
  });

  test.describe('with the phone’s position', () => {
    test.use({ geolocation: { latitude: 41.9287, longitude: -73.9974 }, permissions: ['geolocation'] });

    test('"Use my location" drops the pin there and fills in the town', async ({ page, request, baseURL }) => {
      await openSignedIn(page, request, baseURL!, 'farmer', '/farm-profile?id=new');
      await page.locator('#location').getByRole('button', { name: 'Use my location' }).click();
      await expect(page.getByText(/Pin set at your location, near Kingston, NY/)).toBeVisible();
      await expect(page.getByLabel('Town or city')).toHaveValue('Kingston');
      await expect(page.getByLabel('State')).toHaveValue('NY');
      await page.getByText('Exact coordinates').click();
      await expect(page.getByLabel('Latitude')).toHaveValue('41.9287');
      await expect(page.locator('.leaflet-marker-icon[title="Your stand"]')).toBeVisible();
    });
  });
});
