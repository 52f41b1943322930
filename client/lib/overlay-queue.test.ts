import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { _resetOverlaysForTest, queueOverlay, useOverlayTurn } from './overlay-queue';

describe('one overlay at a time (issue 34 point 7)', () => {
  beforeEach(() => _resetOverlaysForTest());

  it('passes the screen on in order as each closes', () => {
    const onboarding = renderHook(({ due }: { due: boolean }) => useOverlayTurn('onboarding', due), { initialProps: { due: true } });
    const banner = renderHook(({ due }: { due: boolean }) => useOverlayTurn('newsletter', due), { initialProps: { due: true } });
    const install = renderHook(({ due }: { due: boolean }) => useOverlayTurn('install', due), { initialProps: { due: true } });
    const showing = () => [onboarding.result.current, install.result.current, banner.result.current];
    expect(showing()).toEqual([true, false, false]);
    onboarding.rerender({ due: false });
    expect(showing()).toEqual([false, true, false]);
    install.rerender({ due: false });
    expect(showing()).toEqual([false, false, true]);
  });

  it('lets a badge go first, and gives the screen back to what it covered', () => {
    const banner = renderHook(() => useOverlayTurn('newsletter', true));
    expect(banner.result.current).toBe(true);
    const onTurn = vi.fn();
    let ticket!: ReturnType<typeof queueOverlay>;
    act(() => {
      ticket = queueOverlay('badge', onTurn);
    });
    expect(onTurn).toHaveBeenCalledOnce();
    expect(banner.result.current).toBe(false);
    act(() => ticket.release());
    expect(banner.result.current).toBe(true);
  });

  it('queues a second badge behind the first', () => {
    const first = vi.fn();
    const second = vi.fn();
    const a = queueOverlay('badge', first);
    queueOverlay('badge', second);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 0]);
    a.release();
    expect(second).toHaveBeenCalledOnce();
  });
});
