import type { PaysWith } from '@common/schemas/shoppers.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { limit } from '../../lib/rate-limit.js';
import { shoppersRepository } from './shoppers.repository.js';

/** A shopper's saved search choices (decision 069): always the caller's own, so no policy beyond being signed in. */
export function shoppersService(db: Db) {
  const repo = shoppersRepository(db);
  return {
    async paysWith(user: Actor): Promise<PaysWith> {
      return { paysWith: (await repo.paysWith(user.id)) as PaysWith['paysWith'] };
    },
    async setPaysWith(user: Actor, input: PaysWith): Promise<PaysWith> {
      await limit(db, 'paysWith', user.id);
      await repo.setPaysWith(user.id, input.paysWith);
      return { paysWith: input.paysWith };
    },
  };
}
