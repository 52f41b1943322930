import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { seedBlogPosts } from '../modules/blog/seed/seed-posts.js';
import { createTestApp, ORIGIN } from '../test/helpers.js';

const { app, db } = await createTestApp();
await seedBlogPosts(db); // what every install starts with (idempotent)

describe('compression', () => {
  it('sends JSON compressed when the client accepts it (Brotli first), the same data as uncompressed', async () => {
    // The post list is a few KB of JSON.
    const plain = await app.inject({ url: '/api/blog/posts' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await app.inject({ url: '/api/blog/posts', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gz = await app.inject({ url: '/api/blog/posts', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('never inflates a compressed request body: it is bad input, not a way past the body limit', async () => {
    const body = zlib.gzipSync(JSON.stringify({ email: 'nobody@example.com', password: 'x'.repeat(20) }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: body,
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
