import { Writable } from 'node:stream';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/env.js';
import { createDb } from '../../db/client.js';
import { loggerOptions } from '../../plugins/request-log.js';
import { ORIGIN, TEST_ENV } from '../helpers.js';

/**
 * Issue 29 item 7 and issue 30 item 4: the request log holds one JSON line per request, and no credential a request
 * carries: one-time tokens in query strings and paths (password reset, email verification, the three unsubscribe
 * links, the stand sign), passwords in bodies, cookies, API keys and authorization headers. Before the request log
 * of plugins/request-log.ts, Fastify's own lines wrote every URL as it came: the reset token was in the log.
 */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const db = createDb(inject('databaseUrl'), 2);
const app = await buildApp({ config: loadConfig({ ...TEST_ENV, LOG_LEVEL: 'info' }), db, logger: loggerOptions('info', stream) });
afterAll(async () => {
  await app.close();
  await db.$client.end();
});

const secret = (name: string) => `s3cret${name}Zq9xV7wLmT2`;

describe('the request log', () => {
  it('never holds a reset token from /reset-password?token=…', async () => {
    const res = await app.inject({ method: 'GET', url: `/reset-password?token=${secret('reset')}` });
    expect(res.headers['x-request-id']).toBeTruthy();
    const log = lines.join('\n');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).not.toContain(secret('reset'));
  });

  it('holds none of the tokens, passwords, cookies and keys that requests carry, in any line', async () => {
    const requests = [
      { method: 'GET', url: `/verify-email?token=${secret('verify')}` },
      { method: 'GET', url: `/unsubscribe?token=${secret('newsletter')}` },
      { method: 'GET', url: `/api/notifications/email-unsubscribe?token=${secret('notify')}&type=messages` },
      { method: 'GET', url: `/api/alerts/unsubscribe?token=${secret('alert')}` },
      { method: 'GET', url: `/farm/1/stock/${secret('sign')}` },
      { method: 'GET', url: `/api/farms/1/stock/${secret('signapi')}` },
      { method: 'GET', url: `/api/v1/listings?api_key=${secret('querykey')}` },
      { method: 'POST', url: '/api/password/reset', payload: { token: secret('body'), password: secret('newpass') } },
      { method: 'POST', url: '/api/login', payload: { email: 'someone@example.com', password: secret('password') } },
      { method: 'GET', url: '/api/user', headers: { cookie: `fsf_session=${secret('cookie')}` } },
      { method: 'GET', url: '/api/v1/listings', headers: { authorization: `Bearer fsf_${secret('bearer')}` } },
      { method: 'GET', url: '/api/v1/listings', headers: { 'x-api-key': `fsf_${secret('apikey')}` } },
    ] as const;
    const before = lines.length;
    const ids: string[] = [];
    for (const r of requests) {
      const res = await app.inject({ ...r, headers: { origin: ORIGIN, ...('headers' in r ? r.headers : {}) } } as never);
      ids.push(String(res.headers['x-request-id']));
    }
    const written = lines.slice(before);
    const log = written.join('\n');
    for (const name of ['verify', 'newsletter', 'notify', 'alert', 'sign', 'signapi', 'querykey', 'body', 'newpass', 'password', 'cookie', 'bearer', 'apikey'])
      expect(log, name).not.toContain(secret(name));
    // One line per request, each with the id its answer carried.
    const requestLines = written.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requestLines.map((l) => l.requestId)).toEqual(ids);
    expect(requestLines.find((l) => l.url.startsWith('/farm/1/stock/'))).toMatchObject({ url: '/farm/1/stock/[redacted]' });
    expect(requestLines.find((l) => l.route === '/api/notifications/email-unsubscribe')?.url).toBe(
      '/api/notifications/email-unsubscribe?token=[redacted]&type=messages',
    );
  });

  it('an error answer names its request, as X-Request-Id does', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/farms/987654321' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String), requestId: res.headers['x-request-id'] });
    const bad = await app.inject({ method: 'GET', url: '/api/farms?radius=-4', headers: { 'x-request-id': 'proxy-given-id-0001' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-request-id']).toBe('proxy-given-id-0001');
    expect(bad.json().requestId).toBe('proxy-given-id-0001');
  });
});
