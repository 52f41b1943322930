import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { farms } from '../../db/schema/index.js';
import { as, createAdmin, createTestApp, registerUser } from '../../test/helpers.js';
import { multipart } from '../photos/photo-fixtures.js';

const { app, db } = await createTestApp();
const admin = await createAdmin(app, db);
const tag = Math.random().toString(36).slice(2, 8); // ids unique to this run of the file

const CSV = [
  'name,kind,address,city,region,postal_code,country,lat,lng,opening_hours,categories,features,phone,website,email,external_id',
  `Rosa's Berry Patch,u-pick,12 Orchard Rd,Kingston,New York,12401,,41.93,-74.0,"Jun-Aug: Mo-Sa 08:00-18:00",fruit;pumpkins,pick-your-own;parking,555-0100,www.rosasberries.example.com,rosa@example.com,${tag}-1`,
  `Honor Box Eggs,stand,,Sebastopol,CA,95472,US,38.40,-122.82,24/7,eggs,self-serve,,,,${tag}-2`,
  `No Position Farm,stand,,,,,,,,,,,,,,${tag}-3`,
  `,stand,,,,,,40.0,-76.3,,,,,,,${tag}-4`,
  `Odd Kind,barn,,,,,,40.0,-76.3,,,,,,,${tag}-5`,
  `Bad Category,stand,,,,,,40.0,-76.3,,candy,,,,,${tag}-6`,
  `Bad Hours Kept,stand,,,,,,40.04,-76.31,whenever we feel like it,,,,,,${tag}-7`,
  `Rosa's Berry Patch again,stand,,,,,,41.9,-74.0,,,,,,,${tag}-1`,
  `Null Island,stand,,,,,,0,0,,,,,,,${tag}-8`,
].join('\n');

const upload = (user: Parameters<typeof as>[1], fields: Record<string, string>, data = CSV, filename = 'farms.csv') =>
  as(app, user)({ method: 'POST', url: '/api/admin/imports', ...multipart(fields, { data: Buffer.from(data), filename, type: 'text/csv' }) });
const farmOf = async (externalId: string) =>
  (
    await db
      .select()
      .from(farms)
      .where(and(eq(farms.source, 'csv'), eq(farms.externalId, externalId)))
  )[0];

describe('POST /api/admin/imports (plain CSV)', () => {
  it('is for admins only', async () => {
    expect((await upload(null, { format: 'csv' })).statusCode).toBe(401);
    expect((await upload(await registerUser(app, 'farmer'), { format: 'csv' })).statusCode).toBe(403);
  });

  it('imports good rows, rejects bad ones with their line and reason, and re-imports as updates', async () => {
    const res = await upload(admin, { format: 'csv' });
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json();
    expect(report).toMatchObject({ read: 9, created: 3, updated: 0, rejected: 6 });
    expect(report.rejections).toEqual([
      { row: 4, reason: 'missing or unreadable coordinates' },
      { row: 5, reason: 'no name' },
      { row: 6, reason: expect.stringMatching(/unknown kind "barn"/) },
      { row: 7, reason: 'unknown category "candy"' },
      { row: 9, reason: `duplicate of row 2 (same id ${tag}-1)` },
      { row: 10, reason: 'coordinates are 0, 0 (no position)' },
    ]);
    const rosa = await farmOf(`${tag}-1`);
    expect(rosa).toMatchObject({
      name: "Rosa's Berry Patch",
      kind: 'u-pick',
      region: 'NY',
      country: 'US',
      timeZone: 'America/New_York',
      status: 'published',
      openingHours: 'Jun-Aug: Mo-Sa 08:00-18:00',
      categories: ['fruit', 'pumpkins'],
      features: ['pick-your-own', 'parking'],
      website: 'https://www.rosasberries.example.com/',
      email: 'rosa@example.com',
      ownerId: null,
    });
    expect(await farmOf(`${tag}-2`)).toMatchObject({ timeZone: 'America/Los_Angeles', region: 'CA' });
    expect(await farmOf(`${tag}-7`)).toMatchObject({ openingHours: null }); // unreadable hours: "Hours not listed", not a rejection
    expect(report).toMatchObject({ warned: 1, warnings: [{ row: 8, reason: 'hours “whenever we feel like it” could not be read: saved without hours' }] });

    const again = (await upload(admin, { format: 'csv' })).json();
    expect(again).toMatchObject({ read: 9, created: 0, updated: 3, rejected: 6 });
    expect((await farmOf(`${tag}-1`)).id).toBe(rosa.id);
  });

  it('redoes the derived data (schedule, open state) of a listing whose hours a re-import changed', async () => {
    const scheduleHours = async (id: number) =>
      (await db.execute<{ opening_hours: string }>(sql`SELECT s.opening_hours FROM farms f JOIN farm_schedules s ON s.id = f.schedule_id WHERE f.id = ${id}`))
        .rows[0]?.opening_hours;
    const rosa = await farmOf(`${tag}-1`);
    expect(await scheduleHours(rosa.id)).toBe('Jun-Aug: Mo-Sa 08:00-18:00');
    const changed = CSV.replace('"Jun-Aug: Mo-Sa 08:00-18:00"', '"Mo-Su 07:00-19:00"');
    expect((await upload(admin, { format: 'csv' }, changed)).json()).toMatchObject({ created: 0, updated: 3 });
    expect(await scheduleHours(rosa.id)).toBe('Mo-Su 07:00-19:00');
    await upload(admin, { format: 'csv' }); // and back, for the tests below
    expect(await scheduleHours(rosa.id)).toBe('Jun-Aug: Mo-Sa 08:00-18:00');
  });

  it('leaves a listing a farmer has claimed alone', async () => {
    const farmer = await registerUser(app, 'farmer');
    const honor = await farmOf(`${tag}-2`);
    await db.update(farms).set({ ownerId: farmer.id, name: 'Our Egg Stand' }).where(eq(farms.id, honor.id));
    const report = (await upload(admin, { format: 'csv' })).json();
    expect(report).toMatchObject({ created: 0, updated: 2, skipped: 1 });
    expect((await farmOf(`${tag}-2`)).name).toBe('Our Egg Stand');
  });

  it('answers a missing format, a missing column or a broken file with 400, and records failed runs', async () => {
    const noFormat = await upload(admin, {});
    expect(noFormat.statusCode).toBe(400);
    expect(noFormat.json().message).toMatch(/usda, osm or csv/);
    const noColumns = await upload(admin, { format: 'csv' }, 'title,where\nA,B\n');
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toMatch(/missing the column\(s\) name, lat, lng/);
    const notGeojson = await upload(admin, { format: 'osm' }, '{"type":"Feature"}', 'x.geojson');
    expect(notGeojson.statusCode).toBe(400);
    expect(notGeojson.json().message).toMatch(/not a GeoJSON FeatureCollection/);
    const notCsv = await upload(admin, { format: 'usda' }, 'FMID,MarketName,x,y,State\n1,"unclosed,1,2,Ohio\n');
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json().message).toMatch(/not valid CSV/);
    // A stray quote in the header, and a GeoJSON file sent as USDA (csv-parse names these errors without `CSV_`).
    for (const [format, body] of [
      ['csv', 'a"b,lat,lng\n'],
      ['usda', '{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"A, B"}}]}\n'],
    ]) {
      const res = await upload(admin, { format }, body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().message, body).toMatch(/not valid CSV/);
    }
  });
});

