import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { AROUND_LIMITS, placeToPoint, seedListingsAround } from '../db/seed/listings-around.js';

// Usage: npm run seed:listings -- --near "Ithaca, NY" [--count 25] [--radius 30] [--seed 1]
// opening_hours evaluates in the process's local time; the hours module switches zones explicitly.
process.env.TZ = 'UTC';

const usage = 'Usage: npm run seed:listings -- --near <ZIP | "City, ST" | lat,lng> [--count 25] [--radius 30 (km)] [--seed 1]';
const { values } = parseArgs({
  options: { near: { type: 'string' }, count: { type: 'string' }, radius: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean' } },
});
const int = (v: string | undefined, fallback: number, max: number) => {
  const n = v === undefined ? fallback : Number(v);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};
const count = int(values.count, 25, AROUND_LIMITS.countMax);
const radiusKm = int(values.radius, 30, AROUND_LIMITS.radiusKmMax);
const seed = int(values.seed, 1, 2 ** 31 - 1);
if (values.help || !values.near || count === null || radiusKm === null || seed === null) {
  console.error(usage);
  console.error(`  --count 1–${AROUND_LIMITS.countMax}, --radius 1–${AROUND_LIMITS.radiusKmMax} km`);
  process.exit(2);
}
const point = placeToPoint(values.near);
if (!point) {
  console.error(`Unknown place "${values.near}": try a ZIP code, "City, ST" or lat,lng.`);
  process.exit(2);
}

const database = await openDatabase(loadConfig(), undefined, { command: true });
try {
  const { created, existing } = await seedListingsAround(database.db, point, { count, radiusKm, seed });
  console.log(`${created} demo listings created within ${radiusKm} km of ${point.label}${existing ? ` (${existing} were already there)` : ''}`);
} finally {
  await database.close();
}
