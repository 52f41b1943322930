import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.js';
import { generateListingsAround, rng, type GeneratedListing } from '../server/db/seed/generator.js';
import { getIndex } from '../server/lib/geo/gazetteer-index.js';
import { PHOTO_WIDTHS } from '../server/modules/photos/image.js';
import { slugify } from '../server/modules/farms/listing-input.js';
import { rebuildMapCells } from '../server/modules/farms/map/map-cells.repository.js';
import { addSearchTermsOf } from '../server/modules/farms/hours/hours.repository.js';
import { storeIntervals, windowAround } from '../server/modules/farms/hours/open-intervals.js';
import { scheduleOf, type Schedule } from '../server/modules/farms/hours/schedule.js';
import { arr, lit, rows } from '../server/modules/farms/sql.js';

const BATCH = 5000;
const PER_CENTER = 400;
/** The share of listings with a photo. */
const PHOTO_SHARE = 0.7;
const PHOTO_SIZES = PHOTO_WIDTHS;

/** Places to scatter listings around: US towns, the bigger (more ZIP codes) the likelier, as farms cluster near people. */
export function benchCenters(count: number, seed = 42): Array<{ lat: number; lng: number }> {
  const r = rng(seed);
  const towns = getIndex().cities.filter((c) => c.country === 'US' && c.lat > 24 && c.lat < 50 && c.lng > -125 && c.lng < -66);
  const weights = towns.map((t) => Math.sqrt(t.units));
  const total = weights.reduce((a, b) => a + b, 0);
  return Array.from({ length: count }, () => {
    let x = r() * total;
    for (let i = 0; i < towns.length; i++) if ((x -= weights[i]) <= 0) return { lat: towns[i].lat, lng: towns[i].lng };
    return towns[towns.length - 1];
  });
}

/**
 * Bulk-loads `count` generated listings the way an import would, but set-based: schedules first (they
 * are few), then listings with their schedule, search document and card columns, products, a photo for most,
 * the search vocabulary, and the map pyramid. Secondary indexes are dropped during the load and rebuilt after (part of the time).
 */
export async function loadListings(db: Db, count: number, log: (m: string) => void): Promise<{ centers: Array<{ lat: number; lng: number }> }> {
  const centers = benchCenters(Math.ceil(count / PER_CENTER));
  const indexes = await rows<{ name: string; def: string }>(
    db,
    sql`SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename IN ('farms', 'farm_products', 'farm_near') AND indexname NOT LIKE '%_pkey'`,
  );
  for (const i of indexes) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${i.name}"`));

  const scheduleIds = new Map<string, number>();
  const window = windowAround(new Date());
  const r = rng(7);
  const source = generate(centers, count);
  for (let done = 0; done < count;) {
    const batch: GeneratedListing[] = [];
    for (let next = source.next(); !next.done; next = batch.length < BATCH ? source.next() : { done: true, value: undefined }) batch.push(next.value);
    const schedules = batch.map(scheduleOf);
    await ensureSchedules(db, schedules, scheduleIds, window);
    await insertBatch(
      db,
      batch,
      schedules.map((s) => (s ? scheduleIds.get(s.key)! : null)),
      r,
    );
    done += batch.length;
    if (done % 100_000 < BATCH) log(`  ${done.toLocaleString()} listings`);
  }

  log('  rebuilding indexes…');
  for (const i of indexes) await db.execute(sql.raw(i.def));
  log('  search vocabulary, map pyramid, statistics…');
  await db.execute(addSearchTermsOf(sql`true`));
  await rebuildMapCells(db);
  await db.execute(sql`VACUUM ANALYZE farms, farm_near, farm_products, farm_photos, farm_schedules, farm_open_intervals, farm_map_cells, farm_search_terms`);
  return { centers };
}

