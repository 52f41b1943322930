import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PagePosition } from './page-position';

// The history entry's key and the kept positions are taken after hydration's effects (decision 079): when the browser
// is idle (jsdom has no requestIdleCallback: lib/idle.ts falls back to a timeout) or at the first touch or key.
const keyOf = () => (history.state as Record<string, unknown> | null)?.fsfScrollKey;

describe('PagePosition on a page opened afresh', () => {
  beforeEach(() => {
    history.replaceState(null, '');
    sessionStorage.setItem('fsf:scroll-positions', JSON.stringify({ other: 120 }));
  });
  afterEach(() => sessionStorage.clear());

  it('tags the entry once the browser is idle, not in its first effects', async () => {
    render(<PagePosition />);
    expect(keyOf()).toBeUndefined();
    await waitFor(() => expect(keyOf()).toEqual(expect.any(String)));
  });

  it('tags it at the first touch, before a tap on a link can push the next entry', () => {
    render(<PagePosition />);
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    expect(keyOf()).toEqual(expect.any(String));
  });

  it("keeps the other entries' positions when a push comes first", () => {
    render(<PagePosition />);
    // wouter's history.pushState tells the window ('pushState'), as a link's navigation does.
    act(() => history.pushState(null, '', '/next'));
    const kept = JSON.parse(sessionStorage.getItem('fsf:scroll-positions') ?? '{}') as Record<string, number>;
    expect(kept.other).toBe(120);
    expect(keyOf()).toEqual(expect.any(String));
  });
});
