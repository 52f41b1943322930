import { describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, registerUser, uniqueEmail } from '../helpers.js';

const { app } = await createTestApp();
let ip = 0;
const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, payload, remoteAddress: `172.${16 + (++ip >> 8)}.${ip & 255}.1` }); // a network each

async function timed(fn: () => Promise<{ statusCode: number }>) {
  const start = process.hrtime.bigint();
  const res = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, status: res.statusCode };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Whether an email has an account must not show in how long the answer takes. A correct-looking attempt on a
 * real account and one on an unknown address are timed in turns; their medians must be close. (A missing
 * dummy hash makes the unknown case about 20–50 times faster, far outside this margin.)
 */
describe('timing does not tell which emails have accounts', () => {
  it('sign-in with a wrong password takes as long for a real account as for an unknown address', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => registerUser(app)));
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 24; i++) {
      // at most 4 tries per account: its failed-sign-in limit (10) must not answer early with a 429
      const a = await timed(() => post('/api/login', { email: accounts[i % 6].email, password: `wrong password ${i}` }));
      const b = await timed(() => post('/api/login', { email: uniqueEmail('ghost'), password: `wrong password ${i}` }));
      expect([a.status, b.status]).toEqual([401, 401]);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const ratio = median(known) / median(unknown);
    expect(ratio, `median ${median(known).toFixed(1)} ms vs ${median(unknown).toFixed(1)} ms`).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
  });

  it('forgot password does the same work for both, so answers alike', async () => {
    // Twelve turns, not three: a median of three was one busy moment from a false alarm on a loaded machine.
    const accounts = await Promise.all(Array.from({ length: 4 }, () => registerUser(app)));
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 12; i++) {
      // the address limit (3 an hour) allows three for each real account
      const a = await timed(() => post('/api/password/forgot', { email: accounts[i % 4].email }));
      const b = await timed(() => post('/api/password/forgot', { email: uniqueEmail('ghost') }));
      expect([a.status, b.status]).toEqual([202, 202]);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    // the request only queues a job in both cases; generous margin for a busy machine
    expect(median(known) / median(unknown)).toBeLessThan(3);
    expect(median(unknown) / median(known)).toBeLessThan(3);
  });
});
