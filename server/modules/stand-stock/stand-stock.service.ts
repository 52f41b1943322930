import type { SignInfo, StandProduct, StandStock, StockHistoryPage, StockMarkInput } from '@common/schemas/stand-stock.js';
import type { Db } from '../../db/client.js';
import type { PaymentMethodId } from '@common/farms/catalog.js';
import { paymentDetailsOf } from '@common/schemas/payments.js';
import { msg } from '@common/i18n/keys.js';
import type { FarmProductRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../lib/cursor.js';
import { forbidden, HttpError, notFound } from '../../lib/errors.js';
import { networkKey } from '../../lib/client-network.js';
import { limit } from '../../lib/rate-limit.js';
import { setAvailability } from '../farms/availability.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { farmsRepository } from '../farms/listings.service.js';
import type { DbOrTx } from '../farms/sql.js';
import type { Language } from '../../lib/i18n.js';
import { signPdf, type Paper } from './sign-pdf.js';
import { standStockPolicy } from './stand-stock.policy.js';
import { standStockRepository } from './stand-stock.repository.js';

const NO_LISTING = msg('errors:standStock.noListing');
/** What the stock page says for a link that is not (or no longer) a sign's: plainly, to someone at a stand. */
export const BAD_SIGN = msg('errors:standStock.badSign');
export const OLD_SIGN = msg('errors:standStock.oldSign');

/** Who is marking stock at the stand: their device (a cookie, or their network without one) and network. */
export interface StandDevice {
  device: string;
  ip: string;
}

const presentProduct = (p: FarmProductRow): StandProduct => ({
  id: p.id,
  name: p.name,
  available: p.available,
  availableUpdatedAt: p.availableUpdatedAt.toISOString(),
  availableSource: p.availableSource,
  priceCents: p.priceCents,
  unit: p.unit,
  quantityOnHand: p.quantityOnHand,
});

/**
 * Self-service (honor-box) stands (docs/product.md §9): the farmer prints a sign whose QR code opens the stand's stock
 * page; anyone there marks products in stock or sold out, no account needed. The token is the credential;
 * replacing it retires every sign printed before.
 */
export function standStockService(db: Db, appOrigin: string) {
  const infoOf = (row: { farmId: number; token: string; createdAt: Date }): SignInfo => ({
    url: `${appOrigin}/farm/${row.farmId}/stock/${row.token}`,
    createdAt: row.createdAt.toISOString(),
  });

  async function managed(tx: DbOrTx, user: Actor, farmId: number) {
    const farm = await farmsRepository(tx).find(farmId);
    if (!farm || !farmPolicy.see(user, farm)) throw notFound(NO_LISTING);
    if (!standStockPolicy.manage(user, farm)) throw forbidden('errors:standStock.ownerOnly');
    return farm;
  }

  /** The listing behind a sign's token, or why the link does not work. */
  async function signed(tx: DbOrTx, farmId: number, token: string) {
    const sign = await standStockRepository(tx).byToken(token);
    if (!sign || sign.farmId !== farmId) throw notFound(BAD_SIGN);
    if (sign.retiredAt) throw new HttpError(410, OLD_SIGN);
    const farm = await farmsRepository(tx).find(farmId);
    if (!farm || farm.status !== 'published') throw notFound('errors:standStock.notListed');
    return farm;
  }

  return {
    /** The listing behind a sign's token, or the stock page's own 404/410 (honor-box sales use it too). */
    signedListing: signed,

    async sign(user: Actor, farmId: number, paper: Paper, lang: Language = 'en'): Promise<{ pdf: Buffer; filename: string }> {
      await limit(db, 'signPrints', user.id);
      const farm = await managed(db, user, farmId);
      const sign = await standStockRepository(db).currentOrCreate(farmId);
      const pdf = await signPdf({ name: farm.name, url: infoOf(sign).url, paper, lang });
      return { pdf, filename: `${farm.slug || 'stand'}-sign-${paper}.pdf` };
    },

    async signInfo(user: Actor, farmId: number): Promise<SignInfo> {
      await managed(db, user, farmId);
      return infoOf(await standStockRepository(db).currentOrCreate(farmId));
    },

    async rotate(user: Actor, farmId: number): Promise<SignInfo> {
      await limit(db, 'signRotations', user.id);
      return db.transaction(async (tx) => {
        await farmsRepository(tx).findForUpdate(farmId); // one rotation at a time per listing
        await managed(tx, user, farmId);
        return infoOf(await standStockRepository(tx).rotate(farmId));
      });
    },

    async history(user: Actor, farmId: number, query: { limit: number; cursor?: string }): Promise<StockHistoryPage> {
      await managed(db, user, farmId);
      const offset = query.cursor ? decodeOffsetCursor(query.cursor) : 0;
      const rows = await standStockRepository(db).history(farmId, offset, query.limit + 1);
      return {
        items: rows.slice(0, query.limit).map(({ change, by }) => ({
          id: change.id,
          productName: change.productName,
          available: change.available,
          changed: change.changed,
          source: change.source,
          by: change.source === 'sign' ? null : by,
          at: change.createdAt.toISOString(),
        })),
        nextCursor: rows.length > query.limit ? encodeOffsetCursor(offset + query.limit) : null,
      };
    },

    /** The stock page at the stand: its name and products, from the sign's token alone. */
    async stock(farmId: number, token: string): Promise<StandStock> {
      const farm = await signed(db, farmId, token);
      const products = await standStockRepository(db).products(farmId);
      // The stand's ways to pay travel with the page, so the checkout works from the cache with no signal (issue 33).
      return {
        farm: { id: farm.id, name: farm.name, paymentMethods: farm.paymentMethods as PaymentMethodId[], payment: paymentDetailsOf(farm.paymentDetails) },
        products: products.map(presentProduct),
      };
    },

    async mark(farmId: number, token: string, input: StockMarkInput, from: StandDevice): Promise<StandProduct> {
      await limit(db, 'standDevice', from.device);
      await limit(db, 'standNetwork', networkKey(from.ip));
      // Only someone with the sign's code spends the listing's own allowance.
      await signed(db, farmId, token);
      await limit(db, 'standListing', String(farmId));
      return db.transaction(async (tx) => {
        await signed(tx, farmId, token);
        const { products } = await setAvailability(tx, farmId, [input], { source: 'sign', userId: null });
        if (!products[0]) throw notFound('errors:standStock.productGone');
        return presentProduct(products[0]);
      });
    },
  };
}
