import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentPlace, offsetOf, PagePosition } from './page-position';

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

// jsdom lays nothing out: each item's place on the screen is given here, as a browser would measure it.
function list(tops: number[], height = 150) {
  document.body.innerHTML = tops.map((_, i) => `<li data-scroll-anchor="farm-${i}"></li>`).join('');
  document.querySelectorAll('li').forEach((item, i) => {
    item.getBoundingClientRect = () => ({ top: tops[i]!, bottom: tops[i]! + height }) as DOMRect;
  });
}

describe('A kept place in a list whose items are drawn only near the screen (decision 086)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.scrollY = 0;
  });

  it('is kept as the first item not yet scrolled past, and its distance from the top', () => {
    window.scrollY = 2000;
    list([-400, -250, -100, 50, 200]);
    expect(currentPlace()).toEqual({ y: 2000, anchor: 'farm-2', top: -100 });
  });

  it('comes back with that item as far from the top, wherever the items above it now put it', () => {
    window.scrollY = 2000;
    list([-400, -250, -100, 50, 200]);
    const place = currentPlace();
    // Back: two items above were placeholders when the place was kept, and are drawn now, 46 px shorter each.
    window.scrollY = 0;
    list([100, 254, 1808, 1962, 2116]);
    expect(offsetOf(place)).toBe(1908);
  });

  it('comes back to the offset when the item is no longer on the page, or when no list was', () => {
    window.scrollY = 2000;
    list([-100, 50]);
    const place = currentPlace();
    window.scrollY = 0;
    list([]);
    expect(offsetOf(place)).toBe(2000);
    expect(currentPlace()).toBe(0);
    expect(offsetOf(640)).toBe(640);
  });
});