describe('the import’s errors in the reader’s language', () => {
  it('says a missing column, a broken file and a bad query in Spanish for a Spanish admin', async () => {
    const inSpanish = (fields: Record<string, string>, data: string, filename = 'farms.csv') => {
      const { payload, headers } = multipart(fields, { data: Buffer.from(data), filename, type: 'text/csv' });
      return as(app, admin)({ method: 'POST', url: '/api/admin/imports', payload, headers: { ...headers, 'accept-language': 'es' } });
    };
    expect((await inSpanish({ format: 'csv' }, 'title,where\nA,B\n')).json()).toMatchObject({ message: 'Al archivo le faltan las columnas name, lat, lng.' });
    expect((await inSpanish({ format: 'usda' }, 'FMID,MarketName,x,y,State\n1,"unclosed,1,2,Ohio\n')).json().message).toMatch(
      /^El archivo no es un CSV válido: /,
    );
    expect((await inSpanish({ format: 'osm' }, '{"type":"Feature"}', 'x.geojson')).json()).toMatchObject({
      message: 'El archivo no es una FeatureCollection de GeoJSON.',
    });
    expect((await inSpanish({ format: 'osm' }, '{"type":', 'x.geojson')).json()).toMatchObject({ message: 'El archivo no es un JSON válido.' });

    const audit = await as(app, admin)({ url: `/api/admin/audit-log?action=Import&q=${'x'.repeat(101)}`, headers: { 'accept-language': 'es' } });
    expect(audit.statusCode).toBe(400);
    expect(audit.json().fields).toEqual({ action: 'Acción desconocida', q: 'Busca como máximo 100 caracteres' });
  });
});

describe('GET /api/admin/imports', () => {
  it('lists runs newest first with their reports, paged without repeats', async () => {
    expect((await as(app, await registerUser(app))({ method: 'GET', url: '/api/admin/imports' })).statusCode).toBe(403);
    const page = (await as(app, admin)({ method: 'GET', url: '/api/admin/imports?limit=2' })).json();
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toEqual(expect.any(String));
    const rest = (await as(app, admin)({ method: 'GET', url: `/api/admin/imports?limit=100&cursor=${page.nextCursor}` })).json();
    const all = [...page.items, ...rest.items];
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    const times = all.map((r) => r.startedAt);
    expect(times).toEqual([...times].sort().reverse());
    // Other test files import too (same database): look for this file's runs rather than positions.
    expect(all.find((r) => r.status === 'failed' && r.format === 'usda' && r.fileName === 'farms.csv')?.error).toMatch(/not valid CSV/);
    expect(all.find((r) => r.status === 'succeeded' && r.format === 'csv')?.report).toMatchObject({ read: 9, rejected: 6 });
  });
});
