import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createListing, nextLocal } from '../../modules/farms/test-fixtures.js';
import { localDateIn } from '../../modules/visits/visits.service.js';
import { as, createTestApp, registerUser } from '../helpers.js';

const { app } = await createTestApp();

describe('the trip calendar export cannot be injected into', () => {
  it('a lone carriage return in a farmer’s listing name or a trip name adds no line to the visitor’s calendar', async () => {
    const farmer = await registerUser(app, 'farmer');
    const evil = 'Evil Stand\rATTENDEE;RSVP=TRUE:mailto:victim@example.com\rX-INJECTED:1';
    const farm = await createListing(app, farmer, { name: evil, lat: 41.95, lng: -74, openingHours: '24/7' });
    const planner = await registerUser(app);
    const date = localDateIn('America/New_York', nextLocal('America/New_York', 6, '09:00'));
    const created = await as(
      app,
      planner,
    )({
      method: 'POST',
      url: '/api/trips',
      payload: { name: 'Trip\rBEGIN:VALARM', date, start: { lat: 41.9, lng: -74, label: 'Kingston, NY' }, stops: [farm.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ics = (await as(app, planner)({ url: `/api/trips/${created.json().trip.id}/ics` })).body;

    // No bare CR anywhere: every line ends in CRLF, and no injected property starts a line.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines.filter((l) => /^(ATTENDEE|X-INJECTED|BEGIN:VALARM)/.test(l))).toEqual([]);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(`Trip\nBEGIN:VALARM: 1. ${evil.replace(/\r/g, '\n')}`);
    expect(event.attendees).toEqual([]);
  });
});
