import { and, asc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Photo } from '@common/schemas/farms.js';
import type { Db } from '../../db/client.js';
import { farmPhotos, farms, photoFiles, type FarmPhotoRow } from '../../db/schema/index.js';
import { publicUploadUrl } from './storage.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** farms.card_photo of the row `f`: its first photo (by position, then upload), as presentPhoto() reads it; null for none. */
export const CARD_PHOTO_SQL = sql.raw(
  `(SELECT json_build_object('id', ph.id, 'alt', ph.alt, 'width', ph.width, 'height', ph.height,
                             'thumbKey', ph.thumb_key, 'mediumKey', ph.medium_key, 'largeKey', ph.large_key)
    FROM farm_photos ph WHERE ph.farm_id = f.id ORDER BY ph.position, ph.created_at LIMIT 1)`,
);

export function presentPhoto(
  row: Pick<FarmPhotoRow, 'id' | 'thumbKey' | 'mediumKey' | 'largeKey' | 'width' | 'height' | 'alt'>,
  urlOf: (key: string) => string = publicUploadUrl,
): Photo {
  return {
    id: row.id,
    thumb: urlOf(row.thumbKey),
    medium: urlOf(row.mediumKey),
    large: urlOf(row.largeKey),
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}

/**
 * The photos of many listings in one query, each list in the farmer's order (for list cards and the
 * detail page). Listings without photos are absent from the map. `urlOf` turns a storage key into a
 * URL; the default is the local uploads directory's.
 */
export async function photosForFarms(db: DbOrTx, farmIds: number[], urlOf: (key: string) => string = publicUploadUrl): Promise<Map<number, Photo[]>> {
  const out = new Map<number, Photo[]>();
  if (farmIds.length === 0) return out;
  const rows = await db
    .select()
    .from(farmPhotos)
    .where(inArray(farmPhotos.farmId, [...new Set(farmIds)]))
    .orderBy(asc(farmPhotos.farmId), asc(farmPhotos.position), asc(farmPhotos.createdAt));
  for (const row of rows) {
    const list = out.get(row.farmId) ?? [];
    list.push(presentPhoto(row, urlOf));
    out.set(row.farmId, list);
  }
  return out;
}

export function photosRepository(db: Db) {
  return {
    async farmOwner(farmId: number): Promise<{ ownerId: string | null } | undefined> {
      const [row] = await db.select({ ownerId: farms.ownerId }).from(farms).where(eq(farms.id, farmId));
      return row;
    },
    async list(farmId: number) {
      return db.select().from(farmPhotos).where(eq(farmPhotos.farmId, farmId)).orderBy(asc(farmPhotos.position), asc(farmPhotos.createdAt));
    },
    async count(farmId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(farmPhotos)
        .where(eq(farmPhotos.farmId, farmId));
      return row.n;
    },
    /** Registers files before they are written, so a crash mid-upload leaves nothing the sweep can't find. */
    async registerFiles(photoId: string, keys: string[]) {
      await db
        .insert(photoFiles)
        .values(keys.map((key) => ({ key, photoId })))
        .onConflictDoNothing();
    },
    /**
     * Adds the photo at the end, unless the listing already has `max`: under a per-listing lock, so two
     * uploads at once cannot both take the last place. Returns null when full.
     */
    /** Adds the photo unless the listing has `max` photos already ('full') or it would pass `maxBytes` ('quota'). */
    async insertIfRoom(row: typeof farmPhotos.$inferInsert, { max, maxBytes }: { max: number; maxBytes: number }): Promise<FarmPhotoRow | 'full' | 'quota'> {
      return db.transaction(async (tx) => {
        await lockFarmPhotos(tx, row.farmId);
        const [{ n, next, bytes }] = await tx
          .select({
            n: sql<number>`count(*)::int`,
            next: sql<number>`coalesce(max(${farmPhotos.position}) + 1, 0)::int`,
            bytes: sql<number>`coalesce(sum(${farmPhotos.bytes}), 0)::int`,
          })
          .from(farmPhotos)
          .where(eq(farmPhotos.farmId, row.farmId));
        if (n >= max) return 'full';
        if (bytes + (row.bytes ?? 0) > maxBytes) return 'quota';
        const [inserted] = await tx
          .insert(farmPhotos)
          .values({ ...row, position: next })
          .returning();
        await restampCardPhoto(tx, row.farmId);
        return inserted;
      });
    },
    async updateAlt(farmId: number, photoId: string, alt: string) {
      return db.transaction(async (tx) => {
        await lockFarmPhotos(tx, farmId);
        const [row] = await tx
          .update(farmPhotos)
          .set({ alt })
          .where(and(eq(farmPhotos.farmId, farmId), eq(farmPhotos.id, photoId)))
          .returning();
        if (row) await restampCardPhoto(tx, farmId);
        return row;
      });
    },
    /** Sets the order; false (nothing changed) unless `ids` is exactly the listing's photo ids. */
    async reorder(farmId: number, ids: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockFarmPhotos(tx, farmId);
        const current = await tx.select({ id: farmPhotos.id }).from(farmPhotos).where(eq(farmPhotos.farmId, farmId));
        const known = new Set(current.map((r) => r.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) return false;
        for (const [position, id] of ids.entries()) await tx.update(farmPhotos).set({ position }).where(eq(farmPhotos.id, id));
        await restampCardPhoto(tx, farmId);
        return true;
      });
    },
    async delete(farmId: number, photoId: string) {
      return db.transaction(async (tx) => {
        await lockFarmPhotos(tx, farmId);
        const [row] = await tx
          .delete(farmPhotos)
          .where(and(eq(farmPhotos.farmId, farmId), eq(farmPhotos.id, photoId)))
          .returning();
        if (row) await restampCardPhoto(tx, farmId);
        return row;
      });
    },

    /** Up to `limit` stored files whose photo row is gone: that photo's, or any registered before `cutoff`. */
    async unusedFileKeys(scope: { photoId: string } | { before: Date }, limit: number): Promise<string[]> {
      const unused = notExists(
        db
          .select({ one: sql`1` })
          .from(farmPhotos)
          .where(eq(farmPhotos.id, photoFiles.photoId)),
      );
      const rows = await db
        .select({ key: photoFiles.key })
        .from(photoFiles)
        .where(and(unused, 'photoId' in scope ? eq(photoFiles.photoId, scope.photoId) : lt(photoFiles.createdAt, scope.before)))
        .limit(limit);
      return rows.map((r) => r.key);
    },
    async forgetFiles(keys: string[]) {
      await db.delete(photoFiles).where(inArray(photoFiles.key, keys));
    },
  };
}

/**
 * The listing's card photo after a change of its photos, in the change's transaction. Every photo write holds
 * lockFarmPhotos() first, so this statement reads the photos after any other change to them has committed.
 */
async function restampCardPhoto(tx: Tx, farmId: number) {
  await tx.execute(sql`UPDATE farms f SET card_photo = ${CARD_PHOTO_SQL} WHERE f.id = ${farmId}`);
}

/** Serialises photo changes of one listing across processes without locking the listing row itself. */
async function lockFarmPhotos(tx: Tx, farmId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('farm_photos'), ${farmId % 2_147_483_647}::int)`);
}
