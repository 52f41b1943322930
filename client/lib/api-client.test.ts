import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@common/i18n/catalogues';
import type { Language } from '@common/i18n/languages';
import { apiRequest, errorMessage, getQueryFn, isAuthError, NETWORK_ERROR, NETWORK_ERROR_SHORT } from './api-client';
import { getI18n, setI18n } from './i18n/react';
import { createTranslator, type Resources } from './i18n/translator';
import { apiUpload } from './api-upload';

const fetchMock = vi.fn();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const ctx = (queryKey: unknown[]) => ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

describe('apiRequest', () => {
  it('sends credentials always, and a JSON body only when there is a payload', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/login', { email: 'a@b.c' });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/login',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"email":"a@b.c"}', headers: { 'Content-Type': 'application/json' } }),
    );
    await apiRequest('POST', '/api/logout');
    expect(fetchMock.mock.lastCall?.[1]).toMatchObject({ body: undefined, headers: {}, credentials: 'include' });
  });

  it('turns a non-ok answer into "status: text" (or the status text when empty)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Incorrect email or password."}', { status: 401 }));
    await expect(apiRequest('POST', '/api/login', {})).rejects.toThrow('401: {"message":"Incorrect email or password."}');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends FormData as it is (the browser sets the multipart boundary), and keepalive when asked', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    const form = new FormData();
    form.append('format', 'csv');
    await apiRequest('POST', '/api/admin/imports', form);
    expect(fetchMock.mock.lastCall?.[1]).toMatchObject({ method: 'POST', body: form, headers: {}, credentials: 'include' });
    await apiRequest('POST', '/api/analytics/pageview', { path: '/' }, { keepalive: true });
    expect(fetchMock.mock.lastCall?.[1]).toMatchObject({ keepalive: true, headers: { 'Content-Type': 'application/json' }, body: '{"path":"/"}' });
  });

  it('says the network failed in the docs/product.md §S8 words', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/x')).rejects.toThrow(NETWORK_ERROR);
    expect(NETWORK_ERROR).toBe('Network connection failed. Please check your internet connection.');
  });
});

describe('getQueryFn', () => {
  it('joins the key parts with slashes into the URL and reads JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"ok":1}', { status: 200 }));
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/farms', 42, 'reviews']))).resolves.toEqual({ ok: 1 });
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/farms/42/reviews');
    expect(fetchMock.mock.lastCall?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('returns null on 401 with returnNull, and throws otherwise', async () => {
    fetchMock.mockResolvedValueOnce(new Response('no', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/user']))).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(new Response('no', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/user']))).rejects.toThrow('401: no');
  });

  it('uses the shorter network message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/x']))).rejects.toThrow(new Error(NETWORK_ERROR_SHORT));
  });
});

describe('isAuthError', () => {
  it('spots 401 and 403 in the message', () => {
    expect(isAuthError(new Error('401: nope'))).toBe(true);
    expect(isAuthError(new Error('403: Forbidden'))).toBe(true);
    expect(isAuthError(new Error('500: 4010 items'))).toBe(false);
    expect(isAuthError('401')).toBe(false);
  });
});

describe('apiUpload', () => {
  // The request made last (a module variable, not a class field: Tailwind reads client/ and would ship a class for that keyword).
  let last: FakeXhr;
  class FakeXhr {
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    opened: [string, string] | null = null;
    sent: unknown;
    constructor() {
      // eslint-disable-next-line @typescript-eslint/no-this-alias
      last = this;
    }
    open(method: string, url: string) {
      this.opened = [method, url];
    }
    send(body: unknown) {
      this.sent = body;
    }
  }

  it('posts the form with credentials, reports progress, and answers the JSON or an ApiError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    const done = apiUpload<{ id: string }>('/api/farms/1/photos', form, (p) => progress.push(p));
    const xhr = last;
    expect(xhr.opened).toEqual(['POST', '/api/farms/1/photos']);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.sent).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    Object.assign(xhr, { status: 201, responseText: '{"id":"p1"}' });
    xhr.onload?.();
    await expect(done).resolves.toEqual({ id: 'p1' });
    expect(progress).toEqual([0.25]);

    const refused = apiUpload('/api/farms/1/photos', form, () => {});
    Object.assign(last, { status: 413, responseText: '{"message":"Too large"}', statusText: 'Payload Too Large' });
    last.onload?.();
    await expect(refused).rejects.toThrow('413: {"message":"Too large"}');
    const offline = apiUpload('/api/farms/1/photos', form, () => {});
    last.onerror?.();
    await expect(offline).rejects.toThrow(NETWORK_ERROR);
  });
});

describe('errorMessage', () => {
  const before = getI18n();
  afterAll(() => before && setI18n(before));
  const use = (language: Language) => setI18n(createTranslator({ language, resources: catalogues[language] as unknown as Resources }));

  it('says the network failure in the page’s language, SPEC’s own words in English', () => {
    use('en');
    expect(errorMessage(new Error(NETWORK_ERROR))).toBe(NETWORK_ERROR);
    expect(errorMessage(new Error(NETWORK_ERROR_SHORT))).toBe(NETWORK_ERROR_SHORT);
    use('es');
    expect(errorMessage(new Error(NETWORK_ERROR))).toBe('No hay conexión con la red. Revisa tu conexión a internet.');
    expect(errorMessage(new Error(NETWORK_ERROR_SHORT))).toBe('No hay conexión con la red');
    // Anything else is said as it is.
    expect(errorMessage(new Error('Something else'))).toBe('Something else');
  });
});
