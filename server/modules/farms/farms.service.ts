import { msg } from '@common/i18n/keys.js';
import type { FarmDetail, FarmPatch, Product } from '@common/schemas/farms.js';
import type { Db } from '../../db/client.js';
import type { FarmRow } from '../../db/schema/index.js';
import type { Actor, Subject } from '../../lib/actor.js';
import { forbidden, notFound, withValues } from '../../lib/errors.js';
import { publish } from '../../lib/events/index.js';
import { limit } from '../../lib/rate-limit.js';
import { photosForFarms } from '../photos/listing-photos.service.js';
import { farmPolicy } from './farms.policy.js';
import { presentDetail, presentProduct } from './farms.presenter.js';
import { farmsRepository } from './farms.repository.js';
import { setAvailability } from './availability.js';
import { assertPublishable, farmWrite, fieldsOf, productWrites, type FarmInputValue } from './listing-input.js';
import { refreshMapCells } from './map/map-cells.repository.js';
import { refreshOpenIntervals } from './hours/open-intervals.js';
import type { DbOrTx } from './sql.js';

const NOT_FOUND = msg('errors:farms.noListing');
const NOT_YOURS = msg('errors:farms.notYours');
export const FARMERS_ONLY = msg('errors:farms.farmersOnly');

const PUBLISHING = msg('errors:auth.verifyTo.publishListings');
/**
 * Listing reads and writes, on input the route's schema has already validated. Each write: transaction →
 * lock the row → authorize → write → refresh what is derived (open intervals, search document, map counts)
 * in the same transaction.
 */
export function farmsService(db: Db) {
  async function loadForChange(tx: DbOrTx, user: Subject, id: number): Promise<FarmRow> {
    const farm = await farmsRepository(tx).findForUpdate(id);
    if (!farm) throw notFound(NOT_FOUND);
    if (!farmPolicy.edit(user, farm)) throw forbidden(NOT_YOURS);
    return farm;
  }

  async function detail(user: Subject | null, id: number, now = new Date()): Promise<FarmDetail> {
    const repo = farmsRepository(db);
    const farm = await repo.find(id);
    if (!farm || !farmPolicy.see(user, farm)) throw notFound(NOT_FOUND);
    const [products, photos, owner] = await Promise.all([repo.products(id), photosForFarms(db, [id]), repo.owner(farm.ownerId)]);
    return presentDetail(farm, { at: now, products, photos: photos.get(id) ?? [], owner, canEdit: farmPolicy.edit(user, farm) });
  }

  return {
    detail,

    async create(user: Actor, input: FarmInputValue): Promise<FarmDetail> {
      if (!farmPolicy.create(user)) throw forbidden(FARMERS_ONLY);
      const { products, ...fields } = input;
      // Counted once the input is valid: what is limited is listings made, each holding rows and photos.
      await limit(db, 'listingsCreate', user.id);
      const values = farmWrite(fields);
      const id = await db.transaction(async (tx) => {
        const repo = farmsRepository(tx);
        const newId = await repo.insert({ ...values, ownerId: user.id, status: 'draft' });
        await publish(tx, 'listing.created', { farmId: newId, ownerId: user.id });
        if (products?.length) await repo.replaceProducts(newId, productWrites(products, []), []);
        if (values.openingHours) await repo.confirmHours(newId);
        await refreshOpenIntervals(tx, [newId]);
        return newId;
      });
      return detail(user, id);
    },

    /** PUT: every field; the products list too when given (replace by id). */
    async replace(user: Actor, id: number, input: FarmInputValue): Promise<FarmDetail> {
      const { products, ...fields } = input;
      await db.transaction(async (tx) => {
        const farm = await loadForChange(tx, user, id);
        await write(tx, user, farm, fields, products, { hoursSaved: true });
      });
      return detail(user, id);
    },

    /** PATCH: the fields sent, merged onto the listing and validated as a whole; status changes too. */
    async patch(user: Actor, id: number, input: FarmPatch): Promise<FarmDetail> {
      const { products, status, ...patch } = input;
      await db.transaction(async (tx) => {
        const farm = await loadForChange(tx, user, id);
        // A published listing is something people drive to: its owner proved their address (issue 29 point 3).
        if (status === 'published' && farm.status !== 'published' && !farmPolicy.publish(user)) {
          throw forbidden(withValues('errors:auth.verifyFirst', { action: PUBLISHING }));
        }
        if (status && status !== farm.status && !farmPolicy.setStatus(user, farm, status)) {
          const refusal = farm.status === 'suspended' ? msg('errors:farms.suspendedByAdmin') : msg('errors:farms.onlyAdminsSuspend');
          throw forbidden(refusal);
        }
        await write(tx, user, { ...farm, status: status ?? farm.status }, { ...fieldsOf(farm), ...patch }, products, {
          hoursSaved: input.openingHours !== undefined,
        });
        if (status === 'published' && farm.status !== 'published') await publish(tx, 'listing.published', { farmId: farm.id, ownerId: farm.ownerId });
      });
      return detail(user, id);
    },

    async remove(user: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const farm = await loadForChange(tx, user, id);
        await farmsRepository(tx).delete(id);
        if (farm.mapCell !== null) await refreshMapCells(tx, [farm.mapCell]);
        await publish(tx, 'listing.changed', { farmId: id, removed: true });
      });
    },

    /** The farmer's one-tap "available today". */
    async setProductAvailability(user: Actor, id: number, productId: string, { available }: { available: boolean }): Promise<Product> {
      const product = await db.transaction(async (tx) => {
        await loadForChange(tx, user, id);
        const { products } = await setAvailability(tx, id, [{ productId, available }], { source: 'farmer', userId: user.id });
        return products[0] ?? null;
      });
      if (!product) throw notFound('errors:farms.productNotOnListing');
      return presentProduct(product);
    },
  };
}

/**
 * An editor save. The owner saving hours vouches for them (docs/product.md §9: freshness); products the save made
 * available tell the alerts around the listing (the job ignores unpublished listings).
 */
async function write(
  tx: DbOrTx,
  actor: Subject,
  farm: FarmRow,
  fields: ReturnType<typeof fieldsOf>,
  products: Parameters<typeof productWrites>[0] | undefined,
  { hoursSaved }: { hoursSaved: boolean },
) {
  const repo = farmsRepository(tx);
  if (farm.status === 'published') assertPublishable(fields);
  await repo.update(farm.id, { ...farmWrite(fields), status: farm.status });
  if (hoursSaved && fields.openingHours && actor.id === farm.ownerId) await repo.confirmHours(farm.id);
  if (products) {
    const existing = await repo.products(farm.id);
    const madeAvailable = await repo.replaceProducts(farm.id, productWrites(products, existing), existing);
    // The editor's save is the farmer's word (alerts hear it) but brings no news of its own to followers.
    if (madeAvailable.length) {
      await publish(tx, 'listing.productsAvailable', {
        farmId: farm.id,
        source: 'farmer',
        actorId: actor.id,
        marked: madeAvailable,
        becameAvailable: [],
        announce: false,
      });
    }
  }
  await refreshOpenIntervals(tx, [farm.id]);
  await publish(tx, 'listing.changed', { farmId: farm.id, removed: false });
}
