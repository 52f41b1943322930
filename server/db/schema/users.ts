import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    userType: text('user_type', { enum: ['farmer', 'consumer', 'admin'] }).notNull(),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    // A deleted account stays as an anonymous row, so that reviews and messages keep an author ("Deleted user").
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    homeLabel: text('home_label'),
    homeLat: doublePrecision('home_lat'),
    homeLng: doublePrecision('home_lng'),
    units: text('units', { enum: ['mi', 'km'] })
      .notNull()
      .default('mi'),
    /** The language the user chose (issue 16); null: follow the browser (cookie, then Accept-Language). */
    language: text('language', { enum: ['en', 'es'] }),
    isDemo: boolean('is_demo').notNull().default(false),
    /** The user's last request with a session, as its session's last_seen_at (same throttle): it outlives the sessions. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are compared case-insensitively: one account per address however it is typed.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(), // sha256(token), hex
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type UserRow = typeof users.$inferSelect;
