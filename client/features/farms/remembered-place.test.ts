import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAP_AREA, MY_LOCATION, parseFilters } from './filters';
import { rememberedPlace, rememberPlace, useRememberedPlace } from './remembered-place';

describe('the place searched last (issue 34 point 7)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a typed place and a picked one, as a link would give them', () => {
    rememberPlace({ location: 'Kingston, NY' });
    expect(rememberedPlace()).toEqual({ location: 'Kingston, NY', near: undefined, place: undefined });
    rememberPlace({ near: '41.92850,-74.00000', place: 'Kingston, NY 12401' });
    expect(rememberedPlace()).toEqual({ location: undefined, near: '41.92850,-74.00000', place: 'Kingston, NY 12401' });
  });

  it('never keeps the phone’s own position or the map’s area', () => {
    rememberPlace({ location: '12401' });
    rememberPlace({ near: '41.92850,-74.00000', place: MY_LOCATION });
    rememberPlace({ near: '41.92850,-74.00000' });
    rememberPlace({ near: '41.92850,-74.00000', place: MAP_AREA });
    expect(rememberedPlace()).toEqual({ location: '12401', near: undefined, place: undefined });
  });

  it('drops a hand-edited value', () => {
    localStorage.setItem('fsf:last-place', 'near=not-a-place');
    expect(rememberedPlace()).toBeNull();
  });

  it("writes a page's place once the browser is idle, not in hydration's effects; a read before then sees it (decision 079)", async () => {
    const update = () => {};
    renderHook(() => useRememberedPlace({ raw: parseFilters('location=12401'), update }));
    expect(localStorage.getItem('fsf:last-place')).toBeNull();
    await waitFor(() => expect(localStorage.getItem('fsf:last-place')).toBe('location=12401'));

    renderHook(() => useRememberedPlace({ raw: parseFilters('location=Kingston%2C+NY'), update }));
    expect(localStorage.getItem('fsf:last-place')).toBe('location=12401');
    expect(rememberedPlace()).toEqual({ location: 'Kingston, NY', near: undefined, place: undefined });
  });
});
