import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { uuidParam } from './params.js';

/** The messages API contract (docs/product.md §4), shared by server and client. */
export const MESSAGE_LIMITS = {
  bodyMax: 2000,
  bulkBodyMax: 1000,
  /** Bulk messages per listing per day ("a few"): enough for "corn is in" and "sold out", not a newsletter. */
  bulkPerListingPerDay: 3,
  pageMax: 100,
} as const;

export const MessageBodySchema = z.strictObject({
  body: z
    .string({ error: msg('errors:messages.writeFirst') })
    .trim()
    .min(1, msg('errors:messages.writeFirst'))
    .max(MESSAGE_LIMITS.bodyMax, msg('errors:messages.tooLong')),
});

export const ReadUpToSchema = z.strictObject({ upTo: z.number().int().min(1) });

export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MESSAGE_LIMITS.pageMax).default(30),
  cursor: z.string().max(200).optional(),
});

export const PeerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  userType: z.enum(['farmer', 'consumer', 'admin']),
  /** The name of their first published listing, for farmers: "Fern · Sunny Acres". */
  farmName: z.string().nullable(),
  farmId: z.number().nullable(),
});
export type Peer = z.infer<typeof PeerSchema>;

export const MessageSchema = z.object({
  id: z.number(),
  senderId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Set when the message reached this thread as a bulk message to a listing's followers. */
  bulk: z.object({ farmId: z.number(), farmName: z.string() }).nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSchema = z.object({
  peer: PeerSchema,
  lastMessage: MessageSchema.nullable(),
  unreadCount: z.number(),
});
export type Conversation = z.infer<typeof ConversationSchema>;
export const ConversationPageSchema = z.object({ items: z.array(ConversationSchema), nextCursor: z.string().nullable() });
export type ConversationPage = z.infer<typeof ConversationPageSchema>;

/** A thread's header: who, whether I may write, and how far they have read (read receipts). */
export const ThreadSchema = z.object({
  peer: PeerSchema,
  canWrite: z.boolean(),
  /** Why not, in words for the composer's place. */
  cannotWriteReason: z.string().nullable(),
  blockedByMe: z.boolean(),
  peerLastReadId: z.number(),
  myLastReadId: z.number(),
  unreadCount: z.number(),
});
export type Thread = z.infer<typeof ThreadSchema>;

export const MessagePageSchema = z.object({ items: z.array(MessageSchema), nextCursor: z.string().nullable() });
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const BulkMessageInputSchema = z.strictObject({
  body: z
    .string({ error: msg('errors:messages.writeFirst') })
    .trim()
    .min(1, msg('errors:messages.writeFirst'))
    .max(MESSAGE_LIMITS.bulkBodyMax, msg('errors:messages.bulkTooLong')),
  /** Products to mark available in the same step ("Sweet corn is in!"). */
  productIds: z
    .array(z.uuid(msg('errors:messages.unknownProduct')))
    .max(100)
    .default([]),
});
export type BulkMessageInput = z.input<typeof BulkMessageInputSchema>;

export const BulkMessageSchema = z.object({
  id: z.number(),
  farmId: z.number(),
  body: z.string(),
  status: z.enum(['queued', 'sending', 'sent']),
  recipientCount: z.number(),
  deliveredCount: z.number(),
  createdAt: z.string(),
});
export type BulkMessage = z.infer<typeof BulkMessageSchema>;

export const BulkMessageListSchema = z.object({
  items: z.array(BulkMessageSchema),
  followers: z.number(),
  sentToday: z.number(),
  limitPerDay: z.number(),
  /** Past the daily limit: the same sentence a send would be refused with (429), saying when the next may go. */
  limitReached: z.string().nullable(),
});
export type BulkMessageList = z.infer<typeof BulkMessageListSchema>;

export const MuteSchema = z.object({ muted: z.boolean() });

/** `/api/messages/:userId`: the other side of a thread; an id that names nobody is "no such user". */
export const PeerParamsSchema = z.object({ userId: uuidParam(msg('errors:messages.noSuchUser')) });

/** After a read receipt: how far I have read, and what is left unread. */
export const ReadResultSchema = z.object({ lastReadId: z.number(), unreadCount: z.number() });
export type ReadResult = z.infer<typeof ReadResultSchema>;

export const BlockedSchema = z.object({ blocked: z.boolean() });
export type Blocked = z.infer<typeof BlockedSchema>;
export type Mute = z.infer<typeof MuteSchema>;
