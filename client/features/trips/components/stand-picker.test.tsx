import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@common/i18n/catalogues';
import type { User } from '@common/schemas/auth';
import { getI18n, setI18n } from '@/lib/i18n/react';
import { createTranslator, type Resources } from '@/lib/i18n/translator';
import { StandPicker } from './stand-picker';
import type { TripStart } from './start-point';
import type { EditableStop } from './stops-editor';

const before = getI18n();
afterAll(() => before && setI18n(before));
afterEach(() => (cleanup(), vi.unstubAllGlobals()));

const card = (id: number, name: string, city: string, distance: number | null) => ({ id, name, city, region: 'NY', lat: 41.9, lng: -74, distance });
let asked: URL[];
let permission: PermissionState;
Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: async () => ({ state: permission }) } });
Object.defineProperty(navigator, 'geolocation', {
  configurable: true,
  value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 41.7, longitude: -73.9 } } as GeolocationPosition) },
});
beforeEach(() => {
  permission = 'prompt';
  setI18n(createTranslator({ language: 'en', resources: catalogues.en as unknown as Resources }));
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const u = new URL(url, 'http://localhost');
    asked.push(u);
    const items = u.pathname === '/api/farms' ? [card(7, 'Hernandez Pick-Your-Own', 'Kingston', 2.3)] : [];
    return new Response(JSON.stringify({ items, nextCursor: null }), { headers: { 'content-type': 'application/json' } });
  });
});

function picker({ start = null, stops = [], user = null }: { start?: TripStart; stops?: EditableStop[]; user?: Partial<User> | null }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['/api/user'], user);
  render(
    <QueryClientProvider client={client}>
      <StandPicker start={start} stops={stops} onAdd={vi.fn()} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByRole('searchbox', { name: 'Find a stand by name or product' }), { target: { value: 'strawberries' } });
}
const search = async () => {
  await waitFor(() => expect(asked.some((u) => u.pathname === '/api/farms')).toBe(true));
  return Object.fromEntries(asked.find((u) => u.pathname === '/api/farms')!.searchParams);
};

describe('StandPicker', () => {
  it('searches nearest first around the trip’s start point, and says where', async () => {
    picker({ start: { lat: 41.927, lng: -73.9974, label: 'Kingston, NY' } });
    expect(await search()).toEqual({ q: 'strawberries', limit: '8', near: '41.92700,-73.99740', radius: '100', unit: 'mi', sort: 'distance' });
    expect(screen.getByRole('searchbox').getAttribute('aria-describedby')).toBe('stand-search-where');
    expect(screen.getByText('Nearest first, within 100 mi of Kingston, NY.')).toBeTruthy();
    expect((await screen.findByRole('list', { name: 'Search results' })).textContent).toContain('Kingston, NY · 2.3 mi');
    // Favorites too come nearest first from there.
    expect(asked.find((u) => u.pathname === '/api/favorites')!.searchParams.get('near')).toBe('41.92700,-73.99740');
  });

  it('without a start point, searches around the first stop', async () => {
    picker({ stops: [{ id: 3, name: 'Apple Hill', place: 'Kingston, NY', lat: 41.95, lng: -74.01 }], user: { units: 'km', home: null } });
    expect(await search()).toMatchObject({ near: '41.95000,-74.01000', radius: '100', unit: 'km', sort: 'distance' });
    expect(screen.getByText('Nearest first, within 100 km of Apple Hill.')).toBeTruthy();
  });

  it('with no start and no stops, searches around the saved home', async () => {
    picker({ user: { units: 'mi', home: { lat: 42.45, lng: -76.5, label: 'Ithaca, NY' } } });
    expect(await search()).toMatchObject({ near: '42.45000,-76.50000', sort: 'distance' });
    expect(screen.getByText('Nearest first, within 100 mi of Ithaca, NY.')).toBeTruthy();
  });

  it('prefers the phone’s position to the saved home, when the browser already allows it', async () => {
    permission = 'granted';
    picker({ user: { units: 'mi', home: { lat: 42.45, lng: -76.5, label: 'Ithaca, NY' } } });
    await screen.findByText('Nearest first, within 100 mi of your location.');
    await waitFor(() =>
      expect(
        asked
          .filter((u) => u.pathname === '/api/farms')
          .at(-1)
          ?.searchParams.get('near'),
      ).toBe('41.70000,-73.90000'),
    );
  });

  it('knowing no place at all, searches every stand by name and says so', async () => {
    picker({});
    expect(await search()).toEqual({ q: 'strawberries', limit: '8', sort: 'name' });
    expect(screen.getByText('Every stand, by name: choose a start point to see the nearest first.')).toBeTruthy();
  });
});
