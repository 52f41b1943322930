import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createListing } from '../../modules/farms/test-fixtures.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { as, createTestApp, registerUser } from '../helpers.js';

/**
 * Issue 29.8: the stand sign's "per device" cookie was any 22 characters, so a script made up a new device for every
 * tap and only the (larger) per-network limit held it. The server now signs the id it issues; a made-up cookie
 * counts as none, and the network stands for the device.
 */
const { app } = await createTestApp();
const farmer = await registerUser(app, 'farmer');
const stand = await createListing(app, farmer, { name: 'Cookie Stand', products: [{ name: 'Honey', category: 'honey', available: true }] });
const token = ((await as(app, farmer)({ url: `/api/farms/${stand.id}/sign/info` })).json().url as string).split('/').at(-1)!;
const body = { productId: stand.products[0].id as string, available: true };
const mark = (ip: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/farms/${stand.id}/stock/${token}`,
    payload: body,
    remoteAddress: ip,
    ...(cookie ? { cookies: { fsf_stand_device: cookie } } : {}),
  });
const made = () => crypto.randomBytes(16).toString('base64url');

describe('the stand sign’s device cookie', () => {
  it('is signed by the server: made-up devices share one budget', async () => {
    const ip = `10.61.${crypto.randomInt(255)}.3`;
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.standDevice.max; i++) {
      // Half bare ids (the old format), half with a forged tag.
      const forged = i % 2 ? made() : `${made()}.${crypto.randomBytes(32).toString('base64url')}`;
      statuses.push((await mark(ip, forged)).statusCode);
    }
    expect(statuses.slice(0, LIMITS.standDevice.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a cookie the server issued keeps its own budget, from any network', async () => {
    const first = await mark(`10.62.${crypto.randomInt(255)}.3`);
    const issued = first.cookies.find((c) => c.name === 'fsf_stand_device')!;
    expect(issued.value).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(issued.httpOnly).toBe(true);
    const again = await mark(`10.63.${crypto.randomInt(255)}.3`, issued.value);
    expect(again.statusCode).toBe(200);
    expect(again.cookies.find((c) => c.name === 'fsf_stand_device')).toBeUndefined(); // recognised: no new one
  });
});
