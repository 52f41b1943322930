import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { farmPhotos } from '../../db/schema/index.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { createListing, farmInput } from '../../modules/farms/test-fixtures.js';
import { multipart, smallPng } from '../../modules/photos/photo-fixtures.js';
import { LISTING_STORAGE_QUOTA_BYTES } from '../../modules/photos/photos.routes.js';
import { as, createTestApp, registerUser } from '../helpers.js';

const { app, db } = await createTestApp();
const png = await smallPng(64, 48);
const upload = (user: Awaited<ReturnType<typeof registerUser>>, farmId: number) => {
  const body = multipart({ alt: 'Corn' }, { data: png, filename: 'corn.png', type: 'image/png' });
  return as(app, user)({ method: 'POST', url: `/api/farms/${farmId}/photos`, payload: body.payload, headers: body.headers });
};

/** An unverified farmer must not be able to fill the disk: listings and photos are limited per hour, storage per listing. */
describe('storage abuse', () => {
  it(`listing creation is limited per user per hour (${LIMITS.listingsCreate.max})`, async () => {
    const farmer = await registerUser(app, 'farmer', {}, { verified: false });
    for (let i = 0; i < LIMITS.listingsCreate.max; i++) {
      expect((await as(app, farmer)({ method: 'POST', url: '/api/farms', payload: farmInput({ name: `Stand ${i}` }) })).statusCode).toBe(201);
    }
    const res = await as(app, farmer)({ method: 'POST', url: '/api/farms', payload: farmInput({ name: 'One too many' }) });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/many listings/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`photo uploads are limited per user per hour (${LIMITS.photoUploads.max}), across listings and deletions`, async () => {
    // Verified: the listing is published first, which needs a confirmed address (issue 29 point 3).
    const farmer = await registerUser(app, 'farmer');
    const farm = await createListing(app, farmer, { name: 'Upload Loop Farm' });
    for (let i = 0; i < LIMITS.photoUploads.max; i++) {
      const res = await upload(farmer, farm.id);
      expect(res.statusCode).toBe(201);
      // delete it again: the loop that fills the disk through upload-and-delete counts too
      expect((await as(app, farmer)({ method: 'DELETE', url: `/api/farms/${farm.id}/photos/${res.json().id}` })).statusCode).toBe(204);
    }
    const res = await upload(farmer, farm.id);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/many photos/);
  });

  it('a listing’s photos cannot pass its storage quota', async () => {
    const farmer = await registerUser(app, 'farmer');
    const farm = await createListing(app, farmer, { name: 'Quota Farm' });
    // Photos already stored that use almost all of it (rows only: their files do not matter here).
    const key = () => `photos/xx/${crypto.randomUUID()}.webp`;
    await db.insert(farmPhotos).values(
      [0, 1].map((position) => ({
        id: crypto.randomUUID(),
        farmId: farm.id,
        position,
        width: 1600,
        height: 1200,
        thumbKey: key(),
        mediumKey: key(),
        largeKey: key(),
        bytes: LISTING_STORAGE_QUOTA_BYTES / 2 - 100,
      })),
    );
    const res = await upload(farmer, farm.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/25 MB of storage/);
    expect((await as(app, farmer)({ url: `/api/farms/${farm.id}` })).json().photos).toHaveLength(2);
  });
});
