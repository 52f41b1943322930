/** The batch write of an import (its SQL): one transaction per batch of listings and their products. */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { farmProducts, farms } from '../../db/schema/index.js';
import { arr, rows, type DbOrTx } from '../farms/sql.js';
import { slugify } from './fields.js';
import type { ImportFormat, ImportedListing } from './listing.js';

export interface BatchResult {
  created: number;
  updated: number;
  /** Rows matching a listing a farmer has claimed: left as the farmer keeps it. */
  skipped: number;
  /** Listings whose fields or products changed: only these need their derived data (hours, search, map) redone. */
  changedIds: number[];
}

// The columns an import owns. Status, owner, verification, ratings and description stay as they are,
// so a re-import never republishes a listing an admin suspended or overwrites a farmer's words.
const OWNED = [
  'name',
  'slug',
  'kind',
  'address',
  'city',
  'region',
  'postalCode',
  'country',
  'lat',
  'lng',
  'timeZone',
  'openingHours',
  'categories',
  'features',
  'paymentMethods',
  'paymentDetails',
  'phone',
  'website',
  'email',
] as const;
// What an import writes into a new listing: the fields it owns, and where the listing came from.
const INSERTED = [...OWNED, 'source', 'externalId', 'ownerId', 'status', 'hoursConfirmedAt', 'hoursConfirmedBy'] as const;
const column = (key: (typeof INSERTED)[number]) => `"${farms[key].name}"`;
const excluded = (key: (typeof OWNED)[number]) => sql.raw(`excluded.${column(key)}`);
const current = (key: (typeof OWNED)[number]) => sql.raw(`"farms".${column(key)}`);
const changed = sql`(${sql.join(OWNED.map(current), sql`, `)}) IS DISTINCT FROM (${sql.join(OWNED.map(excluded), sql`, `)})`;
// The source's check date replaces the stored confirmation when the hours changed (the old confirmation was of
// other hours), when there was none, or when it is newer; a visitor's later confirmation of the same hours stays.
const sourceConfirmationWins = sql`("farms"."opening_hours" IS DISTINCT FROM excluded.opening_hours OR "farms"."hours_confirmed_at" IS NULL
  OR excluded.hours_confirmed_at > "farms"."hours_confirmed_at")`;
const set = sql.raw(OWNED.map((k) => `${column(k)} = excluded.${column(k)}`).join(', '));
const insertedColumns = sql.raw(INSERTED.map(column).join(', '));

/**
 * Writes one batch in one transaction: INSERT … ON CONFLICT (source, external_id) DO UPDATE, where `xmax = 0` tells
 * a fresh row from an updated one. updated_at only moves when a field changed, so "updated 2 h ago" stays true after
 * re-importing an unchanged file. Listings with an owner are claimed and not touched. Concurrent imports of one
 * source take turns (no deadlocks between batches). The batch travels as one JSON parameter (json_populate_recordset
 * types each field as its column): drizzle's multi-row VALUES spent seconds of an import composing 24 parameters
 * per listing.
 */
