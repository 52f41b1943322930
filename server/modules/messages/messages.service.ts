import type { z } from 'zod';
import type {
  ConversationPage,
  Message,
  MessageBodySchema,
  MessagePage,
  PageQuerySchema,
  ReadResult,
  ReadUpToSchema,
  Thread,
} from '@common/schemas/messages.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { limit } from '../../lib/rate-limit.js';
import { publish } from '../../lib/events/index.js';
import { markNotificationsReadByKey } from '../notifications/read-marks.service.js';
import { usersRepository } from '../auth/users.service.js';
import { writePermission } from './messages.policy.js';
import { readJsonCursor, encodeJsonCursor } from '../../lib/cursor.js';
import { presentMessage, presentPeer } from './messages.presenter.js';
import { messagesRepository, type MessageRowOut, type PeerRow } from './messages.repository.js';
import { isUuid } from '../../lib/ids.js';
import { msg } from '@common/i18n/keys.js';
import { localize, type Language } from '../../lib/i18n.js';

const NO_SUCH_USER = msg('errors:messages.noSuchUser');

type PageQuery = z.output<typeof PageQuerySchema>;

const isInboxCursor = (v: unknown): v is { at: string; id: number } =>
  typeof v === 'object' && v !== null && typeof (v as { at: unknown }).at === 'string' && Number.isInteger((v as { id: unknown }).id);
const isIdCursor = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

/** The thread key a message notification folds under: one unread entry per sender. */
export const messageNotificationKey = (senderId: string) => `from:${senderId}`;

/**
 * Delivers one message into the pair's thread, inside the caller's transaction: the thread and both sides' inbox
 * state change, and `message.sent` is announced with them (decision 058). Its listeners show it live in both sides'
 * open tabs (live/on-message-sent.ts) and tell the recipient (on-message-sent.ts). `null` when the message was
 * already in the thread (a bulk message's batch redone).
 */
export async function deliverMessage(
  tx: DbOrTx,
  sender: { id: string; firstName: string },
  recipientId: string,
  body: string,
  opts: { bulkMessageId?: number } = {},
): Promise<Message | null> {
  const repo = messagesRepository(tx);
  const conversationId = await repo.ensureConversation(sender.id, recipientId);
  const row = await repo.insertMessage(conversationId, sender.id, recipientId, body, opts.bulkMessageId ?? null);
  if (!row) return null;
  const message = presentMessage(row);
  await publish(tx, 'message.sent', { message, recipientId, senderName: sender.firstName });
  return message;
}

export function messagesService(db: Db) {
  async function peerOr404(id: string): Promise<PeerRow> {
    if (!isUuid(id)) throw notFound(NO_SUCH_USER);
    const peer = await messagesRepository(db).peer(id);
    if (!peer) throw notFound(NO_SUCH_USER);
    return peer;
  }

  return {
    async inbox(user: Actor, { limit, cursor }: PageQuery): Promise<ConversationPage> {
      const after = readJsonCursor(cursor, isInboxCursor);
      if (cursor && !after) throw badRequest('errors:cursor.reloadList', { cursor: msg('errors:cursor.invalidShort') });
      const found = await messagesRepository(db).inbox(user.id, limit + 1, after);
      const page = found.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map((r) => ({
          peer: presentPeer(r),
          unreadCount: r.unread_count,
          lastMessage:
            r.m_id === null
              ? null
              : presentMessage({
                  id: r.m_id,
                  sender_id: r.m_sender_id!,
                  body: r.m_body!,
                  created_at: r.m_created_at!,
                  bulk_farm_id: r.m_bulk_farm_id,
                  bulk_farm_name: r.m_bulk_farm_name,
                }),
        })),
        nextCursor: found.length > limit && last ? encodeJsonCursor({ at: last.cursor_at, id: Number(last.conversation_id) }) : null,
      };
    },

    async thread(user: Actor, peerId: string, lang: Language): Promise<Thread> {
      const peer = await peerOr404(peerId);
      const repo = messagesRepository(db);
      const [mine, theirs, blocks, permission] = await Promise.all([
        repo.member(user.id, peer.id),
        repo.member(peer.id, user.id),
        repo.blocks(user.id, peer.id),
        writePermission(db, user, peer),
      ]);
      return {
        peer: presentPeer(peer),
        canWrite: permission.ok,
        cannotWriteReason: permission.ok ? null : localize(permission.reason, lang),
        blockedByMe: blocks.byMe,
        peerLastReadId: Number(theirs?.last_read_id ?? 0),
        myLastReadId: Number(mine?.last_read_id ?? 0),
        unreadCount: mine?.unread_count ?? 0,
      };
    },

    async history(user: Actor, peerId: string, { limit, cursor }: PageQuery): Promise<MessagePage> {
      const peer = await peerOr404(peerId);
      const before = readJsonCursor(cursor, isIdCursor);
      if (cursor && !before) throw badRequest('errors:cursor.reloadConversation', { cursor: msg('errors:cursor.invalidShort') });
      const mine = await messagesRepository(db).member(user.id, peer.id);
      if (!mine) return { items: [], nextCursor: null };
      const found: MessageRowOut[] = await messagesRepository(db).history(mine.conversation_id, limit + 1, before);
      const page = found.slice(0, limit);
      return { items: page.map(presentMessage), nextCursor: found.length > limit ? encodeJsonCursor(Number(page.at(-1)!.id)) : null };
    },

    async send(user: Actor, peerId: string, { body: text }: z.output<typeof MessageBodySchema>): Promise<Message> {
      await limit(db, 'messagesMinute', user.id);
      await limit(db, 'messagesDay', user.id);
      const peer = await peerOr404(peerId);
      const permission = await writePermission(db, user, peer);
      if (!permission.ok) throw forbidden(permission.reason);
      // The recipient's notification names the sender.
      const sender = { id: user.id, firstName: (await usersRepository(db).findById(user.id))?.firstName ?? '' };
      const message = await db.transaction((tx) => deliverMessage(tx, sender, peer.id, text));
      return message!;
    },

    /** Read receipts: moves my read mark and announces it (both sides' open tabs hear it, live/on-conversation-read.ts). */
    async markRead(user: Actor, peerId: string, { upTo }: z.output<typeof ReadUpToSchema>): Promise<ReadResult> {
      const peer = await peerOr404(peerId);
      return db.transaction(async (tx) => {
        const repo = messagesRepository(tx);
        const mine = await repo.member(user.id, peer.id);
        if (!mine) return { lastReadId: 0, unreadCount: 0 };
        const result = await repo.markRead(user.id, mine.conversation_id, upTo);
        if (!result) return { lastReadId: 0, unreadCount: 0 };
        const lastReadId = Number(result.last_read_id);
        // Announces `notifications.read` when it cleared any (the badge in the user's other tabs drops).
        await markNotificationsReadByKey(tx, user.id, 'message', messageNotificationKey(peer.id));
        if (result.changed) {
          await publish(tx, 'conversation.read', { readerId: user.id, peerId: peer.id, lastReadId, unreadCount: result.unread_count });
        }
        return { lastReadId, unreadCount: result.unread_count };
      });
    },

    async setBlocked(user: Actor, peerId: string, blocked: boolean) {
      const peer = await peerOr404(peerId);
      if (peer.id === user.id) throw badRequest('errors:messages.blockSelf');
      const repo = messagesRepository(db);
      await (blocked ? repo.block(user.id, peer.id) : repo.unblock(user.id, peer.id));
      return { blocked };
    },
  };
}
