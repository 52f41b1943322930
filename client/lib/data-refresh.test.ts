import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { installDataRefresh } from './data-refresh';

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('data refresh (docs/product.md §S4 and §S9)', () => {
  afterEach(() => vi.useRealTimers());

  it('refreshes 500 ms after returning to a hidden tab, 300 ms after focus following a hide, 1000 ms after reconnect', () => {
    vi.useFakeTimers();
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries').mockResolvedValue();
    const uninstall = installDataRefresh(qc);

    window.dispatchEvent(new Event('focus')); // focus without hiding first: nothing
    vi.advanceTimersByTime(2000);
    expect(spy).not.toHaveBeenCalled();

    setVisibility('hidden');
    setVisibility('visible');
    vi.advanceTimersByTime(499);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(spy).toHaveBeenCalledTimes(1);

    setVisibility('hidden');
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(300);
    expect(spy).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(999);
    expect(spy).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(spy).toHaveBeenCalledTimes(3);
    uninstall();
  });
});
