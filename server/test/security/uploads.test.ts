import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createListing } from '../../modules/farms/test-fixtures.js';
import { multipart, pngBomb, smallPng } from '../../modules/photos/photo-fixtures.js';
import { as, createTestApp, registerUser } from '../helpers.js';

const { app } = await createTestApp();
const farmer = await registerUser(app, 'farmer');
const farm = await createListing(app, farmer, { name: 'Upload Attack Farm' });
const png = await smallPng(64, 48);

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';
/** Files that are not photos we can use, whatever their name and declared type say. */
const ATTACKS: Array<[string, Buffer, string, string]> = [
  ['SVG with script, declared PNG', Buffer.from(SVG), 'cat.png', 'image/png'],
  ['SVG declared as SVG', Buffer.from(SVG), 'cat.svg', 'image/svg+xml'],
  ['HTML named .jpg', Buffer.from('<!doctype html><script>fetch("/api/account/export")</script>'), 'corn.jpg', 'image/jpeg'],
  [
    'JPEG magic bytes then HTML',
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>'.repeat(10))]),
    'x.jpg',
    'image/jpeg',
  ],
  ['PNG cut in half', png.subarray(0, Math.floor(png.length / 2)), 'half.png', 'image/png'],
  [
    'GIF (not a photo format we keep)',
    Buffer.from(
      'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
      'latin1',
    ),
    'a.gif',
    'image/gif',
  ],
  ['PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'menu.jpg', 'image/jpeg'],
  ['gzip of zeros (a compression bomb)', zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024)), 'bomb.png', 'image/png'],
  ['PNG decompression bomb (900 megapixels)', pngBomb(), 'bomb.png', 'image/png'],
  ['empty file', Buffer.alloc(0), 'empty.jpg', 'image/jpeg'],
];

describe('uploads that are not images', () => {
  it.each(ATTACKS)('refuses %s, and keeps nothing', async (_label, data, filename, type) => {
    const body = multipart({ alt: 'x' }, { data, filename, type });
    const res = await as(app, farmer)({ method: 'POST', url: `/api/farms/${farm.id}/photos`, payload: body.payload, headers: body.headers });
    expect([400, 413, 415]).toContain(res.statusCode);
    expect(typeof res.json().message).toBe('string');
    const detail = (await as(app, farmer)({ method: 'GET', url: `/api/farms/${farm.id}` })).json();
    expect(detail.photos).toEqual([]);
  });

  it('keeps a real photo, re-encoded: what is served is WebP whatever came in', async () => {
    const body = multipart({ alt: 'Corn' }, { data: png, filename: 'corn.svg', type: 'image/svg+xml' });
    const res = await as(app, farmer)({ method: 'POST', url: `/api/farms/${farm.id}/photos`, payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(201);
    const served = await app.inject({ method: 'GET', url: new URL(res.json().large, 'http://x').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});
