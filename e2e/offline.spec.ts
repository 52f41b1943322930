import { expect, test } from '@playwright/test';
import { createUser, expectIconsDrawn, expectToast, quietOverlays, recordToasts, signIn, waitForSplash, preparePage } from './fixtures';
import { createFarmerWithListings, signInAsNewShopper, tag } from './listing-fixtures';
import { openWithWorker, saved } from './offline-fixtures';

// The service worker is what these tests are about (blocked elsewhere: decision 046).
// The stands are in Kingston, NY; the shopper stands at the first one.
test.use({ serviceWorkers: 'allow', permissions: ['geolocation'], geolocation: { latitude: 41.9285, longitude: -74.0 } });

test.beforeEach(async ({ page }) => {
  await quietOverlays(page);
  await recordToasts(page);
});

/** A time at the stands (New York) tomorrow, as the phone's clock. */
const tomorrowInNewYork = (hour: number) => {
  const day = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const probe = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const shown = Number(probe.toLocaleString('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }));
  return new Date(probe.getTime() + (hour - shown) * 3_600_000);
};

test('a saved trip and a favorite open offline, with their age, and open-now worked out on the phone', async ({ page, context, baseURL }) => {
  const [tripStand, favStand] = [`Trip Stand ${tag()}`, `Fav Stand ${tag()}`];
  const hours = 'Mo-Su 06:00-22:00';
  const { ids } = await createFarmerWithListings(page.request, baseURL!, [
    { name: tripStand, lat: 41.927, lng: -74.0, openingHours: hours },
    { name: favStand, lat: 41.95, lng: -74.01, openingHours: hours },
  ]);
  await signInAsNewShopper(page, baseURL!);
  const headers = { origin: baseURL! };
  const date = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const trip = await page.request.post('/api/trips', { headers, data: { name: `Saturday loop ${tag()}`, date, stops: [ids[0], ids[1]] } });
  expect(trip.status(), await trip.text()).toBe(201);
  const { trip: created } = await trip.json();
  expect((await page.request.post('/api/favorites', { headers, data: { farmId: ids[1] } })).status()).toBe(201);

  // Online once, on the lists only: each upcoming trip (with every stop's listing) and each favorite (with its
  // hours) are saved from them.
  await openWithWorker(page);
  await page.goto('/trips');
  await waitForSplash(page);
  await expect(page.getByText(created.name)).toBeVisible();
  await page.goto('/favorites');
  await waitForSplash(page);
  await expect(page.getByText(favStand).first()).toBeVisible();
  await saved(page, `/api/trips/${created.id}`);
  await saved(page, `/api/farms/${ids[0]}`);
  await saved(page, `/api/farms/${ids[1]}`);
  await saved(page, `/api/farms/${ids[1]}/reviews?limit=10`);

  await context.setOffline(true);
  await page.goto(`/trips/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: created.name })).toBeVisible();
  await expect(page.getByRole('status').getByText(/^Saved (just now|\d+ min ago) — you’re offline$/)).toBeVisible();
  await expect(page.getByText(tripStand).first()).toBeVisible();

  await page.goto('/favorites');
  await expect(page.getByText(favStand).first()).toBeVisible();
  // Its icons too: the worker keeps the sprite with the release's files (decision 088).
  await expectIconsDrawn(page);
  const sprite = await page.evaluate(() => document.querySelector('svg.lucide use')!.getAttribute('href')!.split('#')[0]!);
  const precached = (url: string) =>
    page.evaluate(async (u) => {
      for (const name of (await caches.keys()).filter((k) => k.startsWith('fsf-precache-'))) if (await (await caches.open(name)).match(u)) return true;
      return false;
    }, url);
  expect(await precached(sprite)).toBe(true);

  // The favorite's own page, at two times of the phone's clock: its state comes from the saved hours, not the
  // state saved with it (which is one of the two).
  await page.clock.setFixedTime(tomorrowInNewYork(12));
  await page.goto(`/farm/${ids[1]}`);
  await expect(page.getByRole('heading', { level: 1, name: favStand })).toBeVisible();
  await expect(page.getByText('Open now').first()).toBeVisible();
  // Its reviews were saved with it, though the page itself was never opened online.
  await expect(page.getByText('No reviews yet. Been here? Be the first to say what you found.')).toBeVisible();
  await page.clock.setFixedTime(tomorrowInNewYork(3));
  await page.goto(`/farm/${ids[1]}`);
  await expect(page.getByRole('heading', { level: 1, name: favStand })).toBeVisible();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('status').getByText(/you’re offline$/)).toBeVisible();

  // A page never opened says it needs the connection instead of spinning.
  await page.goto('/farm/999999');
  await expect(page.getByText('You’re offline, and this page needs a connection. It will load when you’re back online.')).toBeVisible();
  await context.setOffline(false);
});

test('a search opened from the server is kept for offline with its age, and another search offline leads back to it', async ({ page, context, baseURL }) => {
  const name = `Search Stand ${tag()}`;
  await createFarmerWithListings(page.request, baseURL!, [{ name, lat: 41.927, lng: -74.0 }]);
  await signInAsNewShopper(page, baseURL!);
  await openWithWorker(page);
  // A full page load (a link, a bookmark, a reload): the results come inside the server's HTML.
  const search = `/browse?location=${encodeURIComponent('Kingston, NY')}&q=${encodeURIComponent(name)}`;
  await page.goto(search);
  await waitForSplash(page);
  await expect(page.getByText(name).first()).toBeVisible();
  const savedSearch = () => page.evaluate(async () => (await (await caches.open('fsf-data-v1')).keys()).some((r) => new URL(r.url).pathname === '/api/farms'));
  await expect.poll(savedSearch, { message: 'the search saved for offline' }).toBe(true);

  await context.setOffline(true);
  await page.goto(search);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByRole('status').getByText(/^Saved (just now|\d+ min ago) — you’re offline$/)).toBeVisible();

  // A search never made: its answer is not on the phone, so the one that is is offered.
  await page.goto(`/browse?location=${encodeURIComponent('Kingston, NY')}&q=pumpkins`);
  await page.getByRole('link', { name: /^Your last search, saved (just now|\d+ min ago)$/ }).click();
  await expect(page.getByText(name).first()).toBeVisible();
  await context.setOffline(false);
});

test('offline, the dashboard reads the saved trips, and the map says it needs a connection', async ({ page, context, baseURL }) => {
  const { ids } = await createFarmerWithListings(page.request, baseURL!, [{ name: `Dashboard Stand ${tag()}`, lat: 41.927, lng: -74.0 }]);
  await signInAsNewShopper(page, baseURL!);
  const headers = { origin: baseURL! };
  const date = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const trip = await page.request.post('/api/trips', { headers, data: { name: `Dashboard trip ${tag()}`, date, stops: [ids[0]] } });
  expect(trip.status(), await trip.text()).toBe(201);
  const { trip: created } = await trip.json();
  // Online on the trips only: the dashboard's own code was never loaded, so offline it comes from the precache.
  await openWithWorker(page);
  await page.goto('/trips');
  await waitForSplash(page);
  await expect(page.getByText(created.name)).toBeVisible();
  await saved(page, '/api/trips?when=upcoming&limit=100');

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Upcoming trips' }).getByText(created.name)).toBeVisible();
  await expect(page.getByText('Something went wrong on this page')).toHaveCount(0);

  // The map is not kept on the phone: it says so, rather than that something went wrong.
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'This page needs a connection' })).toBeVisible();
  await context.setOffline(false);
});

test('check in offline: kept with its time, sent once when back online', async ({ page, context, baseURL }) => {
  const name = `Offline Check-in Farm ${tag()}`;
  const { ids } = await createFarmerWithListings(page.request, baseURL!, [{ name, lat: 41.927, lng: -74.0 }]);
  await signInAsNewShopper(page, baseURL!);
  await openWithWorker(page);
  await page.goto(`/farm/${ids[0]}`);
  await waitForSplash(page);
  await saved(page, `/api/farms/${ids[0]}`);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Check in' }).click();
  await expectToast(page, 'Check-in saved on this phone');
  await expect(page.getByRole('button', { name: 'Check-in waiting to send' })).toBeDisabled();
  await expect(page.getByText('1 action waiting to send')).toBeVisible();
  const reconnectedAt = Date.now();

  await context.setOffline(false);
  await expect(page.getByText('1 action waiting to send')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Check in' })).toBeEnabled();
  const visits = (await (await page.request.get('/api/visits')).json()).items;
  expect(visits).toHaveLength(1);
  expect(visits[0]).toMatchObject({ farm: { id: ids[0] }, verified: true });
  // Judged at the time of the tap, not of its arrival.
  expect(Date.parse(visits[0].createdAt)).toBeLessThan(reconnectedAt);

  // A shared phone: signing out forgets what was saved for this user.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // What stays is only what is the same for everyone: the site's two switches, kept for a signed-out visitor too.
  const savedNow = () => page.evaluate(async () => (await (await caches.open('fsf-data-v1')).keys()).map((r) => new URL(r.url).pathname));
  await expect.poll(async () => (await savedNow()).filter((p) => !/^\/api\/(maintenance|coming-soon)\/settings$/.test(p))).toEqual([]);
});

test('favorites removed offline are kept on the phone and sent in order: saved then removed ends removed', async ({ page, context, baseURL }) => {
  const [followed, other] = [`Unfollow Stand ${tag()}`, `Follow Stand ${tag()}`];
  const { ids } = await createFarmerWithListings(page.request, baseURL!, [
    { name: followed, lat: 41.927, lng: -74.0 },
    { name: other, lat: 41.95, lng: -74.01 },
  ]);
  await signInAsNewShopper(page, baseURL!);
  expect((await page.request.post('/api/favorites', { headers: { origin: baseURL! }, data: { farmId: ids[0] } })).status()).toBe(201);
  await openWithWorker(page);
  await page.goto(`/farm/${ids[1]}`);
  await waitForSplash(page);
  await saved(page, `/api/farms/${ids[1]}`);
  await page.goto('/favorites');
  await waitForSplash(page);
  await expect(page.getByText(followed).first()).toBeVisible();
  await saved(page, '/api/favorites/ids');

  await context.setOffline(true);
  await page.getByRole('button', { name: `Remove ${followed} from favorites` }).click();
  await expectToast(page, 'Removal saved on this phone');
  await expect(page.getByRole('button', { name: `Save ${followed} to favorites` })).toBeVisible();
  // Another stand saved, then removed, still offline.
  await page.goto(`/farm/${ids[1]}`);
  await expect(page.getByRole('heading', { level: 1, name: other })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Saved', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(page.getByText('3 actions waiting to send')).toBeVisible();
  // Opened again from the saved copy, the hearts still show what was tapped.
  await page.goto('/favorites');
  await expect(page.getByRole('button', { name: `Save ${followed} to favorites` })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/actions? waiting to send/)).toHaveCount(0);
  await expect(page.getByText(/could not be sent/)).toHaveCount(0);
  expect((await (await page.request.get('/api/favorites/ids')).json()).farmIds).toEqual([]);
});

test('a message written offline waits in the thread and is delivered once', async ({ page, context, browser, baseURL }) => {
  // The farmer (who may be written to: they have a listing), in a context of their own.
  const farmerContext = await browser.newContext();
  const farmerPage = await farmerContext.newPage();
  await preparePage(farmerPage);
  await createFarmerWithListings(farmerPage.request, baseURL!, [{ name: `Message Farm ${tag()}`, lat: 41.93, lng: -74.0 }]);
  const farmerId = (await (await farmerPage.request.get(`${baseURL}/api/user`)).json()).id;

  await signInAsNewShopper(page, baseURL!);
  const me = (await (await page.request.get('/api/user')).json()).id;
  await openWithWorker(page);
  await page.goto(`/messages/${farmerId}`);
  await waitForSplash(page);
  await saved(page, `/api/messages/${farmerId}`);

  await context.setOffline(true);
  const body = `Any sweet corn left? ${tag()}`;
  await page.getByRole('textbox', { name: /Message to/ }).fill(body);
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(body)).toBeVisible();
  await expect(log.getByText('Waiting to send')).toBeVisible();

  await context.setOffline(false);
  await expect(log.getByText('Waiting to send')).toHaveCount(0);
  await expect(log.getByText(body)).toHaveCount(1);
  const history = (await (await farmerPage.request.get(`${baseURL}/api/messages/${me}/history`)).json()).items;
  expect(history.filter((m: { body: string }) => m.body === body)).toHaveLength(1);
  await farmerContext.close();
});

test('a new release installs beside the running one and takes over only when the user reloads', async ({ page }) => {
  await openWithWorker(page);
  const running = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  // A new worker script (a new release is a new sw.js; here the same bytes at a new address).
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?release=next'));
  const prompt = page.getByText('A new version of Farm Stand Finder is ready.');
  await expect(prompt).toBeVisible();
  // Installed and waiting: this tab is still served by the release it started with.
  expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(running);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting?.scriptURL)).toMatch(/release=next$/);

  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/release=next$/);
  await expect(prompt).toHaveCount(0);
});

test('a favorite saved offline is sent only with its owner’s session: kept while someone else is signed in', async ({ page, context, baseURL }) => {
  const name = `Shared Phone Stand ${tag()}`;
  const { ids } = await createFarmerWithListings(page.request, baseURL!, [{ name, lat: 41.927, lng: -74.0 }]);
  const owner = await signInAsNewShopper(page, baseURL!);
  const ownerId = (await (await page.request.get('/api/user')).json()).id;
  await openWithWorker(page);
  await page.goto(`/farm/${ids[0]}`);
  await waitForSplash(page);
  await saved(page, `/api/farms/${ids[0]}`);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  await expect(page.getByText('1 action waiting to send')).toBeVisible();

  // Still offline, the owner's session ends without this page hearing of it (signed out in another window) and
  // someone else signs in on the phone: the page and the worker still think the owner is here.
  const origin = { origin: baseURL! };
  expect((await page.request.post('/api/logout', { headers: origin })).ok()).toBe(true);
  await createUser(page.request, baseURL!, 'consumer');
  const otherId = (await (await page.request.get('/api/user')).json()).id;
  expect(otherId).not.toBe(ownerId);

  // The signal returns: the page (online event) and the worker (Background Sync) try the outbox, asking who is signed
  // in (or, without that check, sending at once). Whatever send was under way has finished once the outbox's lock is free.
  const tried = context.waitForEvent('request', (r) => /\/api\/(user|favorites)$/.test(new URL(r.url()).pathname));
  await context.setOffline(false);
  await tried;
  const outbox = () =>
    page.evaluate(() =>
      navigator.locks.request(
        'fsf-outbox',
        () =>
          new Promise<{ userId: string; kind: string }[]>((resolve, reject) => {
            const open = indexedDB.open('fsf-offline');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const all = open.result.transaction('outbox').objectStore('outbox').getAll();
              all.onsuccess = () => resolve(all.result.map((i: { userId: string; kind: string }) => ({ userId: i.userId, kind: i.kind })));
            };
          }),
      ),
    );
  expect(await outbox()).toEqual([{ userId: ownerId, kind: 'favorite' }]);
  expect((await (await page.request.get('/api/favorites/ids')).json()).farmIds).toEqual([]);

  // The owner is back: the favorite is sent, as theirs.
  expect((await page.request.post('/api/logout', { headers: origin })).ok()).toBe(true);
  await signIn(page, owner.email, owner.password);
  await page.reload();
  await waitForSplash(page);
  await expect.poll(async () => (await (await page.request.get('/api/favorites/ids')).json()).farmIds).toEqual([ids[0]]);
  expect(await outbox()).toEqual([]);
});
