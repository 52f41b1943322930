import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { farms } from '../../db/schema/index.js';
import { as, createAdmin, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { hasGpsTag, insertFarm, jpegWithGps, multipart, pngBomb, smallPng } from './photo-fixtures.js';
import { removeUnusedPhotoFiles } from './photo-files.js';
import { photosForFarms } from './photos.repository.js';
import { localDirectoryStorage } from './storage.js';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-uploads-'));
const { app, db } = await createTestApp({ UPLOADS_DIR: uploadsDir });
const farmer = await registerUser(app, 'farmer');
const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));

function upload(user: TestUser | null, farmId: number, file: { data: Buffer; filename: string; type: string }, fields: Record<string, string> = {}) {
  const body = multipart(fields, file);
  return as(app, user)({ method: 'POST', url: `/api/farms/${farmId}/photos`, ...body });
}
const jpeg = await jpegWithGps();
const asJpeg = (data: Buffer) => ({ data, filename: 'photo.jpg', type: 'image/jpeg' });

describe('photo upload', () => {
  it('re-encodes to three WebP sizes, without EXIF or GPS, upright, served with immutable cache headers', async () => {
    expect(hasGpsTag((await sharp(jpeg).metadata()).exif)).toBe(true); // the fixture really carries GPS
    const farmId = await insertFarm(db, farmer.id);
    const res = await upload(farmer, farmId, asJpeg(jpeg), { alt: 'Strawberry crates by the road' });
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({ alt: 'Strawberry crates by the road', width: 1600, height: 2400 });
    const sizes: Record<string, number> = { thumb: 400, medium: 800, large: 1600 };
    for (const [name, width] of Object.entries(sizes)) {
      const served = await app.inject({ method: 'GET', url: photo[name] });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.height).toBeGreaterThan(meta.width!); // EXIF orientation applied before stripping
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(photo[name]).toMatch(/^\/uploads\/photos\/[0-9a-f]{2}\/[0-9a-f-]{36}-[0-9a-f]{16}-\d+\.webp$/);
    }
    expect((await photosForFarms(db, [farmId])).get(farmId)).toEqual([photo]);
  });

  it('sniffs the type from the content: a PNG declared as JPEG is fine, text or HTML posing as an image is 415', async () => {
    const farmId = await insertFarm(db, farmer.id);
    const png = await upload(farmer, farmId, { data: await smallPng(), filename: 'x.jpg', type: 'image/jpeg' });
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ width: 300, height: 200 }); // a small image is never scaled up
    const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#6a4' } })
      .avif()
      .toBuffer();
    expect((await upload(farmer, farmId, { data: avif, filename: 'phone.avif', type: 'application/octet-stream' })).statusCode).toBe(201);
    const text = await upload(farmer, farmId, { data: Buffer.from('just some notes about tomatoes\n'.repeat(20)), filename: 'notes.jpg', type: 'image/jpeg' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/JPEG, PNG, WebP/);
    const html = await upload(farmer, farmId, { data: Buffer.from('<!doctype html><script>alert(1)</script>'), filename: 'a.png', type: 'image/png' });
    expect(html.statusCode).toBe(415);
  });

  it('refuses a decompression bomb before decoding it, and files over 10 MB with 413', async () => {
    const farmId = await insertFarm(db, farmer.id);
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(farmer, farmId, { data: bomb, filename: 'bomb.png', type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/30000×30000.*megapixels/);
    const big = await upload(farmer, farmId, { data: Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024)]), filename: 'big.jpg', type: 'image/jpeg' });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/larger than 10 MB/);
  });

  it('allows at most 12 photos a listing', async () => {
    const farmId = await insertFarm(db, farmer.id);
    const png = await smallPng(120, 90);
    for (let i = 0; i < 12; i++) expect((await upload(farmer, farmId, { data: png, filename: `${i}.png`, type: 'image/png' })).statusCode).toBe(201);
    const res = await upload(farmer, farmId, { data: png, filename: '13.png', type: 'image/png' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/at most 12 photos/);
  });
});

