import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { LONG_STALE_TIME, queryDefaults } from './query-client';
import { isMobile } from './is-mobile';

const err401 = new ApiError(401, '{"message":"Please sign in first."}', 'Unauthorized');
const err403 = new ApiError(403, 'Forbidden', 'Forbidden');
const err500 = new ApiError(500, 'boom', 'Internal Server Error');

describe('query defaults (docs/product.md §S9)', () => {
  it('never polls or refetches on focus, refetches on reconnect, keeps unused data 10 minutes', () => {
    const { queries } = queryDefaults(false);
    expect(queries.refetchInterval).toBe(false);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.refetchOnReconnect).toBe(true);
    expect(queries.gcTime).toBe(10 * 60_000);
  });

  it('keeps data fresh 2 minutes on mobile and 1 minute otherwise; user and settings 15 minutes', () => {
    expect(queryDefaults(true).queries.staleTime).toBe(120_000);
    expect(queryDefaults(false).queries.staleTime).toBe(60_000);
    expect(LONG_STALE_TIME).toBe(15 * 60_000);
  });

  it('retries a query once after 500 ms on desktop, never on mobile, never after 401/403', () => {
    const desktop = queryDefaults(false).queries;
    expect(desktop.retryDelay).toBe(500);
    expect(desktop.retry(0, err500)).toBe(true);
    expect(desktop.retry(1, err500)).toBe(false);
    expect(desktop.retry(0, err401)).toBe(false);
    expect(desktop.retry(0, err403)).toBe(false);
    expect(desktop.retry(0, new Error('Network connection failed'))).toBe(true);
    expect(queryDefaults(true).queries.retry(0, err500)).toBe(false);
  });

  it('retries a mutation once unless the error is 401/403', () => {
    const { mutations } = queryDefaults(true);
    expect(mutations.retry(0, err500)).toBe(true);
    expect(mutations.retry(1, err500)).toBe(false);
    expect(mutations.retry(0, err401)).toBe(false);
    expect(mutations.retry(0, err403)).toBe(false);
  });
});

describe('isMobile', () => {
  const nav = (userAgent: string) => ({ userAgent }) as Navigator;
  it('is true at 768 px or less, or with a mobile user agent', () => {
    expect(isMobile({ innerWidth: 768, navigator: nav('Mozilla/5.0 (X11; Linux x86_64)') })).toBe(true);
    expect(isMobile({ innerWidth: 769, navigator: nav('Mozilla/5.0 (X11; Linux x86_64)') })).toBe(false);
    expect(isMobile({ innerWidth: 1280, navigator: nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148') })).toBe(true);
    expect(isMobile({ innerWidth: 1280, navigator: nav('Mozilla/5.0 (Linux; Android 14; Pixel 8)') })).toBe(true);
  });
});
