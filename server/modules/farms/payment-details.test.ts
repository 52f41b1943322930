import { parse as parseCsv } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { V1ListingAnswerSchema } from '@common/schemas/open-data.js';
import { as, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { createListing } from './test-fixtures.js';

// Issue 33 point 1: how a stand takes money, from the editor to the detail, v1 and the exports (decision 065).
const { app } = await createTestApp();
let owner: TestUser, other: TestUser;
beforeAll(async () => {
  [owner, other] = await Promise.all([registerUser(app, 'farmer'), registerUser(app, 'farmer')]);
});

const payment = {
  venmo: '@Green-Acres',
  paypal: 'https://paypal.me/greenacres',
  cashApp: '$GreenAcres',
  zelle: 'Farm@Example.com',
  tapToPay: true,
  incentiveProgram: 'Double Up Food Bucks',
  how: { 'snap-ebt': 'Ask at the farm-shop counter', incentive: 'Market booth 12 on Saturdays' },
};

describe('payment methods and benefits on a listing', () => {
  it('keeps the handles as bare names, names their methods, and carries them to the detail', async () => {
    const farm = await createListing(app, owner, { paymentMethods: ['cash', 'card', 'snap-ebt', 'incentive'], payment });
    expect(farm.paymentMethods.sort()).toEqual(['card', 'cash', 'cash-app', 'incentive', 'paypal', 'snap-ebt', 'venmo', 'zelle']);
    expect(farm.payment).toEqual({
      venmo: 'Green-Acres',
      paypal: 'greenacres',
      cashApp: 'GreenAcres',
      zelle: 'farm@example.com',
      other: null,
      tapToPay: true,
      incentiveProgram: 'Double Up Food Bucks',
      how: { 'snap-ebt': 'Ask at the farm-shop counter', wic: null, fmnp: null, incentive: 'Market booth 12 on Saturdays' },
    });
    const detail = (await as(app, null)({ method: 'GET', url: `/api/farms/${farm.id}` })).json();
    expect(detail.payment.venmo).toBe('Green-Acres');

    // A PATCH of other fields keeps them; dropping a method drops its handle and a benefit its "how".
    const renamed = await as(app, owner)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { name: 'Green Acres Stand' } });
    expect(renamed.json().payment.cashApp).toBe('GreenAcres');
    const fewer = await as(
      app,
      owner,
    )({
      method: 'PATCH',
      url: `/api/farms/${farm.id}`,
      payload: { paymentMethods: ['cash', 'venmo'], payment: { venmo: 'Green-Acres', how: { 'snap-ebt': 'Ask inside' } } },
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json().paymentMethods).toEqual(['cash', 'venmo']);
    expect(fewer.json().payment).toMatchObject({ venmo: 'Green-Acres', paypal: null, tapToPay: false, incentiveProgram: null, how: { 'snap-ebt': null } });
  });

  it('refuses a handle that breaks the service’s rules with a 400 naming the field, in the farmer’s language', async () => {
    const farm = await createListing(app, owner, {}, false);
    const res = await as(app, owner)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { payment: { venmo: 'abc', cashApp: '12345' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ 'payment.venmo': expect.stringMatching(/5 to 30/), 'payment.cashApp': expect.stringMatching(/one letter/) });
    const es = await as(
      app,
      owner,
    )({ method: 'PATCH', url: `/api/farms/${farm.id}`, headers: { 'accept-language': 'es' }, payload: { payment: { paypal: 'a-b' } } });
    expect(es.json().fields['payment.paypal']).toMatch(/letras y números/);
    for (const payload of [{ payment: { venmo: 5 } }, { payment: { tapToPay: 'yes' } }, { payment: { extra: 1 } }, { payment: 'venmo' }]) {
      expect((await as(app, owner)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload })).statusCode).toBe(400);
    }
  });

  it('only the listing’s farmer sets them; signed out is 401', async () => {
    const farm = await createListing(app, owner, {}, false);
    const payload = { payment: { venmo: 'Someone-Else' } };
    expect((await as(app, other)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload })).statusCode).toBe(403);
    expect((await as(app, null)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload })).statusCode).toBe(401);
  });

  it('v1 and the CSV export carry them, without Zelle’s email or phone', async () => {
    const farm = await createListing(app, owner, { name: 'Zelle Export Farm', paymentMethods: ['cash', 'card'], payment });
    const v1 = await app.inject({ method: 'GET', url: `/api/v1/listings/${farm.id}`, remoteAddress: '198.19.33.1' });
    expect(v1.statusCode, v1.body).toBe(200);
    const listing = V1ListingAnswerSchema.parse(v1.json()).listing;
    expect(listing.payment).toMatchObject({ venmo: 'Green-Acres', paypal: 'greenacres', tapToPay: true });
    expect(JSON.stringify(v1.json())).not.toMatch(/farm@example\.com/);
    const csv = await app.inject({ method: 'GET', url: '/api/v1/export/listings.csv', remoteAddress: '198.19.33.2' });
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body, { columns: true }) as Array<Record<string, string>>;
    const row = rows.find((r) => r.id === String(farm.id))!;
    expect(row).toMatchObject({ 'payment.venmo': 'Green-Acres', 'payment.cashApp': 'GreenAcres', 'payment.tapToPay': 'yes', 'payment.how.snap-ebt': '' });
    expect(csv.body).not.toMatch(/farm@example\.com/);
  });
});
