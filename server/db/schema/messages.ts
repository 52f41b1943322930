import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { farms } from './farms.js';
import { users } from './users.js';

/** A conversation between two users (docs/product.md §4). `userLow` < `userHigh`, so a pair has one row. */
export const conversations = pgTable(
  'conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversations_pair_idx').on(t.userLow, t.userHigh), check('conversations_ordered', sql`${t.userLow} < ${t.userHigh}`)],
);

/**
 * Each side's view of a conversation: what they have read and how much is unread. The inbox reads only this
 * table (newest first on one index), so listing conversations never counts messages.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    /** Whether this user ever wrote in it: a farmer may answer anyone who wrote to them. */
    wroteAt: timestamp('wrote_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.conversationId] }),
    uniqueIndex('conversation_members_pair_idx').on(t.userId, t.otherUserId),
    index('conversation_members_inbox_idx').on(t.userId, sql`${t.lastMessageAt} DESC NULLS LAST`, sql`${t.conversationId} DESC`),
  ],
);

export const bulkMessages = pgTable(
  'bulk_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status', { enum: ['queued', 'sending', 'sent'] })
      .notNull()
      .default('queued'),
    recipientCount: integer('recipient_count').notNull().default(0),
    deliveredCount: integer('delivered_count').notNull().default(0),
    /** The fan-out's progress: followers are reached in user id order, one committed batch at a time. */
    fanoutAfter: uuid('fanout_after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('bulk_messages_farm_time_idx').on(t.farmId, t.createdAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    bulkMessageId: bigint('bulk_message_id', { mode: 'number' }).references(() => bulkMessages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, sql`${t.id} DESC`),
    // A retried fan-out batch must not post the same bulk message twice into one thread.
    uniqueIndex('messages_bulk_once_idx')
      .on(t.bulkMessageId, t.conversationId)
      .where(sql`bulk_message_id IS NOT NULL`),
  ],
);

/** `blockerId` no longer hears from `blockedId`, and neither can write to the other. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/** A follower who muted a listing gets none of its bulk messages (they stay a follower). */
export const listingMutes = pgTable(
  'listing_mutes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.farmId] }), index('listing_mutes_farm_idx').on(t.farmId)],
);

export type MessageRow = typeof messages.$inferSelect;
export type BulkMessageRow = typeof bulkMessages.$inferSelect;

/**
 * When each followed listing was last seen open, checked hourly: a listing that opens after two weeks or more
 * closed is "open for the season" news for its followers. Open intervals are only kept a day back, hence this.
 */
export const listingOpenWatch = pgTable('listing_open_watch', {
  farmId: bigint('farm_id', { mode: 'number' })
    .primaryKey()
    .references(() => farms.id, { onDelete: 'cascade' }),
  watchedSince: timestamp('watched_since', { withTimezone: true }).notNull().defaultNow(),
  lastOpenAt: timestamp('last_open_at', { withTimezone: true }),
});
