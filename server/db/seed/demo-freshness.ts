import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import { CARD_AVAILABLE_SQL } from '../../modules/farms/hours/hours.repository.js';

/**
 * A realistic spread of freshness (docs/product.md §9) over demo listings, so every state shows: hours confirmed by the
 * farmer days ago, by a visitor, months ago, from an old import, and never; products marked available minutes
 * to days ago, a few "not confirmed lately". Deterministic by position, so a demo looks the same every time.
 * `owned`: listings a demo farmer owns, given one of each level so the dashboard asks about the old ones.
 */
const PATTERN: Array<{ days: number | null; by: 'owner' | 'visitor' | 'import' | null }> = [
  { days: 2, by: 'owner' },
  { days: 5, by: 'visitor' },
  { days: 12, by: 'owner' },
  { days: 75, by: 'owner' },
  { days: 140, by: 'import' },
  { days: 420, by: 'import' },
  { days: null, by: null },
];
const OWNED = [PATTERN[0], PATTERN[3], { days: 260, by: 'owner' as const }];

export async function seedDemoFreshness(tx: DbOrTx, ids: number[], owned: number[] = []) {
  const ownedLeft = [...OWNED];
  const rows = ids.map((id, k) => ({ id, ...(owned.includes(id) ? (ownedLeft.shift() ?? PATTERN[0]) : PATTERN[k % PATTERN.length]) }));
  await tx.execute(sql`
    UPDATE farms f SET hours_confirmed_at = CASE WHEN v.days IS NULL THEN NULL ELSE now() - make_interval(days => v.days) - make_interval(hours => (v.id % 9)::int) END,
                       hours_confirmed_by = v.by
      FROM unnest(${sql.param(rows.map((r) => r.id))}::bigint[], ${sql.param(rows.map((r) => r.days))}::int[], ${sql.param(rows.map((r) => r.by))}::text[]) AS v(id, days, by)
     WHERE f.id = v.id`);
  // Products: said minutes to days ago (hash of the product's id), one in five weeks ago; mostly by the farmer where
  // there is one. A listing nobody has claimed has no farmer to say anything: its stock is what visitors reported.
  await tx.execute(sql`
    WITH p AS (SELECT fp.id, abs(hashtext(fp.id::text)) AS h, f.owner_id IS NOT NULL AS owned
                 FROM farm_products fp JOIN farms f ON f.id = fp.farm_id WHERE fp.farm_id = ANY(${sql.param(ids)}::bigint[]))
    UPDATE farm_products fp SET
      available_updated_at = now() - CASE WHEN p.h % 5 = 0 THEN make_interval(days => 15 + p.h % 20) ELSE make_interval(mins => 20 + p.h % 4000) END,
      available_source = CASE WHEN p.h % 7 = 0 OR NOT p.owned THEN 'visitor' ELSE 'farmer' END
      FROM p WHERE fp.id = p.id`);
  await tx.execute(sql`
    UPDATE farms f SET stock_updated_at = (SELECT max(available_updated_at) FROM farm_products p WHERE p.farm_id = f.id),
                       card_available = ${CARD_AVAILABLE_SQL}
     WHERE f.id = ANY(${sql.param(ids)}::bigint[])`);
}
