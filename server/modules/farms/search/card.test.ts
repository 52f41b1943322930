import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser } from '../../../test/helpers.js';
import { lastStatementOf } from '../../../test/migrations.js';
import { multipart, smallPng } from '../../photos/photo-fixtures.js';
import { presentCardJson, presentSummary } from '../farms.presenter.js';
import { createListing, nonce } from '../test-fixtures.js';
import { cardsByIds, SUMMARY_COLUMNS, type SummaryRow } from './search.repository.js';

/**
 * A list card's products and photo are stored on the listing row (farms.card_available, card_photo) and read
 * from there by search, favorites and the dashboard: every writer of products and photos keeps them right.
 */
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-uploads-'));
const { app, db } = await createTestApp({ UPLOADS_DIR: uploadsDir });
const farmer = await registerUser(app, 'farmer');

interface Card {
  id: number;
  photo: { id: string; thumb: string; alt: string } | null;
  availableProducts: Array<{ name: string; updatedAt: string }>;
}

/** The listing's card as search answers it (q= its unique word, near its place). */
async function searchCard(word: string): Promise<Card> {
  const res = await as(app, null)({ url: `/api/farms?q=${word}&near=41.927,-74.0&radius=5` });
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json().items as Card[];
  expect(items).toHaveLength(1);
  return items[0];
}

async function uploadPhoto(farmId: number, alt: string, shade: number): Promise<{ id: string; thumb: string }> {
  const body = multipart({ alt }, { data: await smallPng(60 + shade, 40), filename: 'p.png', type: 'image/png' });
  const res = await as(app, farmer)({ method: 'POST', url: `/api/farms/${farmId}/photos`, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const markProduct = (farmId: number, productId: string, available: boolean) =>
  as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farmId}/products/${productId}`, payload: { available } });

describe('the card photo', () => {
  it('follows uploads, reordering, alt text and deletion, in search, favorites and the dashboard', async () => {
    const word = nonce();
    const farm = await createListing(app, farmer, { name: `Card ${word}` });
    expect((await searchCard(word)).photo).toBeNull();

    const first = await uploadPhoto(farm.id, 'Crates', 0);
    expect((await searchCard(word)).photo).toMatchObject({ id: first.id, thumb: first.thumb, alt: 'Crates' });
    const second = await uploadPhoto(farm.id, 'Sign', 40);
    expect((await searchCard(word)).photo?.id).toBe(first.id); // added at the end

    const order = await as(app, farmer)({ method: 'PUT', url: `/api/farms/${farm.id}/photos/order`, payload: { ids: [second.id, first.id] } });
    expect(order.statusCode, order.body).toBe(200);
    expect((await searchCard(word)).photo).toMatchObject({ id: second.id, thumb: second.thumb, alt: 'Sign' });

    await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farm.id}/photos/${second.id}`, payload: { alt: 'The sign at the road' } });
    expect((await searchCard(word)).photo?.alt).toBe('The sign at the road');

    // Favorites and the dashboard's favorite updates read the same columns.
    const reader = await registerUser(app, 'consumer');
    expect((await as(app, reader)({ method: 'POST', url: '/api/favorites', payload: { farmId: farm.id } })).statusCode).toBe(201);
    const favorites = (await as(app, reader)({ url: '/api/favorites' })).json().items as Array<{ farm: Card }>;
    expect(favorites.find((f) => f.farm.id === farm.id)?.farm.photo?.id).toBe(second.id);
    const updates = (await as(app, reader)({ url: '/api/dashboard/favorite-updates' })).json().items as Card[];
    expect(updates.find((f) => f.id === farm.id)?.photo?.id).toBe(second.id);

    expect((await as(app, farmer)({ method: 'DELETE', url: `/api/farms/${farm.id}/photos/${second.id}` })).statusCode).toBe(204);
    expect((await searchCard(word)).photo?.id).toBe(first.id); // the next one
    expect((await as(app, farmer)({ method: 'DELETE', url: `/api/farms/${farm.id}/photos/${first.id}` })).statusCode).toBe(204);
    expect((await searchCard(word)).photo).toBeNull();
  });
});

