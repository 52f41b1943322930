import { afterEach, describe, expect, it, vi } from 'vitest';
import { enablePush } from './subscribe';

// The browser's push machinery cannot run under happy-dom: Notification, the service worker's pushManager and the
// server are stood in for; what is checked is what enablePush does with their answers.
const fetchMock = vi.fn();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

function fakeSubscription(endpoint: string) {
  return { endpoint, unsubscribe: vi.fn(async () => true), toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPx', auth: 'ax' } }) };
}

describe('enablePush', () => {
  it('makes a fresh subscription when the browser’s belongs to another account (409), never reusing it', async () => {
    const previous = fakeSubscription('https://fcm.googleapis.com/fcm/send/previous-account');
    const fresh = fakeSubscription('https://fcm.googleapis.com/fcm/send/this-account');
    const pushManager = { getSubscription: vi.fn(async () => previous), subscribe: vi.fn(async () => fresh) };
    vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }) } });

    fetchMock
      .mockResolvedValueOnce(new Response(JSON.stringify({ vapidPublicKey: 'BPublicKey' }), { status: 200 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'This browser already receives notifications for another account.' }), { status: 409 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ subscribed: true }), { status: 201 }));

    await expect(enablePush()).resolves.toBe(fresh);
    expect(previous.unsubscribe).toHaveBeenCalledOnce();
    const posted = fetchMock.mock.calls.filter(([url]) => url === '/api/notifications/subscribe').map(([, init]) => JSON.parse(init.body).endpoint);
    expect(posted).toEqual([previous.endpoint, fresh.endpoint]);
  });
});
