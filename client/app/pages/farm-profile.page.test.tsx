import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FarmDetailSchema, FarmInputSchema } from '@common/schemas/farms';
import { SignInfoSchema, StockHistoryPageSchema } from '@common/schemas/stand-stock';
import { aFarmDetail, aFarmer } from '@/test/fixtures';
import { json, renderPage, setUpPageTests, signedInAs } from '@/test/render-page';
import FarmProfilePage from './farm-profile';

// Issue 35 point 4: the listing editor as the app renders it, against the API's answers (msw, decision 061). Its
// checks are the API's own schema (FarmInputSchema): a listing the server would refuse is not sent.
setUpPageTests();

/** The signed-in farmer editing listing 7: the listing, its sign and its stock history. */
const editing = (farm: ReturnType<typeof aFarmDetail>) => [
  signedInAs(aFarmer()),
  http.get('/api/farms/7', () => json(FarmDetailSchema, farm)),
  http.get('/api/farms/7/sign/info', () => json(SignInfoSchema, { url: 'http://localhost/farm/7/stock/abcdefghijklmnopqrstuv', createdAt: farm.createdAt })),
  http.get('/api/farms/7/stock-history', () => json(StockHistoryPageSchema, { items: [], nextCursor: null })),
];

describe('the listing editor', () => {
  it('a new listing with no name and no position is not sent: each problem is said at the top and at its field', async () => {
    const sent: unknown[] = [];
    renderPage(<FarmProfilePage />, {
      address: '/farm-profile?id=new',
      handlers: [
        signedInAs(aFarmer()),
        http.post('/api/farms', async ({ request }) => (sent.push(await request.json()), HttpResponse.json({}, { status: 500 }))),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New listing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create listing' }));
    const summary = (await screen.findByText('Please fix these before saving:')).closest<HTMLElement>('[role="alert"]')!;
    const problems = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(problems).toEqual([
      'Name: Name is required',
      'Position: Set where your stand is: use your location, find it by ZIP or town, or drop the pin on the map',
    ]);
    expect(screen.getByRole('textbox', { name: /Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('an existing listing: a price it cannot read stays here; a good change is sent as the API’s input schema wants it', async () => {
    const sent: unknown[] = [];
    const farm = aFarmDetail({ canEdit: true });
    renderPage(<FarmProfilePage />, {
      address: '/farm-profile?id=7',
      handlers: [
        ...editing(farm),
        http.put('/api/farms/7', async ({ request }) => {
          const body = await request.json();
          sent.push(body);
          return json(FarmDetailSchema, { ...farm, name: (body as { name: string }).name });
        }),
      ],
    });
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect((name as HTMLInputElement).value).toBe('Hilltop Farm Stand');
    const price = screen.getAllByRole('textbox', { name: /Price/ })[0];
    fireEvent.change(price, { target: { value: '3.5.0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a price like 3.50, or leave it empty')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(price, { target: { value: '4' } });
    fireEvent.change(name, { target: { value: 'Hilltop Farm Stand & Bakery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const input = FarmInputSchema.parse(sent[0]);
    expect(input).toMatchObject({ name: 'Hilltop Farm Stand & Bakery', products: [{ name: 'Sweet corn', priceCents: 400 }] });
    expect(await screen.findByRole('heading', { level: 1, name: /Hilltop Farm Stand & Bakery/ })).toBeTruthy();
  });
  it('a payment handle that breaks its service’s rules is said at its field; once fixed, the preview replaces the error and it is sent bare (issue 33 point 1)', async () => {
    const sent: unknown[] = [];
    const farm = aFarmDetail({ canEdit: true, paymentMethods: ['cash', 'venmo', 'zelle'] });
    renderPage(<FarmProfilePage />, {
      address: '/farm-profile?id=7',
      handlers: [...editing(farm), http.put('/api/farms/7', async ({ request }) => (sent.push(await request.json()), json(FarmDetailSchema, farm)))],
    });
    const zelle = await screen.findByRole('textbox', { name: 'Zelle email or US phone' });
    const venmo = screen.getByRole('textbox', { name: 'Venmo username' });
    fireEvent.change(venmo, { target: { value: 'https://venmo.com/u/Sunny-Acres' } });
    expect(screen.getByTestId('pay-preview-venmo').textContent).toBe('Shoppers will open https://venmo.com/Sunny-Acres');
    fireEvent.change(zelle, { target: { value: 'not a zelle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const error = "Zelle needs the email address or US phone number the farm's bank account is enrolled with.";
    await waitFor(() => expect(zelle.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(zelle.getAttribute('aria-describedby')!.split(' ')[0])?.textContent).toContain(error);
    expect(sent).toEqual([]);

    fireEvent.change(zelle, { target: { value: 'farm@example.com' } });
    expect(zelle.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByTestId('pay-preview-zelle').textContent).toBe('Shoppers will see farm@example.com to copy.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(FarmInputSchema.parse(sent[0]).payment).toMatchObject({ venmo: 'Sunny-Acres', zelle: 'farm@example.com' });
  });
});