describe('the card products', () => {
  const names = ['Apples', 'Beets', 'Carrots', 'Dill', 'Eggs', 'Figs', 'Garlic', 'Honey'];

  it('are the first 6 available in the farmer’s order, with when each was marked, through sold out and back', async () => {
    const word = nonce();
    const farm = await createListing(app, farmer, {
      name: `Stock ${word}`,
      products: names.map((name, i) => ({ name, category: 'produce', available: i !== 1 })), // Beets not available
    });
    const detail = async () => (await as(app, null)({ url: `/api/farms/${farm.id}` })).json();
    const marked = (d: { products: Array<{ name: string; available: boolean; availableUpdatedAt: string }> }) =>
      d.products.filter((p) => p.available).map((p) => ({ name: p.name, updatedAt: p.availableUpdatedAt }));

    let card = await searchCard(word);
    expect(card.availableProducts.map((p) => p.name)).toEqual(['Apples', 'Carrots', 'Dill', 'Eggs', 'Figs', 'Garlic']);
    expect(card.availableProducts).toEqual(marked(await detail()).slice(0, 6));

    const products = (await detail()).products as Array<{ id: string; name: string }>;
    const id = (name: string) => products.find((p) => p.name === name)!.id;
    expect((await markProduct(farm.id, id('Carrots'), false)).statusCode).toBe(200);
    card = await searchCard(word);
    expect(card.availableProducts.map((p) => p.name)).toEqual(['Apples', 'Dill', 'Eggs', 'Figs', 'Garlic', 'Honey']);

    const apples = card.availableProducts.find((p) => p.name === 'Apples')!.updatedAt;
    // Beets available: it takes its place by position, with the time of this mark; the others keep theirs.
    expect((await markProduct(farm.id, id('Beets'), true)).statusCode).toBe(200);
    card = await searchCard(word);
    expect(card.availableProducts.map((p) => p.name)).toEqual(['Apples', 'Beets', 'Dill', 'Eggs', 'Figs', 'Garlic']);
    expect(card.availableProducts).toEqual(marked(await detail()).slice(0, 6));
    expect(card.availableProducts.find((p) => p.name === 'Apples')!.updatedAt).toBe(apples);

    // Editing the listing's products (a full update) refreshes it too; the owner's own list shows the same.
    const edited = await as(
      app,
      farmer,
    )({
      method: 'PATCH',
      url: `/api/farms/${farm.id}`,
      payload: { products: [{ name: 'Quince', category: 'fruit', available: true }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await searchCard(word)).availableProducts.map((p) => p.name)).toEqual(['Quince']);
    const mine = (await as(app, farmer)({ url: '/api/farms/mine' })).json().items as Card[];
    expect(mine.find((f) => f.id === farm.id)?.availableProducts.map((p) => p.name)).toEqual(['Quince']);
  });

  it('break ties of position by name', async () => {
    const word = nonce();
    const farm = await createListing(app, farmer, {
      name: `Ties ${word}`,
      products: names.map((name) => ({ name, category: 'produce', available: true })),
    });
    // Imports and old data can leave equal positions: the name decides, as on the listing's page.
    await db.execute(sql`UPDATE farm_products SET position = CASE WHEN name IN ('Honey', 'Garlic') THEN 0 ELSE 1 END WHERE farm_id = ${farm.id}`);
    const honey = ((await as(app, null)({ url: `/api/farms/${farm.id}` })).json().products as Array<{ id: string; name: string }>).find(
      (p) => p.name === 'Honey',
    )!;
    expect((await markProduct(farm.id, honey.id, true)).statusCode).toBe(200);
    expect((await searchCard(word)).availableProducts.map((p) => p.name)).toEqual(['Garlic', 'Honey', 'Apples', 'Beets', 'Carrots', 'Dill']);
  });
});

describe('the stored card (farms.card_json)', () => {
  const at = new Date();
  /** The listing as search splices it from the stored card, and as presentSummary() writes it from the columns. */
  async function bothWays(id: number) {
    const [card] = await cardsByIds(db, [id]);
    const [row] = (await db.execute(sql`SELECT ${SUMMARY_COLUMNS} FROM farms f WHERE f.id = ${id}`)).rows as unknown as SummaryRow[];
    return { spliced: JSON.parse(presentCardJson({ ...card, chord: null }, { at, unit: 'mi' })), presented: presentSummary(row, { at, unit: 'mi' }) };
  }

  it('is what presentSummary writes, for every kind of value and after every kind of write', async () => {
    const word = nonce();
    const farm = await createListing(app, farmer, {
      name: `Ölmühle "Zur Linde" \\ back\u0007slash 🍓 ${word}`,
      city: 'Saint-Jean-d’Angély',
      region: 'Nouvelle-Aquitaine',
      categories: ['produce', 'eggs'],
      features: [],
      products: [
        { name: 'Fraises "Gariguette"', category: 'fruit', available: true },
        { name: 'Œufs', category: 'eggs', available: true },
      ],
    });
    let both = await bothWays(farm.id);
    expect(both.spliced.name).toContain('🍓');
    expect(both.spliced.ratingAvg).toBeNull();
    expect(both.spliced.availableProducts).toHaveLength(2);
    expect(both.spliced).toEqual(both.presented);

    // Written outside the app's own paths too: a rating with many digits, products marked to the microsecond, a
    // move, a rename, a verification, favorites.
    await db.execute(sql`UPDATE farms SET rating_avg = (14.0 / 3)::real, rating_count = 3 WHERE id = ${farm.id}`);
    await db.execute(sql`UPDATE farm_products SET available_updated_at = '2026-03-04 05:06:07.891999+00' WHERE farm_id = ${farm.id}`);
    const products = (await as(app, null)({ url: `/api/farms/${farm.id}` })).json().products as Array<{ id: string }>;
    expect((await markProduct(farm.id, products[0].id, false)).statusCode).toBe(200);
    both = await bothWays(farm.id);
    expect(both.spliced.availableProducts).toEqual([{ name: 'Œufs', updatedAt: '2026-03-04T05:06:07.891Z' }]);
    expect(both.spliced.ratingAvg).toBeCloseTo(4.667, 3);
    expect(both.spliced).toEqual(both.presented);

    const edited = await as(
      app,
      farmer,
    )({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { name: `Renamed ${word}`, lat: 45.0123456789, lng: -0.5 } });
    expect(edited.statusCode, edited.body).toBe(200);
    await db.execute(sql`UPDATE farms SET verified = true, favorite_count = favorite_count + 7 WHERE id = ${farm.id}`);
    both = await bothWays(farm.id);
    expect(both.spliced).toMatchObject({ name: `Renamed ${word}`, lat: 45.0123456789, verified: true, favoriteCount: 7 });
    expect(both.spliced).toEqual(both.presented);
  });

  it('is refreshed by migration 0018 for listings written before it', async () => {
    const farm = await createListing(app, farmer, { name: `Before ${nonce()}` });
    const read = async () => ((await db.execute(sql`SELECT card_json FROM farms WHERE id = ${farm.id}`)).rows[0] as { card_json: string }).card_json;
    const written = await read();
    const backfill = lastStatementOf('0018_card-json');
    await db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE farms SET card_json = '{}' WHERE id = ${farm.id}`); // names no card field: no trigger
      expect(((await tx.execute(sql`SELECT card_json FROM farms WHERE id = ${farm.id}`)).rows[0] as { card_json: string }).card_json).toBe('{}');
      await tx.execute(sql.raw(backfill.replace(/;\s*$/, ` WHERE id = ${Number(farm.id)}`)));
    });
    expect(await read()).toBe(written);
  });
});

describe('migration 0016', () => {
  it('fills the card columns of existing listings as the writers do', async () => {
    const word = nonce();
    const farm = await createListing(app, farmer, { name: `Backfill ${word}` });
    await uploadPhoto(farm.id, 'Barn', 10);
    const read = async () =>
      (await db.execute(sql`SELECT card_available::text AS a, card_photo::text AS p FROM farms WHERE id = ${farm.id}`)).rows[0] as { a: string; p: string };
    const written = await read();
    expect(JSON.parse(written.a)).toHaveLength(1);
    expect(written.p).not.toBeNull();

    const backfill = lastStatementOf('0016_card-columns');
    await db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE farms SET card_available = '[]', card_photo = NULL WHERE id = ${farm.id}`);
      await tx.execute(sql.raw(backfill.replace('WHERE EXISTS', `WHERE f.id = ${Number(farm.id)} AND (EXISTS`).replace(/;\s*$/, ')')));
    });
    expect(await read()).toEqual(written);
  });
});
