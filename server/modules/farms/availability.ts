import type { AvailabilitySource } from '@common/schemas/stand-stock.js';
import type { FarmProductRow } from '../../db/schema/index.js';
import { publish } from '../../lib/events/index.js';
import { availabilityRepository } from './availability.repository.js';
import type { DbOrTx } from './sql.js';

export interface AvailabilityMark {
  productId: string;
  available: boolean;
}

/** Who set it: the listing's farmer, a signed-in visitor, or anyone at the stand through its sign. */
export interface AvailabilityActor {
  source: Exclude<AvailabilitySource, 'import'>;
  userId: string | null;
  /** False when the change comes with its own news (a bulk message to followers that marks products). */
  announce?: boolean;
}

export interface AvailabilityChange {
  products: FarmProductRow[];
  /** Product ids that are not on this listing. */
  skipped: string[];
  becameAvailable: FarmProductRow[];
  becameSoldOut: FarmProductRow[];
}

/**
 * "Product availability changed": the one place every writer (the farmer's toggle, visitors' "had it / sold
 * out", the stand's sign) sets a product's availability, in the caller's transaction. It records when and by
 * whom (a "had it" that confirms what was already so counts as fresh news too), keeps the listing's derived
 * columns, writes the farmer's history, and announces what became available or sold out (`tell`).
 */
export async function setAvailability(tx: DbOrTx, farmId: number, marks: AvailabilityMark[], actor: AvailabilityActor): Promise<AvailabilityChange> {
  const wanted = new Map(marks.map((m) => [m.productId, m.available]));
  const ids = [...wanted.keys()];
  const repo = availabilityRepository(tx);
  const before = ids.length ? await repo.lockProducts(farmId, ids) : [];
  const change: AvailabilityChange = { products: [], skipped: ids.filter((id) => !before.some((p) => p.id === id)), becameAvailable: [], becameSoldOut: [] };
  if (before.length === 0) return change;

  for (const product of before) {
    const available = wanted.get(product.id)!;
    // The product's own "updated" date is the farmer's: others only vouch for its availability.
    const row = await repo.markProduct(product.id, available, actor.source);
    change.products.push(row);
    if (available && !product.available) change.becameAvailable.push(row);
    if (!available && product.available) change.becameSoldOut.push(row);
  }
  await repo.recordStockChanges(
    change.products.map((p) => ({
      farmId,
      productId: p.id,
      productName: p.name,
      available: p.available,
      changed: before.find((b) => b.id === p.id)!.available !== p.available,
      source: actor.source,
      userId: actor.userId,
    })),
  );
  const farm = await repo.restampListing(farmId, actor.source === 'farmer');
  await tell(tx, farmId, farm, change, actor);
  return change;
}

/**
 * Announces the change (the listeners decide who hears: followers and alerts in server/modules/messages and alerts,
 * the farmer in notifications; decision 058).
 */
async function tell(tx: DbOrTx, farmId: number, farm: { ownerId: string | null; name: string }, change: AvailabilityChange, actor: AvailabilityActor) {
  const marked = change.products.filter((p) => p.available).map((p) => p.id);
  const named = (rows: FarmProductRow[]) => rows.map((p) => ({ id: p.id, name: p.name }));
  const by = { farmId, source: actor.source, actorId: actor.userId };
  if (marked.length) {
    await publish(tx, 'listing.productsAvailable', { ...by, marked, becameAvailable: named(change.becameAvailable), announce: actor.announce !== false });
  }
  if (change.becameSoldOut.length) {
    await publish(tx, 'listing.productsSoldOut', { ...by, farmName: farm.name, ownerId: farm.ownerId, products: named(change.becameSoldOut) });
  }
}
