import { describe, expect, it } from 'vitest';
import { as, createTestApp, ORIGIN, PASSWORD, registerUser } from '../helpers.js';

/** Issue 29.8: answers carrying a secret or private data are never cached, and on https the session cookie is `__Host-`. */
const { app } = await createTestApp();
let n = 0;
const from = () => `10.31.${++n}.9`;

describe('Cache-Control on private answers', () => {
  it('is no-store on every API answer to a signed-in person and on sign-in itself', async () => {
    const user = await registerUser(app);
    const call = as(app, user);
    const answers = {
      user: await call({ method: 'GET', url: '/api/user' }),
      twoStepSetup: await call({ method: 'POST', url: '/api/account/2fa/setup', payload: { password: PASSWORD } }),
      apiKey: await call({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'My map' } }),
      messages: await call({ method: 'GET', url: '/api/messages' }),
      notifications: await call({ method: 'GET', url: '/api/notifications' }),
      accountData: await call({ method: 'GET', url: '/api/account/export' }),
      signIn: await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: ORIGIN },
        remoteAddress: from(),
        payload: { email: user.email, password: PASSWORD },
      }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
      expect(res.headers['cache-control'], name).toMatch(/no-store/);
    }
  });

  it('leaves public answers to visitors cacheable as their routes say', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/geo/suggest?q=king' });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('the session cookie on https', () => {
  it('is __Host- prefixed, Secure, Path=/ and without Domain; the unprefixed name is not read', async () => {
    const { app: secure } = await createTestApp({ APP_ORIGIN: 'https://farmstands.example' });
    const origin = { origin: 'https://farmstands.example' };
    const user = await registerUser(app);
    const res = await secure.inject({
      method: 'POST',
      url: '/api/login',
      headers: origin,
      remoteAddress: from(),
      payload: { email: user.email, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === '__Host-fsf_session');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookie?.domain).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'fsf_session')).toBeUndefined();
    const me = (name: string) => secure.inject({ method: 'GET', url: '/api/user', headers: { cookie: `${name}=${cookie!.value}` } });
    expect((await me('__Host-fsf_session')).json()).toMatchObject({ email: user.email });
    expect((await me('fsf_session')).statusCode).toBe(401);
  });
});