describe('photo permissions, order, alt and delete', () => {
  it('is 401 signed out, 403 for another farmer, 404 for an unknown listing; admins may edit', async () => {
    const farmId = await insertFarm(db, farmer.id);
    const other = await registerUser(app, 'farmer');
    const png = { data: await smallPng(), filename: 'p.png', type: 'image/png' };
    expect((await upload(null, farmId, png)).statusCode).toBe(401);
    expect((await upload(other, farmId, png)).statusCode).toBe(403);
    expect((await upload(farmer, 999_999_999, png)).statusCode).toBe(404);
    const admin = await createAdmin(app, db);
    expect((await upload(admin, farmId, png)).statusCode).toBe(201);
    const imported = await insertFarm(db, null); // imported listings have no owner: only admins
    expect((await upload(farmer, imported, png)).statusCode).toBe(403);
  });

  it("reorders only with exactly the listing's photo ids, edits alt text, deletes with its files", async () => {
    const farmId = await insertFarm(db, farmer.id);
    const ids: string[] = [];
    for (const color of [10, 120, 240]) {
      const data = await sharp({ create: { width: 200, height: 100, channels: 3, background: { r: color, g: 0, b: 0 } } })
        .png()
        .toBuffer();
      ids.push((await upload(farmer, farmId, { data, filename: 'c.png', type: 'image/png' })).json().id);
    }
    const put = (payload: unknown, user = farmer) => as(app, user)({ method: 'PUT', url: `/api/farms/${farmId}/photos/order`, payload: payload as object });
    for (const bad of [{ ids: ids.slice(0, 2) }, { ids: [...ids, ids[0]] }, { ids: [ids[0], ids[1], crypto.randomUUID()] }, { ids: 'x' }]) {
      expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await put({ ids: [...ids].reverse() }, await registerUser(app, 'farmer'))).statusCode).toBe(403);
    const reordered = await put({ ids: [ids[2], ids[0], ids[1]] });
    expect(reordered.json().map((p: { id: string }) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await photosForFarms(db, [farmId])).get(farmId)!.map((p) => p.id)).toEqual([ids[2], ids[0], ids[1]]);

    const patched = await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farmId}/photos/${ids[0]}`, payload: { alt: '  Pumpkins  ' } });
    expect(patched.json().alt).toBe('Pumpkins');
    expect((await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farmId}/photos/${ids[0]}`, payload: { alt: 'x'.repeat(301) } })).statusCode).toBe(400);

    const files = Object.values(patched.json())
      .filter((v): v is string => typeof v === 'string' && v.startsWith('/uploads/'))
      .map(fileOf);
    expect(files.every((f) => fs.existsSync(f))).toBe(true);
    expect((await as(app, farmer)({ method: 'DELETE', url: `/api/farms/${farmId}/photos/${ids[0]}` })).statusCode).toBe(204);
    expect(files.some((f) => fs.existsSync(f))).toBe(false);
    expect((await as(app, farmer)({ method: 'DELETE', url: `/api/farms/${farmId}/photos/${ids[0]}` })).statusCode).toBe(404);
  });

  it('removes the files of a deleted listing (cascade) on the next sweep', async () => {
    const farmId = await insertFarm(db, farmer.id);
    const photo = (await upload(farmer, farmId, { data: await smallPng(), filename: 'p.png', type: 'image/png' })).json();
    await db.delete(farms).where(eq(farms.id, farmId));
    expect(fs.existsSync(fileOf(photo.thumb))).toBe(true);
    expect(await removeUnusedPhotoFiles(db, localDirectoryStorage(uploadsDir), { graceMs: 0 })).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(fileOf(photo.thumb))).toBe(false);
    expect(fs.existsSync(fileOf(photo.large))).toBe(false);
  });
});
