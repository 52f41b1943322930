import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn, isAuthError, NETWORK_ERROR, NETWORK_ERROR_SHORT } from './api-client';

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

  it('says the network failed in the SPEC.md 8 words', async () => {
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
