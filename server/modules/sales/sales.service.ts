import type { Sale, SaleInput } from '@common/schemas/sales.js';
import type { SaleLine, StandSaleRow } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { withValues } from '../../lib/errors.js';
import { networkKey } from '../../lib/client-network.js';
import { limit } from '../../lib/rate-limit.js';
import { setAvailability } from '../farms/availability.js';
import { standStockService, type StandDevice } from '../stand-stock/stand-stock.service.js';
import { salesRepository } from './sales.repository.js';

/** Refuted sales from one device, or one network, past which its sales stop moving stock (issue 33 point 5). */
export const REFUTED_DEVICE_MAX = 3;
export const REFUTED_NETWORK_MAX = 10;

export const presentSale = (row: StandSaleRow): Sale => ({
  id: row.id,
  items: row.items,
  priceTotalCents: row.priceTotalCents,
  saidPaidCents: row.saidPaidCents,
  method: row.method as Sale['method'],
  createdAt: row.createdAt.toISOString(),
  refuted: row.refutedAt !== null,
});

/**
 * The honor-box checkout (issue 33 point 3, decision 064): a shopper at the stand records what they took and how they
 * said they paid. The sign's token is the credential, as for stock marks, and the same allowances are spent. A product
 * counted by the farmer goes down, and marks itself sold out at 0 (through setAvailability: history, followers).
 */
export function salesService(db: Db, appOrigin: string) {
  const stands = standStockService(db, appOrigin);
  return {
    /**
     * Records a sale once per Idempotency-Key; `replayed` when the phone had already sent it. `now` is when it was made
     * (the demo seeds a week of sales, server/db/seed/demo-sales.ts).
     */
    async record(
      farmId: number,
      token: string,
      key: string,
      input: SaleInput,
      from: StandDevice,
      now = new Date(),
    ): Promise<{ sale: Sale; replayed: boolean }> {
      const known = await salesRepository(db).byKey(farmId, key);
      if (known) return { sale: presentSale(known), replayed: true };
      await limit(db, 'standDevice', from.device);
      await limit(db, 'standNetwork', networkKey(from.ip));
      await stands.signedListing(db, farmId, token);
      await limit(db, 'standListing', String(farmId));
      return db.transaction(async (tx) => {
        await stands.signedListing(tx, farmId, token);
        const repo = salesRepository(tx);
        const wanted = new Map<string, number>();
        for (const i of input.items) wanted.set(i.productId, (wanted.get(i.productId) ?? 0) + i.quantity);
        const products = await repo.lockProducts(farmId, [...wanted.keys()]);
        const lines: SaleLine[] = [];
        for (const [productId, quantity] of wanted) {
          const p = products.find((x) => x.id === productId);
          if (!p) throw badRequest('errors:sales.unknownProduct');
          const notForSale = withValues('errors:sales.notForSale', { name: p.name });
          if (!p.available || p.priceCents === null) throw badRequest(notForSale);
          const notEnough = withValues('errors:sales.notEnough', { left: p.quantityOnHand ?? 0, name: p.name });
          if (p.quantityOnHand !== null && quantity > p.quantityOnHand) throw badRequest(notEnough);
          lines.push({ productId, name: p.name, quantity, priceCents: p.priceCents, unit: p.unit });
        }
        const priceTotalCents = lines.reduce((sum, l) => sum + l.quantity * l.priceCents, 0);
        const row = await repo.insert({
          farmId,
          idempotencyKey: key,
          items: lines,
          priceTotalCents,
          saidPaidCents: input.saidPaidCents,
          method: input.method,
          device: from.device,
          network: networkKey(from.ip),
          createdAt: now,
        });
        // Sent twice at once: the other request wrote it; this one answers with that sale and moves no stock.
        if (!row) {
          const other = await salesRepository(db).byKey(farmId, key);
          if (!other) throw new HttpError(409, 'errors:sales.key');
          return { sale: presentSale(other), replayed: true };
        }
        // A device or network whose sales the farmer keeps refuting still records sales (the farmer sees them) but
        // moves no stock (point 5).
        const refuted = await repo.refutedFrom(from.device, networkKey(from.ip));
        if (refuted.device < REFUTED_DEVICE_MAX && refuted.network < REFUTED_NETWORK_MAX) {
          const soldOut: string[] = [];
          for (const l of lines) if ((await repo.countDown(l.productId, l.quantity)) === 0) soldOut.push(l.productId);
          if (soldOut.length)
            await setAvailability(
              tx,
              farmId,
              soldOut.map((productId) => ({ productId, available: false })),
              { source: 'sign', userId: null },
            );
        }
        return { sale: presentSale(row), replayed: false };
      });
    },
  };
}
