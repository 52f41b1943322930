import type { AvailabilitySource } from '@common/schemas/stand-stock.js';
import type { FarmProductRow } from '../../db/schema/index.js';
import { announceAvailable } from '../messages/fanout.js';
import { msg } from '@common/i18n/keys.js';
import { withValues } from '../../lib/errors.js';
import { notify } from '../notifications/notify.js';
import { queueProductAlerts } from '../alerts/alerts.job.js';
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

// Keys, not words: the owner is told in their own language (notify says them).
const SOURCE_WORDS: Record<AvailabilityActor['source'], string> = {
  farmer: msg('push:soldOut.byFarmer'),
  visitor: msg('push:soldOut.byVisitor'),
  sign: msg('push:soldOut.bySign'),
};

/**
 * "Product availability changed": the one place every writer (the farmer's toggle, visitors' "had it / sold
 * out", the stand's sign) sets a product's availability, in the caller's transaction. It records when and by
 * whom (a "had it" that confirms what was already so counts as fresh news too), keeps the listing's derived
 * columns, writes the farmer's history, and tells whoever must hear: followers when the stand itself marks a
 * product available again, alerts around the listing, the farmer when someone else marks one sold out.
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

async function tell(tx: DbOrTx, farmId: number, farm: { ownerId: string | null; name: string }, change: AvailabilityChange, actor: AvailabilityActor) {
  // A visitor's word is not the stand's: followers and alerts hear news from the farmer or the stand's own sign.
  if (actor.source !== 'visitor' && actor.announce !== false) for (const product of change.becameAvailable) await announceAvailable(tx, farmId, product);
  if (actor.source !== 'visitor') {
    // Every "available" the stand says counts for alerts (they fire once a day per listing, whatever repeats).
    const marked = change.products.filter((p) => p.available).map((p) => p.id);
    if (marked.length) await queueProductAlerts(tx, { farmId, productIds: marked, actorId: actor.userId });
  }
  if (actor.source !== 'farmer' && farm.ownerId && change.becameSoldOut.length) {
    const names = change.becameSoldOut.map((p) => p.name).join(', ');
    await notify(tx, {
      userId: farm.ownerId,
      type: 'stand_sold_out',
      title: withValues('push:soldOut.title', { products: names, farm: farm.name }),
      body: withValues('push:soldOut.body', { by: SOURCE_WORDS[actor.source] }),
      // Today's stock for that stand: where the farmer confirms it or switches it back (issue 34, point 4).
      url: `/stock?id=${farmId}`,
      // Folds while unread: a busy afternoon is one notification that keeps the latest news.
      data: { key: `sold-out:${farmId}` },
    });
  }
}
