import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { farmKeys } from '@/features/farms/api/keys';
import { pickingKeys } from '@/features/picking/api/keys';
import { trustKeys } from '@/features/trust/api/keys';
import { installListingPrefetch } from './listing-prefetch';

describe('installListingPrefetch', () => {
  let queryClient: QueryClient;
  let preload: ReturnType<typeof vi.fn<() => Promise<unknown>>>;
  let fetchMock: ReturnType<typeof vi.fn>;
  let uninstall: () => void;

  beforeEach(() => {
    document.body.innerHTML = `
      <a href="/farm/12"><h3>Hillside Farm</h3><span id="inside">Open now</span></a>
      <a href="/farm/12/stock/abc">Stock</a>
      <a href="/browse">Browse</a>
      <a href="https://elsewhere.example/farm/12">Elsewhere</a>
      <a href="/farm/13" target="_blank">New tab</a>
      <button id="heart">Save</button>`;
    queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    preload = vi.fn(() => Promise.resolve());
    fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ id: 12, name: 'Hillside Farm' }), { headers: { 'content-type': 'application/json' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    uninstall = installListingPrefetch(queryClient, preload);
  });
  afterEach(() => {
    uninstall();
    queryClient.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const link = (href: string) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;
  const press = (target: Element, init: PointerEventInit = {}) =>
    target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, ...init }));
  const asked = () => queryClient.getQueryCache().find({ queryKey: farmKeys.detail('12') });
  const nothingStarted = () => {
    expect(preload).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  };

  it('a finger down on a link to a listing starts its page and its data, before any click', async () => {
    press(link('/farm/12'));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(asked()).toBeDefined();
    await vi.waitFor(() => expect(queryClient.getQueryData(farmKeys.detail('12'))).toEqual({ id: 12, name: 'Hillside Farm' }));
    // What people say about it and its picking, shown above its products, come with it.
    await vi.waitFor(() => expect(queryClient.getQueryState(trustKeys.listing(12))?.status).toBe('success'));
    await vi.waitFor(() => expect(queryClient.getQueryState(pickingKeys.listing(12))?.status).toBe('success'));
    expect(fetchMock.mock.calls.map((call) => String(call[0])).sort()).toEqual(['/api/farms/12', '/api/farms/12/picking', '/api/farms/12/trust']);
  });

  it('so does a press on something inside the link, and Enter on it', () => {
    press(document.getElementById('inside')!);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(asked()).toBeDefined();
    queryClient.clear();
    link('/farm/12').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(2);
    expect(asked()).toBeDefined();
  });

  it('asks for a listing whose data is fresh only once', async () => {
    press(link('/farm/12'));
    await vi.waitFor(() => expect(asked()?.state.status).toBe('success'));
    press(link('/farm/12'));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does nothing for a press that opens the link elsewhere, another key, another link, or offline', () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { button: 2 }])
      press(link('/farm/12'), init);
    link('/farm/12').dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    link('/farm/12').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true }));
    for (const href of ['/farm/12/stock/abc', '/browse', 'https://elsewhere.example/farm/12', '/farm/13']) press(link(href));
    press(document.getElementById('heart')!);
    link('/farm/12').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/farm/12').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    press(link('/farm/12'));
    nothingStarted();
  });

  it('stops listening once uninstalled', () => {
    uninstall();
    press(link('/farm/12'));
    nothingStarted();
  });
});
