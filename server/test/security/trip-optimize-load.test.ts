import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { createListing, nextLocal } from '../../modules/farms/test-fixtures.js';
import { exhaust } from '../../modules/trust/trust-fixtures.js';
import { localDateIn } from '../../modules/visits/visits.service.js';
import { as, createTestApp, registerUser, type TestUser } from '../helpers.js';

/**
 * Issue 29.5: an exhaustive search over 10 stops held the event loop 380–570 ms per call, with no limit, so four
 * calls together held up every other request for seconds. The search is now bounded (trips/optimize.ts) and
 * optimisations are limited per account. The figures themselves are printed by `npm run bench:trips`.
 */
const { app, db } = await createTestApp();
const saturday = localDateIn('America/New_York', nextLocal('America/New_York', 6, '09:00'));
const farmer = await registerUser(app, 'farmer');
// Ten stands on a Saturday: five open all day, five closed at weekends. Stops that cannot open were what the
// exhaustive search could not cut (it counted every stop left as possibly open).
const stands: number[] = [];
for (let i = 0; i < 10; i++) {
  const f = await createListing(app, farmer, {
    name: `Stand ${i}`,
    lat: 41.8 + ((i * 7) % 10) * 0.03,
    lng: -74.1 + ((i * 3) % 10) * 0.03,
    openingHours: i % 2 ? 'Mo-Fr 09:00-17:00' : '24/7',
  });
  stands.push(f.id as number);
}
async function tripOf(user: TestUser, stops: number[]) {
  const res = await as(
    app,
    user,
  )({
    method: 'POST',
    url: '/api/trips',
    payload: { name: 'Ten stands', date: saturday, departAt: '09:00', start: { lat: 41.9, lng: -74.0, label: 'Kingston, NY' }, stops },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().trip.id as string;
}
const optimize = (user: TestUser, id: string) => as(app, user)({ method: 'POST', url: `/api/trips/${id}/optimize` });

describe('optimising trips', () => {
  it('four 10-stop optimisations at once keep the event loop’s p99 delay small', async () => {
    const planners = await Promise.all([0, 1, 2, 3].map(() => registerUser(app)));
    const trips = await Promise.all(planners.map((p, k) => tripOf(p, [...stands.slice(k), ...stands.slice(0, k)].reverse())));
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const [answers, other] = await Promise.all([
      Promise.all(planners.map((p, k) => optimize(p, trips[k]))),
      as(app, null)({ method: 'GET', url: '/api/vapid-public-key' }),
    ]);
    histogram.disable();
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().optimization.method).toBe('exact');
    }
    expect(other.statusCode).toBe(200);
    // A generous bound, not a race: with the exhaustive search these four held the loop 3.7 s (p99) here, and one
    // search alone 380–570 ms in the review. The bounded search costs 3–70 ms a call (`npm run bench:trips`); the
    // rest of the bound is room for a shared machine (10–305 ms was seen here at load averages of 10–19 on two cores).
    expect(histogram.percentile(99) / 1e6).toBeLessThan(1000);
  });

  it('limits optimisations per account', async () => {
    const planner = await registerUser(app);
    const id = await tripOf(planner, stands.slice(0, 3));
    expect((await optimize(planner, id)).statusCode).toBe(200);
    await exhaust(db, 'tripOptimize', planner.id);
    const refused = await optimize(planner, id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/reordered your trips many times/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another account keeps its own budget
    const other = await registerUser(app);
    expect((await optimize(other, await tripOf(other, stands.slice(0, 3)))).statusCode).toBe(200);
  });
});
