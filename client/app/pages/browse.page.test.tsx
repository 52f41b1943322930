import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FarmPageSchema } from '@common/schemas/farms';
import { FavoriteIdsSchema } from '@common/schemas/favorites';
import { ResolvedPlaceSchema } from '@common/schemas/geo';
import { PaysWithAnswerSchema } from '@common/schemas/shoppers';
import { aFarm, aUser } from '@/test/fixtures';
import { json, renderPage, signedInAs, setUpPageTests } from '@/test/render-page';
import BrowsePage from './browse';

// Issue 35 point 4: the search results page as the app renders it, against the API's answers (msw, decision 061).
setUpPageTests();

/** The place every search here asks for: 12401 is Kingston, NY. */
const resolvesKingston = () =>
  http.get('/api/geo/resolve', () =>
    json(ResolvedPlaceSchema, { lat: 41.93, lng: -74.0, label: 'Kingston, NY 12401', kind: 'zip', country: 'US', region: 'NY', postalCode: '12401' }),
  );

describe('the browse page', () => {
  it('asks the API for the search in the address and lists what it answers, each stand linking to its page', async () => {
    const asked: URL[] = [];
    renderPage(<BrowsePage />, {
      address: '/browse?location=12401&q=corn',
      handlers: [
        signedInAs(null),
        resolvesKingston(),
        http.get('/api/farms', ({ request }) => {
          asked.push(new URL(request.url));
          return json(FarmPageSchema, { items: [aFarm(), aFarm({ id: 8, slug: 'river-eggs', name: 'River Eggs', distance: 4.1 })], nextCursor: null });
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse farm stands' })).toBeTruthy();
    const hilltop = await screen.findByRole('link', { name: /Hilltop Farm Stand/ });
    expect(hilltop.getAttribute('href')).toBe('/farm/7');
    expect(screen.getByRole('link', { name: /River Eggs/ }).getAttribute('href')).toBe('/farm/8');
    expect(asked[0].searchParams.get('location')).toBe('12401');
    expect(asked[0].searchParams.get('q')).toBe('corn');
  });

  it('pre-selects the shopper’s saved “I pay with SNAP” when the address has none, and the card says “Takes SNAP” (issue 33 point 2)', async () => {
    const asked: URL[] = [];
    renderPage(<BrowsePage />, {
      address: '/browse?location=12401',
      handlers: [
        signedInAs(aUser()),
        http.get('/api/account/pays-with', () => json(PaysWithAnswerSchema, { paysWith: ['snap'] })),
        http.get('/api/favorites/ids', () => json(FavoriteIdsSchema, { farmIds: [] })),
        resolvesKingston(),
        http.get('/api/farms', ({ request }) => {
          asked.push(new URL(request.url));
          return json(FarmPageSchema, { items: [aFarm()], nextCursor: null });
        }),
      ],
    });
    expect(await screen.findByText('Takes SNAP')).toBeTruthy();
    await waitFor(() => expect(asked.some((u) => u.searchParams.get('accepts') === 'snap')).toBe(true));
  });

  it('offers SNAP/EBT, WIC and cards under “Pays with” only; “Good to know” keeps an old link’s WIC so it can be turned off', async () => {
    renderPage(<BrowsePage />, {
      address: '/browse?location=12401&feature=wic',
      handlers: [signedInAs(null), resolvesKingston(), http.get('/api/farms', () => json(FarmPageSchema, { items: [aFarm()], nextCursor: null }))],
    });
    const paysWith = within((await screen.findAllByRole('group', { name: 'Pays with' }))[0]);
    const goodToKnow = within(screen.getAllByRole('group', { name: 'Good to know' })[0]);
    for (const name of ['SNAP/EBT', 'WIC', 'Card']) expect(paysWith.getByRole('checkbox', { name })).toBeTruthy();
    expect(goodToKnow.getByRole('checkbox', { name: 'Organic' })).toBeTruthy();
    expect(goodToKnow.queryByRole('checkbox', { name: 'SNAP/EBT' })).toBeNull();
    expect(goodToKnow.queryByRole('checkbox', { name: 'Accepts cards' })).toBeNull();
    expect((goodToKnow.getByRole('checkbox', { name: 'WIC' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says the server’s “unknown place” at the place box, marked invalid', async () => {
    renderPage(<BrowsePage />, {
      address: '/browse?location=Atlantis',
      handlers: [
        signedInAs(aUser()),
        http.get('/api/account/pays-with', () => json(PaysWithAnswerSchema, { paysWith: [] })),
        http.get('/api/farms', () => HttpResponse.json({ message: 'Unknown place', fields: { location: 'Unknown place' } }, { status: 400 })),
        http.get('/api/geo/resolve', () => HttpResponse.json({ message: 'Unknown place' }, { status: 404 })),
      ],
    });
    expect(await screen.findByText('Unknown place')).toBeTruthy();
    const box = screen.getByRole('combobox', { name: 'ZIP code or city' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toContain('Unknown place');
    expect(screen.queryByRole('link', { name: /Hilltop/ })).toBeNull();
  });

  it('shows a u-pick card’s picking, and “Good picking today” filters by it, kept in the address (issue 32 point 1)', async () => {
    const asked: URL[] = [];
    const { location } = renderPage(<BrowsePage />, {
      address: '/browse?location=12401',
      handlers: [
        signedInAs(null),
        resolvesKingston(),
        http.get('/api/farms', ({ request }) => {
          asked.push(new URL(request.url));
          const field = aFarm({
            id: 9,
            slug: 'berry-field',
            name: 'Berry Field',
            kind: 'u-pick',
            picking: { condition: 'good', source: 'visitor', at: new Date().toISOString() },
          });
          return json(FarmPageSchema, { items: [field, aFarm()], nextCursor: null });
        }),
      ],
    });
    const line = await screen.findByText(/Picking: good · today/);
    expect(line.textContent).toContain('said by a visitor');
    expect(screen.getAllByTestId('card-picking')).toHaveLength(1); // the other stand has nothing told
    expect(asked[0].searchParams.get('picking')).toBeNull();

    const box = screen.getByRole('checkbox', { name: /Good picking today/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('picking')).toBe('good'));
    expect(new URLSearchParams(location.history!.at(-1)!.split('?')[1]).get('picking')).toBe('good');
    expect((screen.getByRole('checkbox', { name: /Good picking today/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('reads picking=good from the address and sends it to the API', async () => {
    const asked: URL[] = [];
    renderPage(<BrowsePage />, {
      address: '/browse?location=12401&picking=good',
      handlers: [
        signedInAs(null),
        resolvesKingston(),
        http.get('/api/farms', ({ request }) => {
          asked.push(new URL(request.url));
          return json(FarmPageSchema, { items: [aFarm()], nextCursor: null });
        }),
      ],
    });
    expect(((await screen.findByRole('checkbox', { name: /Good picking today/ })) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(asked[0]?.searchParams.get('picking')).toBe('good'));
  });

  it('shows a new filter’s answer as a new list, and keeps the list for the same search’s next page (issue 31, point 2)', async () => {
    // The answer to Open now is held until the test lets it go, as a slow network would.
    let answerOpenNow!: () => void;
    const openNowHeld = new Promise<void>((r) => (answerOpenNow = r));
    const river = aFarm({ id: 8, slug: 'river-eggs', name: 'River Eggs', distance: 4.1 });
    renderPage(<BrowsePage />, {
      address: '/browse?location=12401',
      handlers: [
        signedInAs(null),
        resolvesKingston(),
        http.get('/api/farms', async ({ request }) => {
          const q = new URL(request.url).searchParams;
          if (q.get('open') !== 'now') return json(FarmPageSchema, { items: [aFarm(), river], nextCursor: null });
          await openNowHeld;
          if (!q.get('cursor')) return json(FarmPageSchema, { items: [river], nextCursor: 'next' });
          return json(FarmPageSchema, { items: [aFarm({ id: 9, slug: 'far-field', name: 'Far Field' })], nextCursor: null });
        }),
      ],
    });
    // The result list (the one marked busy while an answer comes; a card's own chips are lists too).
    const resultList = () => screen.getByRole('region', { name: 'Results' }).querySelector('ul[aria-busy]');
    const riverBefore = await screen.findByRole('link', { name: /River Eggs/ });
    const listBefore = resultList();

    fireEvent.click(screen.getByRole('button', { name: 'Open now' }));
    // While the answer is coming, the old list stays, dimmed and marked busy.
    await waitFor(() => expect(listBefore?.getAttribute('aria-busy')).toBe('true'));
    expect(resultList()).toBe(listBefore);
    answerOpenNow();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Hilltop Farm Stand/ })).toBeNull());
    // River Eggs is in both answers: its card is a new one in a new list, not the old card moved up a place.
    const listAfter = resultList();
    expect(listAfter).not.toBe(listBefore);
    expect(screen.getByRole('link', { name: /River Eggs/ })).not.toBe(riverBefore);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Far Field/ })).toBeTruthy();
    expect(resultList()).toBe(listAfter);
  });
});
