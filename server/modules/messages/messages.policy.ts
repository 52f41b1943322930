import { isAdmin, type Subject } from '../../lib/actor.js';
import type { DbOrTx } from '../../db/client.js';
import type { FarmRow } from '../../db/schema/index.js';
import { withValues, type Message } from '../../lib/errors.js';
import { messagesRepository, type PeerRow } from './messages.repository.js';
import { msg } from '@common/i18n/keys.js';

export type WritePermission = { ok: true } | { ok: false; reason: Message };

/**
 * Who may write to whom (docs/product.md §4), decided once here: anyone may write to the farmer of a published
 * listing; a farmer may write to a customer who wrote to them or follows one of their listings; anyone may
 * answer someone who wrote to them; admins may write to anyone. A block, either way, stops both sides.
 */
export async function writePermission(db: DbOrTx, me: Subject, peer: PeerRow): Promise<WritePermission> {
  const repo = messagesRepository(db);
  if (peer.id === me.id) return { ok: false, reason: msg('errors:messages.toSelf') };
  if (peer.suspended) return { ok: false, reason: withValues('errors:messages.peerSuspended', { name: peer.first_name }) };
  const blocks = await repo.blocks(me.id, peer.id);
  if (blocks.byMe) return { ok: false, reason: withValues('errors:messages.youBlocked', { name: peer.first_name }) };
  if (blocks.byThem) return { ok: false, reason: withValues('errors:messages.theyBlocked', { name: peer.first_name }) };
  if (isAdmin(me)) return { ok: true };
  if (peer.farm_id !== null && peer.user_type !== 'admin') return { ok: true };
  const theirs = await repo.member(peer.id, me.id);
  if (theirs?.wrote_at) return { ok: true };
  if (await repo.follows(peer.id, me.id)) return { ok: true };
  return {
    ok: false,
    reason:
      me.role === 'farmer'
        ? withValues('errors:messages.farmerCannotStart', { name: peer.first_name })
        : withValues('errors:messages.consumerCannotStart', { name: peer.first_name }),
  };
}

/** Bulk messages to a listing's followers (docs/product.md §4): its own farmer's voice, nobody else's (not even an admin's). */
export const bulkPolicy = {
  send: (me: Subject, farm: Pick<FarmRow, 'ownerId'>) => !!farm.ownerId && farm.ownerId === me.id,
};