export async function writeBatch(db: Db, source: ImportFormat, listings: ImportedListing[]): Promise<BatchResult> {
  if (listings.length === 0) return { created: 0, updated: 0, skipped: 0, changedIds: [] };
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('farm_import'), hashtext(${source}))`);
    const records = listings.map(({ products: _products, hoursCheckedAt, tapToPay, ...l }) => {
      const row: Record<(typeof INSERTED)[number], unknown> = {
        ...l,
        // Sources name no handles: only "tap to pay" (OSM payment:contactless). An empty object reads as no details
        // (paymentDetailsOf), and keeps re-imports of unchanged rows unchanged.
        paymentDetails: tapToPay ? { tapToPay: true } : {},
        slug: slugify(l.name),
        source,
        ownerId: null,
        status: 'published',
        hoursConfirmedAt: hoursCheckedAt,
        hoursConfirmedBy: hoursCheckedAt ? 'import' : null,
      };
      return Object.fromEntries(INSERTED.map((k) => [farms[k].name, row[k]]));
    });
    // updated_at is now() (the transaction's start) exactly when the row is new or one of its fields changed.
    const written = await rows<{ id: number; externalId: string; inserted: boolean; changed: boolean }>(
      tx,
      sql`INSERT INTO farms (${insertedColumns})
          SELECT ${insertedColumns} FROM json_populate_recordset(NULL::farms, ${JSON.stringify(records)}::json)
          ON CONFLICT (source, external_id) DO UPDATE SET ${set},
            updated_at = CASE WHEN ${changed} THEN now() ELSE "farms"."updated_at" END,
            hours_confirmed_at = CASE WHEN ${sourceConfirmationWins} THEN excluded.hours_confirmed_at ELSE "farms"."hours_confirmed_at" END,
            hours_confirmed_by = CASE WHEN ${sourceConfirmationWins} THEN excluded.hours_confirmed_by ELSE "farms"."hours_confirmed_by" END
          WHERE "farms"."owner_id" IS NULL
          RETURNING id, external_id AS "externalId", (xmax = 0) AS inserted, (updated_at = now()) AS changed`,
    );

    // Products: keep the ones still offered (their ids and any edits), add new ones, drop the rest.
    const byExternal = new Map(listings.map((l) => [l.externalId, l]));
    const ids = written.map((w) => w.id);
    const existing = ids.length
      ? await tx
          .select({ id: farmProducts.id, farmId: farmProducts.farmId, name: farmProducts.name })
          .from(farmProducts)
          .where(inArray(farmProducts.farmId, ids))
      : [];
    const have = new Set(existing.map((p) => productKey(p.farmId, p.name)));
    const wanted = new Set<string>();
    const toInsert: NewProduct[] = [];
    for (const w of written) {
      for (const [position, p] of (byExternal.get(w.externalId!)?.products ?? []).entries()) {
        const key = productKey(w.id, p.name);
        wanted.add(key);
        if (!have.has(key)) toInsert.push({ farmId: w.id, name: p.name, category: p.category, position });
      }
    }
    const stale = existing.filter((p) => !wanted.has(productKey(p.farmId, p.name)));
    if (stale.length)
      await tx.delete(farmProducts).where(
        inArray(
          farmProducts.id,
          stale.map((p) => p.id),
        ),
      );
    await insertImportedProducts(tx, toInsert);

    const productsChanged = new Set([...stale.map((p) => p.farmId), ...toInsert.map((p) => p.farmId)]);
    const changedIds = written.filter((w) => w.changed || productsChanged.has(w.id)).map((w) => w.id);
    const created = written.filter((w) => w.inserted).length;
    return { created, updated: written.length - created, skipped: listings.length - written.length, changedIds };
  });
}

/** A listing's product as an import matches it: by name, whatever its case. */
const productKey = (farmId: number, name: string) => `${farmId}|${name.toLowerCase()}`;

interface NewProduct {
  farmId: number;
  name: string;
  category: string;
  position: number;
}

/**
 * Adds imported products, each column as one array parameter (unnest): a file's first import adds about a dozen
 * products per listing (100,000 for the USDA directory), and a multi-row INSERT built by drizzle spent 4–5 s of a
 * 30 s import composing its 13 columns × 100,000 rows of parameters and DEFAULTs. Imported offers are not "in stock
 * today": available stays false until someone says so.
 */
async function insertImportedProducts(tx: DbOrTx, products: NewProduct[]) {
  if (products.length === 0) return;
  await tx.execute(sql`INSERT INTO farm_products (farm_id, name, category, position, available, available_source)
    SELECT p.farm_id, p.name, p.category, p.position, false, 'import'
    FROM unnest(${arr(products.map((p) => p.farmId))}::bigint[], ${arr(products.map((p) => p.name))}::text[],
                ${arr(products.map((p) => p.category))}::text[], ${arr(products.map((p) => p.position))}::int[])
         AS p(farm_id, name, category, position)`);
}
