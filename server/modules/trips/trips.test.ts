import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, createAdmin, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { createListing, nextLocal } from '../farms/test-fixtures.js';
import { localDateIn } from '../visits/visits.service.js';

const { app, db } = await createTestApp();
let farmer: TestUser, planner: TestUser, other: TestUser, admin: TestUser;
let early: number, always: number, afternoon: number, weekdays: number;
const saturday = localDateIn('America/New_York', nextLocal('America/New_York', 6, '09:00'));
const start = { lat: 41.9, lng: -74.0, label: 'Kingston, NY' };

beforeAll(async () => {
  [farmer, planner, other] = await Promise.all([registerUser(app, 'farmer'), registerUser(app, 'consumer'), registerUser(app, 'consumer')]);
  admin = await createAdmin(app, db);
  const make = (name: string, lat: number, openingHours: string) =>
    createListing(app, farmer, { name, lat, lng: -74.0, openingHours }).then((f) => f.id as number);
  [early, always, afternoon, weekdays] = await Promise.all([
    make('Early Bird Eggs', 41.95, 'Sa 08:00-10:00'),
    make('Honor Box Stand', 41.92, '24/7'),
    make('Afternoon Orchard', 41.97, 'Sa 14:00-18:00'),
    make('Weekday Dairy', 41.93, 'Mo-Fr 09:00-17:00'),
  ]);
});

const create = (u: TestUser | null, payload: object) => as(app, u)({ method: 'POST', url: '/api/trips', payload });

