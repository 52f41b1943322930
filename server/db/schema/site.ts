import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, bigint } from 'drizzle-orm/pg-core';
import { sessions, users } from './users.js';

/** Site switches (maintenance, coming-soon) and generated secrets (VAPID keys): shared by every process. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sponsorAssets = pgTable('sponsor_assets', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  linkUrl: text('link_url').notNull(),
  mediaType: text('media_type', { enum: ['youtube', 'video', 'image'] }).notNull(),
  imageUrl: text('image_url'),
  videoUrl: text('video_url'),
  aspectRatio: text('aspect_ratio', { enum: ['square', 'rectangle'] })
    .notNull()
    .default('rectangle'),
  altText: text('alt_text').notNull().default(''),
  theme: text('theme', { enum: ['light', 'dark'] })
    .notNull()
    .default('light'),
  ctaText: text('cta_text').notNull().default('Learn More'),
  placement: text('placement', { enum: ['popup'] })
    .notNull()
    .default('popup'),
  isActive: boolean('is_active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sponsorEvents = pgTable(
  'sponsor_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => sponsorAssets.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['impression', 'click'] }).notNull(),
    placement: text('placement').notNull(),
    sessionId: text('session_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One impression (and one click) per showing: the client's session id makes a retry harmless.
    uniqueIndex('sponsor_events_once_idx').on(t.assetId, t.kind, t.placement, t.sessionId),
    index('sponsor_events_asset_time_idx').on(t.assetId, t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    source: text('source').notNull().default('banner'),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`), uniqueIndex('newsletter_token_idx').on(t.unsubscribeToken)],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_time_idx').on(t.createdAt), index('page_views_path_time_idx').on(t.path, t.createdAt)],
);

/**
 * A browser's push subscription, bound to the session that made it (issue 29 point 2): when that session ends
 * (sign-out, "sign out everywhere", a password change or reset, a suspension, account deletion, idle expiry) the row
 * goes with it, in every process at once, and a revoked device hears nothing more. A session's rotation keeps its
 * row (the id changes in place: ON UPDATE CASCADE). A device that signs in again subscribes again.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expirationTime: bigint('expiration_time', { mode: 'number' }),
    userAgent: text('user_agent'),
    failures: integer('failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_endpoint_idx').on(t.endpoint), index('push_user_idx').on(t.userId), index('push_session_idx').on(t.sessionId)],
);

/** Fixed-window counters for abuse limits: in the database so every app process shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
