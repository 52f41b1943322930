import { beforeEach, describe, expect, it, vi } from 'vitest';
import { _resetToastsForTest, dismissToast, toast, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, useToasts } from './toast-store';
import { renderHook, act } from '@testing-library/react';

describe('toasts (docs/product.md §S9)', () => {
  beforeEach(() => _resetToastsForTest());
  it('uses the SPEC constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(2000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });
  it('shows one at a time: the newest replaces the last', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current.map((t) => t.title)).toEqual(['Second']);
  });
  it('keeps a dismissed toast in memory for 1,000,000 ms, then forgets it', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'Bye' }));
    act(() => dismissToast());
    expect(result.current[0].open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
    vi.useRealTimers();
  });
});
