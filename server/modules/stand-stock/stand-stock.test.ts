import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { settleEvents } from '../../test/events.js';
import { as, createTestApp, ORIGIN, registerUser, type TestUser } from '../../test/helpers.js';
import { networkKey } from '../../lib/client-network.js';
import { createListing } from '../farms/test-fixtures.js';
import { exhaust, notificationsOf } from '../trust/trust-fixtures.js';
import { drawnWords } from './sign-fixtures.js';

const { app, db } = await createTestApp();
let farmer: TestUser, stranger: TestUser;
let stand: { id: number; products: Array<{ id: string; name: string }> };

const has = (tool: string) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const signInfo = async (farmId = stand.id) => (await as(app, farmer)({ url: `/api/farms/${farmId}/sign/info` })).json() as { url: string };
const tokenOf = (url: string) => url.split('/').at(-1)!;
const stockPage = (farmId: number, token: string) => as(app, null)({ url: `/api/farms/${farmId}/stock/${token}` });
const mark = (farmId: number, token: string, payload: object, ip = '203.0.113.9') =>
  as(app, null)({ method: 'POST', url: `/api/farms/${farmId}/stock/${token}`, payload, remoteAddress: ip });

beforeAll(async () => {
  [farmer, stranger] = await Promise.all([registerUser(app, 'farmer'), registerUser(app, 'farmer')]);
  stand = await createListing(app, farmer, {
    name: 'Honor Box Stand',
    products: [
      { name: 'Honey', category: 'honey', available: true },
      { name: 'Pumpkins', category: 'produce', available: false },
    ],
  });
});

