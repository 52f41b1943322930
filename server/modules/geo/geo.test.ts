import { describe, expect, it } from 'vitest';
import { as, createTestApp } from '../../test/helpers.js';

const { app } = await createTestApp();
const get = (url: string, remoteAddress = '198.51.100.7') => app.inject({ method: 'GET', url, remoteAddress });

describe('GET /api/geo/resolve', () => {
  it('resolves ZIP codes and city names offline', async () => {
    const zip = await get('/api/geo/resolve?q=12401');
    expect(zip.statusCode).toBe(200);
    expect(zip.json()).toMatchObject({ kind: 'zip', region: 'NY', postalCode: '12401', country: 'US' });
    const city = await get(`/api/geo/resolve?q=${encodeURIComponent('Davis, CA')}`);
    expect(city.json()).toMatchObject({ kind: 'city', label: 'Davis, CA' });
    expect(Math.abs(city.json().lat - 38.54)).toBeLessThan(0.2);
  });

  it('offers the choices for a town name shared by several places, and none for a named state', async () => {
    const res = await get('/api/geo/resolve?q=Springfield');
    expect(res.statusCode).toBe(200);
    const labels = res.json().choices.map((c: { label: string }) => c.label);
    expect(labels[0]).toBe(res.json().label);
    expect(labels).toEqual(expect.arrayContaining(['Springfield, IL', 'Springfield, MO', 'Springfield, MA']));
    expect(labels.length).toBeLessThanOrEqual(6);
    expect(new Set(labels).size).toBe(labels.length);
    const named = await get(`/api/geo/resolve?q=${encodeURIComponent('Springfield, MO')}`);
    expect(named.json()).toMatchObject({ label: 'Springfield, MO', region: 'MO' });
    expect(named.json().choices).toBeUndefined();
    expect((await get('/api/geo/resolve?q=12401')).json().choices).toBeUndefined();
  });

  it('answers an unknown place with a 404 JSON message, and bad input with 400', async () => {
    const res = await get('/api/geo/resolve?q=Atlantis%2C%20ZZ');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/could not find "Atlantis, ZZ"/);
    expect((await get('/api/geo/resolve')).statusCode).toBe(400);
    expect((await get(`/api/geo/resolve?q=${'x'.repeat(200)}`)).statusCode).toBe(400);
  });

  it('says so in Spanish to a reader who asks for it', async () => {
    const es = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '198.51.100.7', headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect((await es('/api/geo/resolve?q=Atlantis%2C%20ZZ')).json()).toMatchObject({
      message: 'No encontramos "Atlantis, ZZ". Prueba con un código postal o una ciudad y estado, como "Kingston, NY".',
    });
    expect((await es('/api/geo/resolve?q=')).json()).toMatchObject({ fields: { q: 'Escribe un código postal o una ciudad' } });
  });
});

describe('GET /api/geo/suggest', () => {
  it('suggests places for a prefix', async () => {
    const res = await get('/api/geo/suggest?q=Kingst');
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
    expect(res.json()[0]).toMatchObject({ label: expect.stringMatching(/^Kingst/), lat: expect.any(Number), lng: expect.any(Number) });
    expect((await get('/api/geo/suggest?q=kin&limit=0')).statusCode).toBe(400);
  });

  it('is rate-limited per address, with Retry-After', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
    let last = 0;
    for (let i = 0; i < 601 && last !== 429; i++) last = (await get('/api/geo/suggest?q=Da', ip)).statusCode;
    const res = await get('/api/geo/suggest?q=Da', ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeTruthy();
  });
});

describe('GET /api/geo/reverse', () => {
  it('finds the nearest town to a point, 404 in the ocean, 400 for bad input', async () => {
    const res = await as(app, null)({ method: 'GET', url: '/api/geo/reverse?lat=41.927&lng=-74.0' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ region: 'NY', country: 'US' });
    expect((await get('/api/geo/reverse?lat=30&lng=-140')).statusCode).toBe(404);
    for (const q of ['lat=91&lng=0', 'lat=abc&lng=1', 'lat=1', '']) expect((await get(`/api/geo/reverse?${q}`)).statusCode).toBe(400);
  });
});
