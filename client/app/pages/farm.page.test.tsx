import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FarmDetailSchema } from '@common/schemas/farms';
import { ListingTrustSchema } from '@common/schemas/listing-trust';
import { ListingPickingSchema } from '@common/schemas/picking';
import { ReviewPageSchema } from '@common/schemas/reviews';
import { ListingSeasonsSchema } from '@common/schemas/seasons';
import { aFarmDetail } from '@/test/fixtures';
import { json, renderPage, setUpPageTests, signedInAs } from '@/test/render-page';
import FarmPage from './farm';

// Issue 35 point 4: a listing's page as the app renders it, against the API's answers (msw, decision 061).
setUpPageTests();

describe('a listing’s page', () => {
  it('shows the listing the API answers: its name, about, products with prices, hours and contact', async () => {
    renderPage(<FarmPage params={{ id: '7' }} />, {
      address: '/farm/7',
      handlers: [
        signedInAs(null),
        http.get('/api/farms/7', () => json(FarmDetailSchema, aFarmDetail())),
        http.get('/api/farms/7/trust', () =>
          json(ListingTrustSchema, { closedWarning: null, closedAnswers: null, openReports: [], myConfirmation: null, claimable: false, myClaim: null }),
        ),
        http.get('/api/farms/7/reviews', () =>
          json(ReviewPageSchema, { items: [], nextCursor: null, mine: null, rating: { avg: null, count: 0 }, canReview: false }),
        ),
        http.get('/api/farms/7/picking', () => json(ListingPickingSchema, { pickYourOwn: false, products: [] })),
        http.get('/api/farms/7/seasons', () =>
          json(ListingSeasonsSchema, {
            products: [
              { productId: '33333333-3333-4333-8333-333333333333', name: 'Sweet corn', from: '07-10', until: '09-05', seasons: 3 },
              // A season that crosses New Year (decision 078).
              { productId: '44444444-4444-4444-8444-444444444444', name: 'Winter squash', from: '09-05', until: '03-20', seasons: 2 },
            ],
          }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Hilltop Farm Stand/ })).toBeTruthy();
    // The usual season learned from the listing's history (issue 32 point 2).
    expect(await screen.findByText('Sweet corn here: usually about Jul 10 – Sep 5 (3 seasons)')).toBeTruthy();
    expect(screen.getByText('Winter squash here: usually about Sep 5 – Mar 20 (2 seasons)')).toBeTruthy();
    expect(screen.getByText('Sweet corn and eggs from our hill, honor box at the gate.')).toBeTruthy();
    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getByText('Sweet corn')).toBeTruthy();
    expect(products.textContent).toContain('$3.50');
    expect(screen.getByRole('region', { name: 'Contact' }).textContent).toContain('(845) 555-0100');
    expect(screen.getByRole('region', { name: 'Hours' })).toBeTruthy();
  });

  it('a listing the API does not know is a not-found page that offers the search', async () => {
    renderPage(<FarmPage params={{ id: '404' }} />, {
      address: '/farm/404',
      handlers: [
        signedInAs(null),
        http.get('/api/farms/404', () => HttpResponse.json({ message: 'This listing does not exist, or is not public.' }, { status: 404 })),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stand not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse stands' }).getAttribute('href')).toBe('/browse');
  });
});