function* generate(centers: Array<{ lat: number; lng: number }>, count: number): Generator<GeneratedListing> {
  for (let c = 0, made = 0; made < count; c++) {
    const n = Math.min(PER_CENTER, count - made);
    yield* generateListingsAround(centers[c], n, 1000 + c, 40);
    made += n;
  }
}

async function ensureSchedules(db: Db, list: Array<Schedule | null>, ids: Map<string, number>, window: { from: Date; until: Date }) {
  const fresh = [...new Map(list.filter((s): s is Schedule => s !== null && !ids.has(s.key)).map((s) => [s.key, s])).values()];
  for (const s of fresh) {
    const [row] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO farm_schedules (key, opening_hours, time_zone, country, region, lat, lng, valid_from, valid_until)
          VALUES (${s.key}, ${s.openingHours}, ${s.timeZone}, ${s.country}, ${s.region}, ${s.lat}, ${s.lng}, ${window.from.toISOString()}, ${window.until.toISOString()})
          RETURNING id`,
    );
    ids.set(s.key, row.id);
    await storeIntervals(db, [{ id: row.id, schedule: s }], window.from, window.until);
  }
}

async function insertBatch(db: Db, batch: GeneratedListing[], scheduleIds: Array<number | null>, r: () => number) {
  // Ids first (identity sequence), so products can point at their listing without relying on row order.
  const ids = (
    await rows<{ id: number }>(db, sql`SELECT nextval(pg_get_serial_sequence('farms', 'id')) AS id FROM generate_series(1, ${lit(batch.length)})`)
  ).map((x) => x.id);
  const ratings = batch.map(() => (r() < 0.4 ? { avg: Math.round((3 + r() * 2) * 10) / 10, n: 1 + Math.floor(r() * 40) } : { avg: null, n: 0 }));
  const col = <T>(f: (l: GeneratedListing, i: number) => T) => arr(batch.map(f));
  // Products are marked at one instant per batch, so the card columns carry the same times as the products.
  const markedAt = new Date().toISOString();
  // Most listings have a photo (keys as the upload writes them; no files: the benchmark never serves images).
  // Chosen by id, not by `r`: the rest of the generated data stays what earlier runs loaded.
  const photoIds = ids.map((id) => ((id * 7919) % 100 < PHOTO_SHARE * 100 ? crypto.randomUUID() : null));
  const photoKey = (id: string, width: number) => `photos/${id.slice(0, 2)}/${id}-${id.replace(/-/g, '').slice(0, 16)}-${width}.webp`;
  const photoCol = (width: number) => arr(photoIds.map((id) => (id ? photoKey(id, width) : null)));
  await db.execute(
    sql`INSERT INTO farms (id, name, slug, kind, description, address, city, region, postal_code, country, lat, lng, time_zone, opening_hours,
                           categories, features, payment_methods, phone, status, verified, rating_avg, rating_count, schedule_id, search_tsv, available_products,
                           available_tsv, card_available, card_photo)
        OVERRIDING SYSTEM VALUE
        SELECT id, name, slug, kind, description, address, city, region, pc, 'US', lat, lng, tz, oh, string_to_array(cats, ','), string_to_array(feats, ','),
               string_to_array(pay, ','), phone, status, verified, rating, nrating, sid,
               fsf_search_tsv(name, kind || ' ' || replace(cats, ',', ' ') || ' ' || products, description), (string_to_array(avail, '|'))[1:6],
               to_tsvector('pg_catalog.english'::regconfig, replace(avail, '|', ' ')),
               -- As CARD_AVAILABLE_SQL and CARD_PHOTO_SQL build them (the generator's products are in position order).
               (SELECT coalesce(json_agg(json_build_object('name', a.n, 'updatedAt', ${markedAt}::timestamptz) ORDER BY a.o), '[]'::json)
                  FROM unnest(string_to_array(nullif(avail, ''), '|')) WITH ORDINALITY AS a(n, o) WHERE a.o <= 6),
               CASE WHEN pid IS NOT NULL THEN json_build_object('id', pid, 'alt', '', 'width', ${lit(PHOTO_SIZES.large)}, 'height', ${lit((PHOTO_SIZES.large * 3) / 4)},
                                                                'thumbKey', thumb, 'mediumKey', medium, 'largeKey', large) END
        FROM unnest(${arr(ids)}::bigint[], ${col((l) => l.name)}::text[], ${col((l) => slugify(l.name))}::text[], ${col((l) => l.kind)}::text[],
                    ${col((l) => l.description)}::text[], ${col((l) => l.address)}::text[], ${col((l) => l.city)}::text[], ${col((l) => l.region)}::text[],
                    ${col((l) => l.postalCode)}::text[], ${col((l) => l.lat)}::float8[], ${col((l) => l.lng)}::float8[], ${col((l) => l.timeZone)}::text[],
                    ${col((l) => l.openingHours)}::text[], ${col((l) => l.categories.join(','))}::text[], ${col((l) => l.features.join(','))}::text[],
                    ${col((l) => l.paymentMethods.join(','))}::text[], ${col((l) => l.phone)}::text[], ${col(() => (r() < 0.95 ? 'published' : 'draft'))}::text[],
                    ${col(() => r() < 0.3)}::bool[], ${col((_l, i) => ratings[i].avg)}::real[], ${col((_l, i) => ratings[i].n)}::int[],
                    ${arr(scheduleIds)}::bigint[], ${col((l) => l.products.map((p) => p.name).join(' '))}::text[],
                    ${col((l) =>
                      l.products
                        .filter((p) => p.available)
                        .map((p) => p.name)
                        .join('|'),
                    )}::text[], ${arr(photoIds)}::uuid[], ${photoCol(PHOTO_SIZES.thumb)}::text[], ${photoCol(PHOTO_SIZES.medium)}::text[],
                    ${photoCol(PHOTO_SIZES.large)}::text[])
             AS t(id, name, slug, kind, description, address, city, region, pc, lat, lng, tz, oh, cats, feats, pay, phone, status, verified, rating, nrating, sid, products, avail,
                  pid, thumb, medium, large)`,
  );
  const photos = photoIds.flatMap((id, i) => (id ? [{ id, farmId: ids[i] }] : []));
  await db.execute(sql`
    INSERT INTO farm_photos (id, farm_id, position, alt, width, height, thumb_key, medium_key, large_key, bytes)
    SELECT id, farm_id, 0, '', ${lit(PHOTO_SIZES.large)}, ${lit((PHOTO_SIZES.large * 3) / 4)}, thumb, medium, large, 180000
    FROM unnest(${arr(photos.map((p) => p.id))}::uuid[], ${arr(photos.map((p) => p.farmId))}::bigint[],
                ${arr(photos.map((p) => photoKey(p.id, PHOTO_SIZES.thumb)))}::text[], ${arr(photos.map((p) => photoKey(p.id, PHOTO_SIZES.medium)))}::text[],
                ${arr(photos.map((p) => photoKey(p.id, PHOTO_SIZES.large)))}::text[]) AS t(id, farm_id, thumb, medium, large)`);
  const products = batch.flatMap((l, i) => l.products.map((p, position) => ({ ...p, farmId: ids[i], position })));
  const pcol = <T>(f: (p: (typeof products)[number]) => T) => arr(products.map(f));
  await db.execute(sql`
    INSERT INTO farm_products (farm_id, name, category, available, price_cents, unit, position, available_updated_at)
    SELECT *, ${markedAt}::timestamptz FROM unnest(${pcol((p) => p.farmId)}::bigint[], ${pcol((p) => p.name)}::text[], ${pcol((p) => p.category)}::text[],
                         ${pcol((p) => p.available)}::bool[], ${pcol((p) => p.priceCents)}::int[], ${pcol((p) => p.unit)}::text[], ${pcol((p) => p.position)}::int[])`);
}
