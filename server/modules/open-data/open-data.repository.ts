import { FRESHNESS } from '@common/freshness.js';
import type { Db } from '../../db/client.js';

export interface ListingFacts {
  id: number;
  source: string | null;
  hours_confirmed_at: Date | null;
  hours_confirmed_by: 'owner' | 'visitor' | 'import' | null;
  stock_updated_at: Date | null;
}

/** Where each listing came from and how fresh it is, for answers (the map, in season) whose rows do not carry it. */
export async function factsByIds(db: Db, ids: number[]): Promise<Map<number, ListingFacts>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.$client.query<ListingFacts>(
    `SELECT id::int AS id, source, hours_confirmed_at, hours_confirmed_by, stock_updated_at FROM farms WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

export interface ExportRow extends ListingFacts {
  name: string;
  kind: string;
  address: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  lat: number;
  lng: number;
  time_zone: string;
  opening_hours: string | null;
  categories: string[];
  features: string[];
  payment_methods: string[];
  payment_details: unknown;
  phone: string | null;
  website: string | null;
  /** In the farmer's order, as v1's listing detail names them (decision 036). */
  products: ExportProduct[];
  updated_at: Date;
}
export interface ExportProduct {
  name: string;
  category: string;
  available: boolean;
  availableUpdatedAt: string;
  availableSource: 'farmer' | 'visitor' | 'sign' | 'import';
}

/**
 * Every published listing in id order, a batch at a time (keyset: `id > last`), so an export of a million rows
 * holds one batch in memory. Products come with each batch, in the farmer's order. Email addresses are never
 * read: they are not part of the open data (decision 036).
 */
export async function* publishedListings(db: Db, batchSize = 500): AsyncGenerator<ExportRow[]> {
  let after = 0;
  for (;;) {
    const { rows } = await db.$client.query<ExportRow>(
      `SELECT f.id::int AS id, f.name, f.kind, f.address, f.city, f.region, f.postal_code, f.country, f.lat, f.lng, f.time_zone,
              f.opening_hours, f.categories, f.features, f.payment_methods, f.payment_details, f.phone, f.website, f.source,
              f.hours_confirmed_at, f.hours_confirmed_by, f.stock_updated_at, f.updated_at,
              coalesce(p.products, '[]') AS products
         FROM farms f
         LEFT JOIN LATERAL (
           SELECT json_agg(json_build_object('name', name, 'category', category, 'available', available,
                    'availableUpdatedAt', to_char(available_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                    'availableSource', available_source) ORDER BY position, name) AS products
             FROM farm_products WHERE farm_id = f.id
         ) p ON true
        WHERE f.status = 'published' AND f.id > $1
        ORDER BY f.id
        LIMIT $2`,
      [after, batchSize],
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    after = Number(rows[rows.length - 1].id);
  }
}

/**
 * What the exports are made of, in one short row: how many listings are published, and one order-free hash over each
 * one's id, the times every write of its exported fields moves (updated_at; stock_updated_at for its products'
 * availability; hours_confirmed_at/by) and its freshness level at `now` (which changes with time alone). A listing
 * changed, added, hidden or aged into another level changes it; reading it does not read the listings' products.
 */
export async function exportFingerprint(db: Db, now: Date): Promise<{ count: number; hash: string }> {
  const { rows } = await db.$client.query<{ count: number; hash: string }>(
    `SELECT count(*)::int AS count,
            coalesce(bit_xor(hashtextextended(concat_ws('|', id, updated_at, stock_updated_at, hours_confirmed_at, hours_confirmed_by,
              CASE WHEN hours_confirmed_at >= $1::timestamptz - make_interval(days => $2) THEN 0
                   WHEN hours_confirmed_at >= $1::timestamptz - make_interval(days => $3) THEN 1 ELSE 2 END), 0)), 0)::text AS hash
       FROM farms
      WHERE status = 'published'`,
    [now, FRESHNESS.freshDays, FRESHNESS.agingDays],
  );
  return rows[0];
}
