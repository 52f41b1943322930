import { describe, expect, it } from 'vitest';
import { ORIGIN, createTestApp, registerUser } from '../test/helpers.js';

describe('the language of an answer (issue 16)', async () => {
  const { app } = await createTestApp();
  const badProfile = (headers: Record<string, string>) =>
    app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { origin: ORIGIN, ...headers }, payload: { units: 'miles', colour: 'red' } });

  it('says validation problems in Spanish for a Spanish browser, built-in and our own', async () => {
    const user = await registerUser(app);
    const es = await badProfile({ cookie: user.cookie, 'accept-language': 'es-MX,es;q=0.9' });
    expect(es.statusCode).toBe(400);
    expect(es.json().fields._).toBe('Campo(s) desconocido(s): colour');
    const en = await badProfile({ cookie: user.cookie, 'accept-language': 'en-US' });
    expect(en.json().fields._).toBe('Unknown field(s): colour');
    expect(en.headers.vary).toMatch(/Accept-Language/);
  });

  it('follows the lang cookie over the browser, and the account setting over both', async () => {
    const user = await registerUser(app);
    const signedOut = await app.inject({ method: 'GET', url: '/api/favorites', headers: { cookie: 'lang=es', 'accept-language': 'en' } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe('Inicia sesión primero.');

    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { origin: ORIGIN, cookie: user.cookie },
      payload: { language: 'es' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().language).toBe('es');
    const refused = await badProfile({ cookie: `${user.cookie}; lang=en`, 'accept-language': 'en' });
    expect(refused.json().fields._).toBe('Campo(s) desconocido(s): colour');

    const cleared = await app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { origin: ORIGIN, cookie: user.cookie },
      payload: { language: null },
    });
    expect(cleared.json().language).toBeNull();
    expect((await badProfile({ cookie: user.cookie, 'accept-language': 'en' })).json().fields._).toBe('Unknown field(s): colour');
  });

  it('refuses a language it does not speak', async () => {
    const user = await registerUser(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { origin: ORIGIN, cookie: user.cookie },
      payload: { language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.language).toBeTruthy();
  });
});
