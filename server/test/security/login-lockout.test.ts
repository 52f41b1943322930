import { describe, expect, it } from 'vitest';
import { securityNotices } from '../../modules/accounts/test-mail.js';
import { networkOf } from '../../modules/auth/login-throttle.js';
import { createTestApp, ORIGIN, PASSWORD, registerUser } from '../helpers.js';

const { app, db } = await createTestApp();
let n = 0;
/** A fresh source each time: an address on a /24 of its own (a source is its network), never one the owner used. */
const freshSource = () => `10.${200 + (++n >> 8)}.${n & 255}.7`;
const login = (from: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, remoteAddress: from, payload: { email, password } });
const forgot = (from: string, email: string) =>
  app.inject({ method: 'POST', url: '/api/password/forgot', headers: { origin: ORIGIN }, remoteAddress: from, payload: { email } });
const noticesTo = (email: string) => securityNotices(db, email);

describe('nobody can lock an owner out of sign-in by failing on purpose', () => {
  it('after 10 failures from source A, the owner signs in from source B (A alone is refused)', async () => {
    const owner = await registerUser(app);
    const a = freshSource();
    for (let i = 0; i < 10; i++) expect((await login(a, owner.email, `guess number ${i}`)).statusCode).toBe(401);
    const fromA = await login(a, owner.email, PASSWORD);
    expect(fromA.statusCode).toBe(429);
    expect(fromA.json().message).toMatch(/from your network/);
    expect((await login(freshSource(), owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it('a spread-out attack refuses new sources, but the owner’s usual network is only slowed, never refused', async () => {
    const owner = await registerUser(app);
    const home = '198.51.100.23';
    expect((await login(home, owner.email, PASSWORD)).statusCode).toBe(200); // home becomes a usual network
    // 50 failures from 10 sources (5 each, under the per-source limit): the account is under attack
    for (let s = 0; s < 10; s++) {
      const source = freshSource();
      for (let i = 0; i < 5; i++) expect((await login(source, owner.email, `spread guess ${s}-${i}`)).statusCode).toBe(401);
    }
    const stranger = await login(freshSource(), owner.email, PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/network you have used before/);
    // another address on the owner's home network (a phone on the same line) still gets in
    expect(networkOf('198.51.100.71')).toBe(networkOf(home));
    expect((await login('198.51.100.71', owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it('the owner’s usual network is not refused even after its own 10 failures (slowed down instead)', async () => {
    const owner = await registerUser(app);
    const home = '198.51.101.5';
    expect((await login(home, owner.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) await login(home, owner.email, `typo ${i}`);
    // Six failures from a usual network (past SLOW_AFTER): slowed, not refused. The delay itself is not timed here.
    expect((await login(home, owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it('tells the owner by email about a burst of failures, once per burst, not per attempt', async () => {
    const owner = await registerUser(app);
    for (let s = 0; s < 3; s++) {
      const source = freshSource();
      for (let i = 0; i < 8; i++) await login(source, owner.email, `burst ${s}-${i}`);
    }
    expect(await noticesTo(owner.email)).toEqual(['Security notice: 10 failed sign-in attempts in a few minutes']);
  });

  it('the hard per-source limit holds across accounts', async () => {
    const source = freshSource();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await login(source, `nobody-${i}@example.com`, 'whatever it is')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('nobody can stop an owner getting a password reset link by asking on purpose', () => {
  it('requests from elsewhere use up the address’s limit, but its owner’s usual network can still ask', async () => {
    const owner = await registerUser(app);
    const home = '198.51.102.40';
    expect((await login(home, owner.email, PASSWORD)).statusCode).toBe(200);
    const flood: number[] = [];
    for (let s = 0; s < 4; s++) {
      const source = freshSource();
      for (let i = 0; i < 3; i++) flood.push((await forgot(source, owner.email)).statusCode);
    }
    expect(flood.filter((s) => s === 429).length).toBeGreaterThan(0); // the flood was cut off
    expect((await forgot(freshSource(), owner.email)).statusCode).toBe(429);
    expect((await forgot(home, owner.email)).statusCode).toBe(202);
  });
});