describe('trips', () => {
  it('creates a trip with legs, arrival times and closed-at-arrival warnings in each stand’s zone', async () => {
    const res = await create(planner, { name: 'Saturday loop', date: saturday, departAt: '09:00', start, stops: [afternoon, always, weekdays, early] });
    expect(res.statusCode).toBe(201);
    const { trip, earned } = res.json();
    expect(earned.map((a: { code: string }) => a.code)).toEqual(['first-trip']);
    expect(trip).toMatchObject({ name: 'Saturday loop', date: saturday, timeZone: 'America/New_York', stopCount: 4, upcoming: true });
    expect(trip.departure).toBe(nextLocal('America/New_York', 6, '09:00').toISOString());
    expect(trip.stops.map((s: { farm: { name: string } }) => s.farm.name)).toEqual([
      'Afternoon Orchard',
      'Honor Box Stand',
      'Weekday Dairy',
      'Early Bird Eggs',
    ]);
    const [first, second] = trip.stops;
    expect(first.leg.km).toBeGreaterThan(7); // 0.07° of latitude × road factor
    expect(new Date(first.arrival).getTime()).toBe(new Date(trip.departure).getTime() + Math.round(first.leg.minutes * 60_000));
    expect(new Date(second.arrival).getTime()).toBeCloseTo(new Date(first.departure).getTime() + second.leg.minutes * 60_000, -2);
    expect(trip.stops.map((s: { atArrival: { status: string } }) => s.atArrival.status)).toEqual(['closed', 'open', 'closed', 'closed']);
    expect(trip.totals).toMatchObject({ openOnArrival: 1, closedOnArrival: 3 });
    expect(trip.mapsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=41\.9/);
  });

  it('optimizes for most stops open on arrival, then least driving, and saves the order', async () => {
    const { trip } = (
      await create(planner, { name: 'Optimize me', date: saturday, departAt: '09:00', start, stops: [afternoon, always, weekdays, early] })
    ).json();
    const res = await as(app, planner)({ method: 'POST', url: `/api/trips/${trip.id}/optimize` });
    expect(res.statusCode).toBe(200);
    const { trip: after, optimization } = res.json();
    expect(optimization).toMatchObject({ method: 'exact', openBefore: 1, openAfter: 2 });
    // Northward in one sweep: Early Bird (Sa 08:00-10:00) is still reached before 10, the orchard opens at 14:00.
    expect(after.stops.map((s: { farm: { name: string } }) => s.farm.name)).toEqual([
      'Honor Box Stand',
      'Weekday Dairy',
      'Early Bird Eggs',
      'Afternoon Orchard',
    ]);
    expect(
      after.stops.filter((s: { atArrival: { status: string } }) => s.atArrival.status === 'open').map((s: { farm: { name: string } }) => s.farm.name),
    ).toEqual(['Honor Box Stand', 'Early Bird Eggs']);
    expect(optimization.kmAfter).toBeLessThan(optimization.kmBefore);
    expect(after.totals.openOnArrival).toBe(2);
    const again = (await as(app, planner)({ method: 'POST', url: `/api/trips/${trip.id}/optimize` })).json();
    expect(again.trip.stops.map((s: { farm: { id: number } }) => s.farm.id)).toEqual(after.stops.map((s: { farm: { id: number } }) => s.farm.id));
  });

  it('exports a valid GPX file and a valid iCalendar file', async () => {
    const { trip } = (await create(planner, { name: 'Export, "quoted" & <odd>', date: saturday, start, stops: [always, early] })).json();
    const gpx = await as(app, planner)({ method: 'GET', url: `/api/trips/${trip.id}/gpx` });
    expect(gpx.statusCode).toBe(200);
    expect(gpx.headers['content-type']).toMatch(/application\/gpx\+xml/);
    expect(gpx.headers['content-disposition']).toMatch(/attachment; filename="export-quoted-odd-\d{4}-\d{2}-\d{2}\.gpx"/);
    expect(XMLValidator.validate(gpx.body)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(gpx.body);
    expect(doc.gpx['@_version']).toBe('1.1');
    expect(doc.gpx.metadata.name).toBe('Export, "quoted" & <odd>');
    expect(doc.gpx.wpt).toHaveLength(3);
    expect(doc.gpx.rte.rtept.map((p: { name: string }) => p.name)).toEqual(['Kingston, NY', '1. Honor Box Stand', '2. Early Bird Eggs']);
    expect(Number(doc.gpx.rte.rtept[1]['@_lat'])).toBeCloseTo(41.92, 5);

    const ics = await as(app, planner)({ method: 'GET', url: `/api/trips/${trip.id}/ics` });
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    expect(ics.body).toMatch(/\r\n$/);
    expect(ics.body.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const cal = new ICAL.Component(ICAL.parse(ics.body));
    const events = cal.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.summary)).toEqual(['Export, "quoted" & <odd>: 1. Honor Box Stand', 'Export, "quoted" & <odd>: 2. Early Bird Eggs']);
    expect(events[0].startDate.toJSDate().toISOString()).toBe(new Date(trip.stops[0].arrival).toISOString().replace(/\.\d{3}Z$/, '.000Z'));
    expect(events[0].endDate.toJSDate().getTime() - events[0].startDate.toJSDate().getTime()).toBe(20 * 60_000);
  });

  it('writes the exports’ notes in the reader’s language, on a 24-hour clock in Spanish', async () => {
    const { trip } = (await create(planner, { name: 'Sábado', date: saturday, departAt: '09:00', start, stops: [afternoon, always] })).json();
    const get = (kind: string, headers = {}) => as(app, planner)({ method: 'GET', url: `/api/trips/${trip.id}/${kind}`, headers });
    const descriptions = (ics: string) =>
      new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e).description.replace(/\. http.*$/, ''));
    const notes = (gpx: string) => new XMLParser().parse(gpx).gpx.wpt.map((p: { desc: string }) => p.desc);

    const es = { 'accept-language': 'es' };
    expect(descriptions((await get('ics', es)).body)).toEqual([
      expect.stringMatching(/^Llegas 9:\d\d \(cerrado a tu llegada\)$/),
      expect.stringMatching(/^Llegas 9:\d\d$/),
    ]);
    expect(notes((await get('gpx', es)).body)).toEqual([
      'Salida',
      expect.stringMatching(/^Llegas 9:\d\d \(cerrado a tu llegada\)$/),
      expect.stringMatching(/^Llegas 9:\d\d$/),
    ]);
    // The same request in English, as before.
    expect(descriptions((await get('ics')).body)).toEqual([
      expect.stringMatching(/^Arrive 9:\d\d AM \(closed at arrival\)$/),
      expect.stringMatching(/^Arrive 9:\d\d AM$/),
    ]);
    expect(notes((await get('gpx')).body)[0]).toBe('Start');
  });

  it('adds, removes and reorders stops; refuses unknown or duplicate stands', async () => {
    const { trip } = (await create(planner, { name: 'Edit me', date: saturday })).json();
    expect(trip.start).toBeNull();
    const added = await as(app, planner)({ method: 'POST', url: `/api/trips/${trip.id}/stops`, payload: { farmId: always } });
    expect(added.json().trip.stops).toHaveLength(1);
    expect(added.json().trip.stops[0].leg).toBeNull(); // no start point: the day starts at the first stop
    expect((await as(app, planner)({ method: 'POST', url: `/api/trips/${trip.id}/stops`, payload: { farmId: always } })).statusCode).toBe(409);
    await as(app, planner)({ method: 'POST', url: `/api/trips/${trip.id}/stops`, payload: { farmId: early } });
    const put = await as(
      app,
      planner,
    )({ method: 'PUT', url: `/api/trips/${trip.id}`, payload: { name: 'Renamed', date: saturday, departAt: '10:30', start, stops: [early, always] } });
    expect(put.json().trip).toMatchObject({ name: 'Renamed', departAt: '10:30', stops: [{ farm: { id: early } }, { farm: { id: always } }] });
    const removed = await as(app, planner)({ method: 'DELETE', url: `/api/trips/${trip.id}/stops/${early}` });
    expect(removed.json().trip.stops.map((s: { farm: { id: number } }) => s.farm.id)).toEqual([always]);
    const draft = await createListing(app, farmer, { name: 'Draft' }, false);
    expect((await as(app, planner)({ method: 'POST', url: `/api/trips/${trip.id}/stops`, payload: { farmId: draft.id } })).statusCode).toBe(400);
    for (const payload of [
      {},
      { name: 'x', date: '2026-02-30' },
      { name: 'x', date: saturday, departAt: '25:00' },
      { name: 'x', date: saturday, stops: [always, always] },
      { name: '', date: saturday },
      { name: 'x', date: saturday, stops: Array.from({ length: 26 }, (_, i) => i + 1) },
    ]) {
      expect((await create(planner, payload)).statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
  });

  it('lists upcoming and past trips separately', async () => {
    await create(planner, { name: 'Last summer', date: '2024-07-06' });
    const upcoming = (await as(app, planner)({ method: 'GET', url: '/api/trips?when=upcoming' })).json().items;
    const past = (await as(app, planner)({ method: 'GET', url: '/api/trips?when=past' })).json().items;
    expect(upcoming.map((t: { name: string }) => t.name)).toContain('Saturday loop');
    expect(past.map((t: { name: string }) => t.name)).toEqual(['Last summer']);
  });

  it('shows and changes a trip only for its owner', async () => {
    const { trip } = (await create(planner, { name: 'Private', date: saturday, stops: [always] })).json();
    for (const u of [other, admin, farmer]) {
      for (const req of [
        { method: 'GET' as const, url: `/api/trips/${trip.id}` },
        { method: 'PUT' as const, url: `/api/trips/${trip.id}`, payload: { name: 'Mine now', date: saturday } },
        { method: 'DELETE' as const, url: `/api/trips/${trip.id}` },
        { method: 'POST' as const, url: `/api/trips/${trip.id}/optimize` },
        { method: 'POST' as const, url: `/api/trips/${trip.id}/stops`, payload: { farmId: early } },
        { method: 'GET' as const, url: `/api/trips/${trip.id}/gpx` },
        { method: 'GET' as const, url: `/api/trips/${trip.id}/ics` },
      ]) {
        expect((await as(app, u)(req)).statusCode, `${req.method} ${req.url}`).toBe(404);
      }
    }
    expect((await as(app, other)({ method: 'GET', url: '/api/trips' })).json().items).toEqual([]);
    expect((await as(app, null)({ method: 'GET', url: `/api/trips/${trip.id}` })).statusCode).toBe(401);
    expect((await as(app, planner)({ method: 'DELETE', url: `/api/trips/${trip.id}` })).statusCode).toBe(204);
    expect((await as(app, planner)({ method: 'GET', url: `/api/trips/${trip.id}` })).statusCode).toBe(404);
  });
});
