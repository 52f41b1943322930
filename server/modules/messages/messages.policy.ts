import type { UserRow } from '../../db/schema/index.js';
import { actsAsAdmin } from '../../lib/admin-powers.js';
import type { DbOrTx } from '../../db/client.js';
import { messagesRepository, type PeerRow } from './messages.repository.js';

export type WritePermission = { ok: true } | { ok: false; reason: string };

/**
 * Who may write to whom (PRODUCT.md 4), decided once here: anyone may write to the farmer of a published
 * listing; a farmer may write to a customer who wrote to them or follows one of their listings; anyone may
 * answer someone who wrote to them; admins may write to anyone. A block, either way, stops both sides.
 */
export async function writePermission(db: DbOrTx, me: UserRow, peer: PeerRow): Promise<WritePermission> {
  const repo = messagesRepository(db);
  if (peer.id === me.id) return { ok: false, reason: 'You can’t send messages to yourself.' };
  if (peer.suspended) return { ok: false, reason: `${peer.first_name}’s account is suspended, so they can’t receive messages.` };
  const blocks = await repo.blocks(me.id, peer.id);
  if (blocks.byMe) return { ok: false, reason: `You blocked ${peer.first_name}. Unblock them to write again.` };
  if (blocks.byThem) return { ok: false, reason: `${peer.first_name} isn’t accepting messages from you.` };
  if (actsAsAdmin(me)) return { ok: true };
  if (peer.farm_id !== null && peer.user_type !== 'admin') return { ok: true };
  const theirs = await repo.member(peer.id, me.id);
  if (theirs?.wrote_at) return { ok: true };
  if (await repo.follows(peer.id, me.id)) return { ok: true };
  return {
    ok: false,
    reason:
      me.userType === 'farmer'
        ? `You can write to customers who have messaged you or follow one of your stands. ${peer.first_name} hasn’t done either yet.`
        : `You can message a farm from its page. ${peer.first_name} can write to you first.`,
  };
}
