import { describe, expect, it } from 'vitest';
import { as, createAdmin, createTestApp, registerUser } from '../../test/helpers.js';
import { createListing } from '../farms/test-fixtures.js';

const { app, db } = await createTestApp();

describe('GET /api/farms/{id}/trust', () => {
  it('answers for a public listing to anyone, and a draft only to its owner and admins', async () => {
    const farmer = await registerUser(app, 'farmer');
    const published = await createListing(app, farmer, { name: 'Public Stand' });
    const summary = await as(app, null)({ url: `/api/farms/${published.id}/trust` });
    expect(summary.statusCode).toBe(200);
    // An owned listing made by a farmer: nothing to warn about, nothing to claim.
    expect(summary.json()).toEqual({ closedWarning: null, closedAnswers: null, openReports: [], myConfirmation: null, claimable: false, myClaim: null });
    // Its owner sees who said it was closed (nobody yet): an empty list, not null.
    expect((await as(app, farmer)({ url: `/api/farms/${published.id}/trust` })).json().closedAnswers).toEqual([]);

    const draft = await createListing(app, farmer, { name: 'Draft Stand' }, false);
    const url = `/api/farms/${draft.id}/trust`;
    expect((await as(app, null)({ url })).statusCode).toBe(404);
    expect((await as(app, await registerUser(app))({ url })).statusCode).toBe(404);
    expect((await as(app, farmer)({ url })).statusCode).toBe(200);
    expect((await as(app, await createAdmin(app, db))({ url })).statusCode).toBe(200);
    expect((await as(app, null)({ url: '/api/farms/abc/trust' })).statusCode).toBe(404);
  });
});
