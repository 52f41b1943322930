import type { Browser, Page } from '@playwright/test';
import {
  test,
  expect,
  createUser,
  expectNoSeriousAxeViolations,
  expectToast,
  quietOverlays,
  recordToasts,
  signIn,
  waitForSplash,
  preparePage,
} from './fixtures';

/** A signed-in tab in its own browser context (its own cookies): two people on two devices. */
async function personIn(browser: Browser, baseURL: string, userType: 'farmer' | 'consumer') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await preparePage(page);
  await quietOverlays(page);
  const user = await createUser(page.request, baseURL, userType, { verified: true }); // writing needs a confirmed address
  await page.goto('/');
  await signIn(page, user.email, user.password);
  const me = await (await page.request.get('/api/user')).json();
  return { page, context, id: me.id as string, name: me.firstName as string };
}

async function publishListing(page: Page, baseURL: string, name: string) {
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/farms', {
    headers,
    data: {
      name,
      kind: 'stand',
      description: 'Sweet corn, tomatoes and peaches from our fields.',
      city: 'Kingston',
      region: 'NY',
      postalCode: '12401',
      lat: 41.93,
      lng: -74.0,
      openingHours: 'Mo-Su 08:00-18:00',
      categories: ['produce'],
      products: [
        { name: 'Sweet corn', category: 'produce', available: false },
        { name: 'Peaches', category: 'fruit', available: true },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const farm = await created.json();
  expect((await page.request.patch(`/api/farms/${farm.id}`, { headers, data: { status: 'published' } })).status()).toBe(200);
  return farm as { id: number };
}

test('a customer and a farmer chat live, with unread badges and read receipts', async ({ browser, baseURL }) => {
  const farmer = await personIn(browser, baseURL!, 'farmer');
  const consumer = await personIn(browser, baseURL!, 'consumer');
  const farm = await publishListing(farmer.page, baseURL!, 'Live Chat Farm');

  // The farmer has the inbox open; the customer starts from the listing.
  await farmer.page.goto('/messages');
  await waitForSplash(farmer.page);
  await expect(farmer.page.getByText('No conversations yet')).toBeVisible();

  await consumer.page.goto(`/farm/${farm.id}`);
  await waitForSplash(consumer.page);
  await consumer.page.getByRole('link', { name: `Message ${farmer.name}` }).click();
  await expect(consumer.page).toHaveURL(new RegExp(`/messages/${farmer.id}$`));
  const box = consumer.page.getByRole('textbox', { name: `Message to ${farmer.name}` });
  await box.fill('Will you have sweet corn on Saturday? See https://example.com/list');
  await box.press('Enter');
  const consumerLog = consumer.page.getByRole('log', { name: 'Messages' });
  await expect(consumerLog.getByText('Will you have sweet corn on Saturday?')).toBeVisible();
  await expect(consumerLog.getByRole('link', { name: 'https://example.com/list' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expect(consumerLog.getByText('Sent', { exact: false })).toBeVisible();

  // It reaches the farmer's open inbox and header badge without a reload.
  await expect(farmer.page.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  await expect(farmer.page.getByRole('navigation', { name: 'Conversations' }).getByText('Will you have sweet corn on Saturday?')).toBeVisible();
  await farmer.page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(consumer.name) })
    .click();
  await expect(farmer.page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // Reading it shows "Seen" on the customer's side; the reply arrives live too.
  await expect(consumerLog.getByText('Seen')).toBeVisible();
  const reply = farmer.page.getByRole('textbox', { name: `Message to ${consumer.name}` });
  await reply.fill('Yes! Picked Saturday at dawn.');
  await farmer.page.getByRole('button', { name: 'Send' }).click();
  await expect(consumerLog.getByText('Yes! Picked Saturday at dawn.')).toBeVisible();
  await expect(reply).toHaveValue('');

  // The thread and the open notifications panel pass axe.
  await farmer.page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(farmer.page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  for (const p of [farmer.page, consumer.page]) await expectNoSeriousAxeViolations(p);
  await farmer.page.keyboard.press('Escape');

  // A draft survives a reload.
  await box.fill('Can you save me two dozen');
  await consumer.page.reload();
  await expect(consumer.page.getByRole('textbox', { name: `Message to ${farmer.name}` })).toHaveValue('Can you save me two dozen');

  await farmer.context.close();
  await consumer.context.close();
});

test('a long thread loads earlier messages as the reader scrolls up', async ({ browser, baseURL }) => {
  const farmer = await personIn(browser, baseURL!, 'farmer');
  const consumer = await personIn(browser, baseURL!, 'consumer');
  await publishListing(farmer.page, baseURL!, 'Long Thread Farm');
  // 38 messages over the API (a page is 30), alternating senders to stay under the per-minute limit.
  for (let i = 1; i <= 38; i++) {
    const [from, to] = i % 2 ? [consumer, farmer] : [farmer, consumer];
    const res = await from.page.request.post(`/api/messages/${to.id}`, { headers: { origin: baseURL! }, data: { body: `Note number ${i}` } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await consumer.page.goto(`/messages/${farmer.id}`);
  await waitForSplash(consumer.page);
  const log = consumer.page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Note number 38', { exact: true })).toBeVisible();
  await expect(log.getByText('Note number 1', { exact: true })).toHaveCount(0);
  await log.getByText('Note number 9', { exact: true }).scrollIntoViewIfNeeded();
  await expect(log.getByText('Note number 1', { exact: true })).toBeAttached();
  await expect(consumer.page.getByText('Start of your conversation')).toBeAttached();
  await farmer.context.close();
  await consumer.context.close();
});

test('a farmer writes to all followers at once; a follower sees the badge and the message without reloading', async ({ browser, baseURL }) => {
  const farmer = await personIn(browser, baseURL!, 'farmer');
  const follower = await personIn(browser, baseURL!, 'consumer');
  const farm = await publishListing(farmer.page, baseURL!, 'Bulk News Farm');
  // Following a listing is favoriting it (docs/product.md §3).
  const followed = await follower.page.request.post('/api/favorites', { headers: { origin: baseURL! }, data: { farmId: farm.id } });
  expect(followed.ok(), await followed.text()).toBe(true);

  await follower.page.goto('/browse');
  await waitForSplash(follower.page);
  await expect(follower.page.getByRole('button', { name: 'Notifications' })).toBeVisible();

  await farmer.page.goto('/messages');
  await waitForSplash(farmer.page);
  await farmer.page.getByRole('button', { name: 'Message followers' }).click();
  const dialog = farmer.page.getByRole('dialog', { name: 'Message your followers' });
  await expect(dialog.getByText('1 follower · 3 of 3 messages left today')).toBeVisible();
  await dialog.getByLabel('Message').fill('Sweet corn is in! Picked this morning.');
  await dialog.getByRole('checkbox', { name: 'Sweet corn' }).check();
  await dialog.getByRole('button', { name: 'Send to followers' }).click();
  await expect(dialog).toBeHidden();

  // The follower's bell lights up where they are, and the message is in their thread.
  const bell = follower.page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await expect(follower.page.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  await bell.click();
  await follower.page.getByRole('button', { name: /Bulk News Farm: Sweet corn is in!/ }).click();
  await expect(follower.page).toHaveURL(new RegExp(`/messages/${farmer.id}$`));
  const log = follower.page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Sweet corn is in! Picked this morning.')).toBeVisible();
  await expect(log.getByText('To all followers of')).toBeVisible();
  await expect(follower.page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  // Sweet corn was marked available with it.
  const detail = await (await follower.page.request.get(`/api/farms/${farm.id}`)).json();
  expect(detail.products.find((p: { name: string }) => p.name === 'Sweet corn').available).toBe(true);

  // The follower mutes the stand's news without unfollowing it.
  await follower.page.getByRole('button', { name: 'Mute news from Bulk News Farm' }).click();
  await expect(follower.page.getByRole('button', { name: 'Unmute Bulk News Farm' })).toBeVisible();
  expect(await (await follower.page.request.get(`/api/farms/${farm.id}/mute`)).json()).toEqual({ muted: true });
  expect((await (await follower.page.request.get('/api/favorites/ids')).json()).farmIds).toContain(farm.id);

  await farmer.context.close();
  await follower.context.close();
});

test('from the dashboard: past the daily limit the farmer is told when the next message can go', async ({ browser, baseURL }) => {
  const farmer = await personIn(browser, baseURL!, 'farmer');
  const follower = await personIn(browser, baseURL!, 'consumer');
  const farm = await publishListing(farmer.page, baseURL!, 'Busy News Farm');
  expect((await follower.page.request.post('/api/favorites', { headers: { origin: baseURL! }, data: { farmId: farm.id } })).ok()).toBe(true);
  const sendOverApi = async (body: string) => {
    const res = await farmer.page.request.post(`/api/farms/${farm.id}/bulk-messages`, { headers: { origin: baseURL! }, data: { body } });
    expect(res.status(), await res.text()).toBe(202);
  };
  await sendOverApi('Peaches today.');
  await sendOverApi('Peaches again.');

  await farmer.page.goto('/dashboard');
  await waitForSplash(farmer.page);
  await farmer.page.getByRole('button', { name: 'Message followers' }).click();
  const dialog = farmer.page.getByRole('dialog', { name: 'Message your followers' });
  await expect(dialog.getByText('1 follower · 1 of 3 messages left today')).toBeVisible();
  // Meanwhile the last one of the day goes from another device: this send is refused (429), and says why.
  await sendOverApi('Last peaches.');
  await dialog.getByLabel('Message').fill('Corn tomorrow!');
  await dialog.getByRole('button', { name: 'Send to followers' }).click();
  const limit =
    /^Busy News Farm has already sent 3 messages to its followers in the last 24 hours\. You can send the next one on \w+day at \d{1,2}:\d\d [AP]M\.$/;
  await expect(dialog.getByRole('alert')).toHaveText(limit);
  await expect(dialog.getByText('1 follower · No messages left today')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send to followers' })).toBeDisabled();

  // Opened again, it says so before anything is written.
  await farmer.page.keyboard.press('Escape');
  await farmer.page.getByRole('button', { name: 'Message followers' }).click();
  await expect(dialog.getByText(limit)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send to followers' })).toBeDisabled();
  await farmer.context.close();
  await follower.context.close();
});

test('blocking from the thread stops both sides, and the blocked side is told why', async ({ browser, baseURL }) => {
  const farmer = await personIn(browser, baseURL!, 'farmer');
  const consumer = await personIn(browser, baseURL!, 'consumer');
  await publishListing(farmer.page, baseURL!, 'Block Test Farm');
  const first = await consumer.page.request.post(`/api/messages/${farmer.id}`, { headers: { origin: baseURL! }, data: { body: 'Hello there' } });
  expect(first.status(), await first.text()).toBe(201);
  for (const [p, peer] of [
    [farmer.page, consumer],
    [consumer.page, farmer],
  ] as const) {
    await recordToasts(p);
    await p.goto(`/messages/${peer.id}`);
    await waitForSplash(p);
    await expect(p.getByRole('log', { name: 'Messages' }).getByText('Hello there')).toBeVisible();
  }

  await consumer.page.getByRole('button', { name: 'Conversation options' }).click();
  await consumer.page.getByRole('menuitem', { name: `Block ${farmer.name}` }).click();
  await expectToast(consumer.page, `${farmer.name} is blocked`);
  await expect(consumer.page.getByText(`You blocked ${farmer.name}. Unblock them to write again.`)).toBeVisible();
  await expect(consumer.page.getByRole('textbox', { name: `Message to ${farmer.name}` })).toHaveCount(0);

  // The farmer's composer was open: the send is refused, and the thread then says why.
  const box = farmer.page.getByRole('textbox', { name: `Message to ${consumer.name}` });
  await box.fill('Are you still coming?');
  await farmer.page.getByRole('button', { name: 'Send' }).click();
  await expectToast(farmer.page, 'Message not sent', `${consumer.name} isn’t accepting messages from you.`);
  await expect(farmer.page.getByText(`${consumer.name} isn’t accepting messages from you.`, { exact: true })).toBeVisible();
  await expect(box).toHaveCount(0);

  // Unblocked, both may write again.
  await consumer.page.getByRole('button', { name: 'Conversation options' }).click();
  await consumer.page.getByRole('menuitem', { name: `Unblock ${farmer.name}` }).click();
  await expectToast(consumer.page, `${farmer.name} is unblocked`);
  await expect(consumer.page.getByRole('textbox', { name: `Message to ${farmer.name}` })).toBeVisible();
  await farmer.context.close();
  await consumer.context.close();
});

test('notification choices in account settings, per type and channel, decide what arrives', async ({ browser, baseURL }) => {
  const farmer = await personIn(browser, baseURL!, 'farmer');
  const follower = await personIn(browser, baseURL!, 'consumer');
  const farm = await publishListing(farmer.page, baseURL!, 'Quiet News Farm');
  expect((await follower.page.request.post('/api/favorites', { headers: { origin: baseURL! }, data: { farmId: farm.id } })).ok()).toBe(true);

  await follower.page.goto('/account-settings');
  await waitForSplash(follower.page);
  const inApp = follower.page.getByRole('checkbox', { name: 'News from stands you follow: In the app' });
  const email = follower.page.getByRole('checkbox', { name: 'Replies to your reviews: Email' });
  await expect(inApp).toBeChecked();
  await inApp.uncheck();
  await email.uncheck();
  await expect
    .poll(async () => {
      const prefs = await (await follower.page.request.get('/api/notification-preferences')).json();
      return [prefs.bulk_message, prefs.review_reply.email, prefs.message];
    })
    .toEqual([{ inApp: false, push: true, email: false }, false, { inApp: true, push: true, email: true }]);
  await follower.page.reload();
  await expect(follower.page.getByRole('checkbox', { name: 'News from stands you follow: In the app' })).not.toBeChecked();
  await expect(follower.page.getByRole('checkbox', { name: 'News from stands you follow: Push' })).toBeChecked();

  // The news still reaches the thread, but no longer the bell.
  const sent = await farmer.page.request.post(`/api/farms/${farm.id}/bulk-messages`, { headers: { origin: baseURL! }, data: { body: 'Plums today.' } });
  expect(sent.status(), await sent.text()).toBe(202);
  await expect(follower.page.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  const notes = await (await follower.page.request.get('/api/notifications')).json();
  expect(notes.items.filter((n: { type: string }) => n.type === 'bulk_message')).toEqual([]);
  await expect(follower.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await farmer.context.close();
  await follower.context.close();
});

test('a tab that lost its live connection reconnects by itself and catches up on what it missed', async ({ browser, baseURL }) => {
  const farmer = await personIn(browser, baseURL!, 'farmer');
  const consumer = await personIn(browser, baseURL!, 'consumer');
  await publishListing(farmer.page, baseURL!, 'Reconnect Farm');
  // Keep a hand on the tab's event streams, to cut one as a dropped connection would.
  await consumer.page.addInitScript(() => {
    const Native = window.EventSource;
    const w = window as unknown as { liveStreams: EventSource[] };
    w.liveStreams = [];
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        w.liveStreams.push(this);
      }
    };
  });
  const first = await consumer.page.request.post(`/api/messages/${farmer.id}`, { headers: { origin: baseURL! }, data: { body: 'Are you open today?' } });
  expect(first.status(), await first.text()).toBe(201);
  await consumer.page.goto(`/messages/${farmer.id}`);
  await waitForSplash(consumer.page);
  const log = consumer.page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Are you open today?')).toBeVisible();
  // A live event first, so the tab has an id to catch up from.
  const hello = await farmer.page.request.post(`/api/messages/${consumer.id}`, { headers: { origin: baseURL! }, data: { body: 'Hello!' } });
  expect(hello.status(), await hello.text()).toBe(201);
  await expect(log.getByText('Hello!')).toBeVisible();

  // The connection drops; the farmer answers meanwhile; the tab reconnects without a reload and asks for what it missed.
  await consumer.page.evaluate(() => {
    for (const s of (window as unknown as { liveStreams: EventSource[] }).liveStreams) {
      s.close();
      s.dispatchEvent(new Event('error'));
    }
  });
  const reply = await farmer.page.request.post(`/api/messages/${consumer.id}`, { headers: { origin: baseURL! }, data: { body: 'Open till six!' } });
  expect(reply.status(), await reply.text()).toBe(201);
  await expect(log.getByText('Open till six!')).toBeVisible();
  const urls = await consumer.page.evaluate(() => (window as unknown as { liveStreams: EventSource[] }).liveStreams.map((s) => s.url));
  expect(urls).toHaveLength(2);
  expect(urls[1]).toMatch(/[?&]lastEventId=\d+/);
  await farmer.context.close();
  await consumer.context.close();
});

test.describe('push', () => {
  test.use({ serviceWorkers: 'allow' }); // blocked elsewhere (decision 046)

  test('the service worker shows a push and a click on it opens the page it is about', async ({ browser, baseURL }) => {
    const consumer = await personIn(browser, baseURL!, 'consumer');
    await consumer.context.grantPermissions(['notifications'], { origin: baseURL! });
    await consumer.page.goto('/browse');
    await waitForSplash(consumer.page);
    await consumer.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      // Wait until the worker controls this tab (it claims open tabs when it activates).
      if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    const worker = consumer.context.serviceWorkers()[0] ?? (await consumer.context.waitForEvent('serviceworker'));

    // Headless Chromium has no push service nor notification centre to click in: the worker gets the browser's own
    // push and notificationclick events, with the payload the server sends (an absolute address on APP_ORIGIN).
    const shown = await worker.evaluate(async (url) => {
      const sw = self as unknown as ServiceWorkerGlobalScope;
      sw.dispatchEvent(new PushEvent('push', { data: JSON.stringify({ title: 'New message from Fern', body: 'Corn is in', url, tag: 'conversation:1' }) }));
      for (let i = 0; i < 50 && !(await sw.registration.getNotifications()).length; i++) await new Promise((r) => setTimeout(r, 100));
      const [n] = await sw.registration.getNotifications();
      sw.dispatchEvent(new NotificationEvent('notificationclick', { notification: n }));
      return { title: n.title, body: n.body, data: n.data };
    }, `${baseURL}/trips?from=push`);
    expect(shown).toEqual({ title: 'New message from Fern', body: 'Corn is in', data: { url: `${baseURL}/trips?from=push` } });
    // The app's open tab is taken there.
    await expect(consumer.page).toHaveURL(/\/trips\?from=push$/);
    await waitForSplash(consumer.page);
    await expect(consumer.page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
    expect(await worker.evaluate(async () => (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).length)).toBe(0);
    await consumer.context.close();
  });
});
