import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { farms } from './farms.js';
import { users } from './users.js';

/** A listing's photo: three WebP sizes in the uploads storage, ordered by `position`. */
export const farmPhotos = pgTable(
  'farm_photos',
  {
    id: uuid('id').primaryKey(),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    alt: text('alt').notNull().default(''),
    // Size of the largest stored variant (what `large` serves).
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbKey: text('thumb_key').notNull(),
    mediumKey: text('medium_key').notNull(),
    largeKey: text('large_key').notNull(),
    // Bytes of the three stored variants together: counted against the listing's storage quota.
    bytes: integer('bytes').notNull().default(0),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('farm_photos_farm_idx').on(t.farmId, t.position)],
);

/**
 * Every file written to the uploads storage, with the photo it belongs to. No foreign key on purpose:
 * when a photo row goes (deleted, or cascaded with its listing) this row stays behind, so a sweep can
 * find the files nobody references and remove them, whichever process or storage holds them.
 */
export const photoFiles = pgTable(
  'photo_files',
  {
    key: text('key').primaryKey(),
    photoId: uuid('photo_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photo_files_photo_idx').on(t.photoId)],
);

export type FarmPhotoRow = typeof farmPhotos.$inferSelect;
