import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser } from '../../../test/helpers.js';
import { runImport } from '../../imports/import.service.js';
import { refreshSeasons } from '../hours/open-intervals-job.js';
import { createListing, nonce, outOfStep, seedListings } from '../test-fixtures.js';

// Issue 31 point 4, decision 072: farm_near holds a row per published listing, derived from its farms row, and the near
// search reads it instead of farms. After every kind of write, the two agree, column by column.

const { app, db } = await createTestApp();

const inStep = async () => expect(await outOfStep(db)).toEqual({ missingOrStale: [], extra: [] });
const nearRow = async (id: number) =>
  (await db.execute<{ kind: string; season_rank: number; card_json: string; stock_updated_at: Date | null }>(sql`SELECT * FROM farm_near WHERE id = ${id}`))
    .rows[0];

describe('farm_near, the near search’s rows (decision 072)', () => {
  it('follows a listing through the farmer’s writes: create, publish, edit, stock marks, favourites, unpublish, delete', async () => {
    const farmer = await registerUser(app, 'farmer');
    const word = nonce();
    const draft = await createListing(app, farmer, { name: `Draft ${word}` }, false);
    expect(await nearRow(draft.id), 'a draft has no row').toBeUndefined();
    await inStep();

    const farm = await createListing(app, farmer, { name: `Stand ${word}`, kind: 'stand' });
    expect((await nearRow(farm.id)).kind).toBe('stand');
    await inStep();

    const edit = await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { kind: 'u-pick', lat: 41.95, name: `Picked ${word}` } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await nearRow(farm.id)).card_json).toContain(`Picked ${word}`);
    await inStep();

    const before = (await nearRow(farm.id)).stock_updated_at;
    const mark = await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farm.id}/products/${farm.products[0].id}`, payload: { available: false } });
    expect(mark.statusCode, mark.body).toBe(200);
    expect((await nearRow(farm.id)).stock_updated_at).not.toEqual(before);
    await inStep();

    const consumer = await registerUser(app, 'consumer');
    expect((await as(app, consumer)({ method: 'POST', url: '/api/favorites', payload: { farmId: farm.id } })).statusCode).toBeLessThan(300);
    expect((await nearRow(farm.id)).card_json).toContain('"favoriteCount":1');
    await inStep();

    const unpublish = await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { status: 'draft' } });
    expect(unpublish.statusCode, unpublish.body).toBe(200);
    expect(await nearRow(farm.id), 'unpublished: gone from the walk').toBeUndefined();
    await inStep();

    await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { status: 'published' } });
    expect(await nearRow(farm.id)).toBeDefined();
    // An admin's suspension, or any write made outside the app's paths: the trigger sees it too.
    await db.execute(sql`UPDATE farms SET status = 'suspended' WHERE id = ${farm.id}`);
    expect(await nearRow(farm.id)).toBeUndefined();
    await db.execute(sql`UPDATE farms SET status = 'published' WHERE id = ${farm.id}`);
    expect(await nearRow(farm.id)).toBeDefined();

    expect((await as(app, farmer)({ method: 'DELETE', url: `/api/farms/${farm.id}` })).statusCode).toBe(204);
    expect(await nearRow(farm.id)).toBeUndefined();
    await inStep();
    // Many writes, each followed by a comparison of every published listing: slow on a busy shared server.
  }, 90_000);

  it('follows the season job, bulk inserts and imports', async () => {
    const word = nonce();
    // The job on a clock in 2020, inside a transaction rolled back at the end (as season-order.test.ts does): no other
    // file's job sees this listing, and this job sees none of theirs. Closed for the season at first; in season at 4 pm.
    const rollback = new Error('rollback');
    await db
      .transaction(async (tx) => {
        const [{ id }] = (
          await tx.execute<{
            id: number;
          }>(sql`INSERT INTO farms (name, slug, lat, lng, time_zone, country, region, opening_hours, status, season_rank, season_turns_at)
                               VALUES ('Turning', ${`turning-${word}`}, 41.93, -74.0, 'America/New_York', 'US', 'NY', 'Jun-Oct Mo-Su 09:00-17:00',
                                       'published', 1, '2020-10-31T15:00:00Z') RETURNING id`)
        ).rows;
        const rank = async () => (await tx.execute<{ r: number }>(sql`SELECT season_rank AS r FROM farm_near WHERE id = ${id}`)).rows[0].r;
        expect(await rank()).toBe(1);
        await refreshSeasons(tx, new Date('2020-10-31T16:00:00Z'));
        expect(await rank(), 'the job turned the season').toBe(0);
        expect(await outOfStep(tx)).toEqual({ missingOrStale: [], extra: [] });
        throw rollback;
      })
      .catch((err) => {
        if (err !== rollback) throw err;
      });

    const ids = await seedListings(db, [
      { name: `Far ${word}`, lat: 40.1, lng: -105.2 },
      { name: `Near ${word}`, lat: 40.11, lng: -105.2, kind: 'market', features: ['pick-your-own'], status: 'draft' },
    ]);
    expect(await nearRow(ids[0])).toBeDefined();
    expect(await nearRow(ids[1])).toBeUndefined();
    await inStep();

    const csv = `name,lat,lng,kind,opening_hours,external_id\nImported ${word} A,40.2,-105.3,stand,Mo-Fr 08:00-18:00,${word}-a\nImported ${word} B,40.21,-105.3,u-pick,,${word}-b\n`;
    const { report } = await runImport(db, { format: 'csv', input: Readable.from([csv]), fileName: `${word}.csv` });
    expect(report.created).toBe(2);
    const imported = (await db.execute<{ id: number }>(sql`SELECT id FROM farms WHERE external_id LIKE ${`${word}-%`} AND status = 'published'`)).rows;
    expect(imported).toHaveLength(2);
    for (const { id } of imported) expect(await nearRow(id)).toBeDefined();
    await inStep();
  }, 90_000);
});
