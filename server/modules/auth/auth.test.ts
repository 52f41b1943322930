import { describe, expect, it } from 'vitest';
import { as, createTestApp, ORIGIN, PASSWORD, registerUser, sessionCookie, uniqueEmail } from '../../test/helpers.js';

const { app } = await createTestApp();
let ipCounter = 0;
const ip = () => `192.0.${++ipCounter % 250}.2`; // a network each: sign-ups and sign-ins are limited per network
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: ORIGIN, ...headers }, remoteAddress: ip() });

describe('GET /api/user', () => {
  it('is 401 when signed out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/sign in/i);
  });

  it('returns the signed-in user without secrets', async () => {
    const user = await registerUser(app, 'farmer');
    const res = await as(app, user)({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ email: user.email, firstName: 'Test', userType: 'farmer', onboardingCompleted: false });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });
});

describe('POST /api/register', () => {
  it('creates the account, signs in with an HttpOnly SameSite=Lax cookie', async () => {
    const email = uniqueEmail();
    const res = await post('/api/register', { email, password: PASSWORD, firstName: 'Ada', userType: 'consumer' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, firstName: 'Ada', userType: 'consumer' });
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookie(res) } });
    expect(me.json().email).toBe(email);
  });

  it('keeps the language someone signed up in, for what is said to them later without a request', async () => {
    const signUp = (lang: string) =>
      post('/api/register', { email: uniqueEmail(), password: PASSWORD, firstName: 'Lucía', userType: 'farmer' }, { 'accept-language': lang });
    const spanish = await signUp('es-US,es;q=0.9');
    expect(spanish.statusCode).toBe(201);
    expect(spanish.json().language).toBe('es');
    // English is the default: the account keeps "none chosen", as before.
    expect((await signUp('en-US')).json().language).toBeNull();
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const email = uniqueEmail();
    expect((await post('/api/register', { email, password: PASSWORD, firstName: 'A', userType: 'consumer' })).statusCode).toBe(201);
    const again = await post('/api/register', { email: email.toUpperCase(), password: PASSWORD, firstName: 'B', userType: 'farmer' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
  });

  it.each([
    ['short', 'abc123'],
    ['common', 'password123'],
    ['too simple', 'aaaaaaaaaaaa'],
  ])('refuses a weak (%s) password with 400 and a field message', async (_label, password) => {
    const res = await post('/api/register', { email: uniqueEmail(), password, firstName: 'A', userType: 'consumer' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBeTruthy();
  });

  it('lets nobody register as an admin', async () => {
    const res = await post('/api/register', { email: uniqueEmail(), password: PASSWORD, firstName: 'Eve', userType: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.userType).toMatch(/farmer|consumer/);
  });

  it('answers bad input with 400 JSON, never 500', async () => {
    for (const payload of [
      {},
      { email: 'not-an-email', password: PASSWORD, firstName: 'A', userType: 'consumer' },
      { email: 5, password: [], firstName: null, userType: 'x' },
      { email: uniqueEmail(), password: PASSWORD, firstName: 'A', userType: 'consumer', isAdmin: true },
      { email: uniqueEmail(), password: PASSWORD, firstName: 'x'.repeat(10_000), userType: 'consumer' },
    ]) {
      const res = await post('/api/register', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const bad = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid JSON/);
  });
});

describe('POST /api/login and /api/logout', () => {
  it('signs in with the right password (answer wraps the user), with a fresh session id', async () => {
    const user = await registerUser(app);
    const res = await post('/api/login', { email: user.email.toUpperCase(), password: PASSWORD }, { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(user.email);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(user.cookie);
    // the session from before sign-in is gone: no fixation
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: user.cookie } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: fresh } })).statusCode).toBe(200);
  });

  it('says the same thing for a wrong password and an unknown email', async () => {
    const user = await registerUser(app);
    const wrong = await post('/api/login', { email: user.email, password: 'wrong password!' });
    const unknown = await post('/api/login', { email: uniqueEmail('nobody'), password: 'wrong password!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(wrong.json().message).not.toMatch(/email (is )?(not|unknown)|no account|wrong password/i);
  });

  it('limits failed sign-ins per account and source with 429 and Retry-After (more in test/security/login-lockout.test.ts)', async () => {
    const user = await registerUser(app);
    const from = (remoteAddress: string) => (payload: object) =>
      app.inject({ method: 'POST', url: '/api/login', payload, headers: { origin: ORIGIN }, remoteAddress });
    const guesser = from('203.0.113.77');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await guesser({ email: user.email, password: `nope-${i}-wrong` })).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const limited = await guesser({ email: user.email, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('logout ends the session on the server', async () => {
    const user = await registerUser(app);
    const res = await as(app, user)({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
    expect((await as(app, user)({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });
});

describe('POST /api/user/complete-onboarding', () => {
  it('needs a session', async () => {
    expect((await post('/api/user/complete-onboarding', {})).statusCode).toBe(401);
  });

  it('marks onboarding complete for this user only', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const res = await as(app, a)({ method: 'POST', url: '/api/user/complete-onboarding', payload: {} });
    expect(res.json().onboardingCompleted).toBe(true);
    expect((await as(app, a)({ method: 'GET', url: '/api/user' })).json().onboardingCompleted).toBe(true);
    expect((await as(app, b)({ method: 'GET', url: '/api/user' })).json().onboardingCompleted).toBe(false);
  });
});

describe('PUT /api/user/home', () => {
  it('saves a position, or resolves a ZIP code offline, or says the place is unknown', async () => {
    const user = await registerUser(app);
    const put = (payload: object) => as(app, user)({ method: 'PUT', url: '/api/user/home', payload });
    const byCoords = await put({ lat: 41.93, lng: -74.0, label: 'The farm' });
    expect(byCoords.json().home).toEqual({ lat: 41.93, lng: -74.0, label: 'The farm' });
    const byZip = await put({ location: '12401' });
    expect(byZip.statusCode).toBe(200);
    expect(byZip.json().home.lat).toBeCloseTo(41.93, 0);
    expect(byZip.json().home.label).toMatch(/Kingston/);
    const unknown = await put({ location: 'Nowhereville Zzz' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/could not find/i);
    expect((await put({ lat: 123, lng: 0 })).statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url: '/api/user/home', headers: { origin: ORIGIN }, payload: { location: '12401' } })).statusCode).toBe(401);
  });
});