describe('the stand’s sign', () => {
  it('is a printable PDF in letter and A4 whose QR code opens the stand’s stock page', async () => {
    const { url } = await signInfo();
    expect(url).toMatch(new RegExp(`^${ORIGIN}/farm/${stand.id}/stock/[A-Za-z0-9_-]{22}$`));
    for (const [paper, box] of [
      ['letter', '[0 0 612 792]'],
      ['a4', '[0 0 595.28 841.89]'],
    ]) {
      const res = await as(app, farmer)({ url: `/api/farms/${stand.id}/sign?paper=${paper}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.toString('latin1')).toContain(`/MediaBox ${box}`);
    }
    // The same sign every time, until it is replaced.
    expect((await signInfo()).url).toBe(url);
  });

  it.skipIf(!has('pdftoppm') || !has('zbarimg'))('renders, and its QR code reads back the stock page address (poppler and zbar)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fsf-sign-'));
    writeFileSync(path.join(dir, 'sign.pdf'), (await as(app, farmer)({ url: `/api/farms/${stand.id}/sign?paper=a4` })).rawPayload);
    execFileSync('pdftoppm', ['-r', '100', '-png', '-singlefile', path.join(dir, 'sign.pdf'), path.join(dir, 'sign')]);
    const decoded = execFileSync('zbarimg', ['-q', '--raw', path.join(dir, 'sign.png')], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    expect(decoded).toBe((await signInfo()).url);
  });

  it('is printed in the farmer’s language', async () => {
    const res = await as(app, farmer)({ url: `/api/farms/${stand.id}/sign?paper=letter`, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(200);
    expect(drawnWords(res.rawPayload)).toContain('¿Quéhayhoy?');
    expect(drawnWords((await as(app, farmer)({ url: `/api/farms/${stand.id}/sign?paper=letter` })).rawPayload)).toContain('SELF-SERVICESTAND');
  });

  it('is the farmer’s alone, and refuses a wrong paper size', async () => {
    expect((await as(app, stranger)({ url: `/api/farms/${stand.id}/sign` })).statusCode).toBe(403);
    expect((await as(app, null)({ url: `/api/farms/${stand.id}/sign` })).statusCode).toBe(401);
    expect((await as(app, farmer)({ url: `/api/farms/${stand.id}/sign?paper=legal` })).statusCode).toBe(400);
    expect((await as(app, stranger)({ method: 'POST', url: `/api/farms/${stand.id}/sign/rotate` })).statusCode).toBe(403);
    expect((await as(app, stranger)({ url: `/api/farms/${stand.id}/stock-history` })).statusCode).toBe(403);
  });

  it('limits printing and replacing per farmer', async () => {
    const busy = await registerUser(app, 'farmer');
    const own = await createListing(app, busy, { name: 'Busy Stand' });
    await exhaust(db, 'signPrints', busy.id);
    expect((await as(app, busy)({ url: `/api/farms/${own.id}/sign` })).statusCode).toBe(429);
    await exhaust(db, 'signRotations', busy.id);
    expect((await as(app, busy)({ method: 'POST', url: `/api/farms/${own.id}/sign/rotate` })).statusCode).toBe(429);
  });
});

describe('the stock page at the stand', () => {
  it('lets anyone with the sign mark products without an account; the farmer hears of "sold out" and sees the history', async () => {
    const token = tokenOf((await signInfo()).url);
    const page = await stockPage(stand.id, token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      farm: { id: stand.id, name: 'Honor Box Stand' },
      products: [
        { name: 'Honey', available: true },
        { name: 'Pumpkins', available: false },
      ],
    });
    expect(JSON.stringify(page.json())).not.toMatch(/ownerId|email|phone/);
    const [honey, pumpkins] = page.json().products;

    const sold = await mark(stand.id, token, { productId: honey.id, available: false });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({ name: 'Honey', available: false, availableSource: 'sign' });
    expect((await mark(stand.id, token, { productId: pumpkins.id, available: true })).json()).toMatchObject({ available: true, availableSource: 'sign' });
    const detail = (await as(app, null)({ url: `/api/farms/${stand.id}` })).json();
    expect(detail.availableProducts.map((p: { name: string }) => p.name)).toEqual(['Pumpkins']);

    await settleEvents(db); // the farmer hears through the sold-out event's listener
    // The notification opens Today's stock for that stand, where the farmer confirms it or switches it back (issue 34).
    expect((await notificationsOf(app, farmer, 'stand_sold_out')).map((n) => [n.title, n.url])).toEqual([
      ['Honey sold out at Honor Box Stand', `/stock?id=${stand.id}`],
    ]);
    await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${stand.id}/products/${honey.id}`, payload: { available: true } });
    const history = (await as(app, farmer)({ url: `/api/farms/${stand.id}/stock-history?limit=2` })).json();
    expect(history.items).toMatchObject([
      { productName: 'Honey', available: true, source: 'farmer', by: 'Test', changed: true },
      { productName: 'Pumpkins', available: true, source: 'sign', by: null, changed: true },
    ]);
    const rest = (await as(app, farmer)({ url: `/api/farms/${stand.id}/stock-history?limit=2&cursor=${history.nextCursor}` })).json();
    expect(rest.items).toMatchObject([{ productName: 'Honey', available: false, source: 'sign' }]);
  });

  it('tells a Spanish-speaking farmer of "sold out" in Spanish', async () => {
    const rosa = await registerUser(app, 'farmer');
    await db.update(users).set({ language: 'es' }).where(eq(users.id, rosa.id));
    const puesto = await createListing(app, rosa, { name: 'Puesto Rosa', products: [{ name: 'Miel', category: 'honey', available: true }] });
    const token = tokenOf((await as(app, rosa)({ url: `/api/farms/${puesto.id}/sign/info` })).json().url);
    const [miel] = (await stockPage(puesto.id, token)).json().products;
    expect((await mark(puesto.id, token, { productId: miel.id, available: false }, '203.0.113.77')).statusCode).toBe(200);
    await settleEvents(db);
    expect((await notificationsOf(app, rosa, 'stand_sold_out')).map((n) => [n.title, n.body])).toEqual([
      [
        'Agotado en Puesto Rosa: Miel',
        'Marcado como agotado por alguien en el letrero de tu puesto. Tu anuncio lo muestra agotado hasta que se marque de nuevo como disponible.',
      ],
    ]);
  });

  it('says plainly when a link is wrong, or its sign was replaced', async () => {
    const old = tokenOf((await signInfo()).url);
    const rotated = await as(app, farmer)({ method: 'POST', url: `/api/farms/${stand.id}/sign/rotate` });
    expect(rotated.statusCode).toBe(200);
    const fresh = tokenOf(rotated.json().url);
    expect(fresh).not.toBe(old);
    const gone = await stockPage(stand.id, old);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toMatch(/replaced by the farmer/);
    expect((await mark(stand.id, old, { productId: stand.products[0].id, available: true })).statusCode).toBe(410);
    expect((await stockPage(stand.id, fresh)).statusCode).toBe(200);
    const other = await createListing(app, stranger, { name: 'Other Stand' });
    expect((await stockPage(other.id, fresh)).statusCode).toBe(404);
    for (const bad of ['nope', 'x'.repeat(80), 'A'.repeat(22)]) {
      const res = await stockPage(stand.id, bad);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/isn’t right/);
    }
  });

  it('refuses bad marks and products of other listings', async () => {
    const token = tokenOf((await signInfo()).url);
    for (const payload of [
      {},
      { productId: 'honey', available: true },
      { productId: stand.products[0].id, available: 'no' },
      { productId: stand.products[0].id, available: true, x: 1 },
    ]) {
      expect((await mark(stand.id, token, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const other = await createListing(app, stranger, { name: 'Another Stand' });
    expect((await mark(stand.id, token, { productId: other.products[0].id, available: false })).statusCode).toBe(404);
  });

  it('is rate limited per device, per network and per listing', async () => {
    const token = tokenOf((await signInfo()).url);
    const body = { productId: stand.products[0].id, available: true };
    const first = await mark(stand.id, token, body, '198.51.100.7');
    const device = first.cookies.find((c) => c.name === 'fsf_stand_device')!;
    expect(device.httpOnly).toBe(true);
    const withDevice = (ip: string) =>
      as(
        app,
        null,
      )({ method: 'POST', url: `/api/farms/${stand.id}/stock/${token}`, payload: body, remoteAddress: ip, cookies: { fsf_stand_device: device.value } });
    expect((await withDevice('198.51.100.8')).statusCode).toBe(200);
    await exhaust(db, 'standDevice', `d:${device.value.split('.')[0]}`); // the id, without the server's tag
    expect((await withDevice('198.51.100.9')).statusCode).toBe(429);
    await exhaust(db, 'standNetwork', networkKey('198.51.100.10'));
    expect((await mark(stand.id, token, body, '198.51.100.10')).statusCode).toBe(429);
    await exhaust(db, 'standListing', String(stand.id));
    expect((await mark(stand.id, token, body, '198.51.101.11')).statusCode).toBe(429); // another network
  });
});
