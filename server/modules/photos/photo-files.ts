import type { Db } from '../../db/client.js';
import { photosRepository } from './photos.repository.js';
import type { FileStorage } from './storage.js';

/** An upload registers its files a moment before its photo row exists: give it this long. */
export const UPLOAD_GRACE_MS = 10 * 60_000;
const BATCH = 500;

/**
 * Deletes stored files whose photo row is gone: a deleted photo, a listing deleted with ON DELETE
 * CASCADE, or an upload that failed half-way. Best effort: a file that cannot be deleted is logged and
 * forgotten. Safe to run from several processes at once (deleting twice is harmless).
 * With `photoId`, only that photo's files, at once (the photo route calls it right after a delete).
 */
export async function removeUnusedPhotoFiles(
  db: Db,
  storage: FileStorage,
  opts: { photoId?: string; graceMs?: number; log?: (msg: string, err: unknown) => void } = {},
): Promise<number> {
  const repo = photosRepository(db);
  const cutoff = new Date(Date.now() - (opts.graceMs ?? UPLOAD_GRACE_MS));
  let removed = 0;
  for (;;) {
    const keys = await repo.unusedFileKeys(opts.photoId ? { photoId: opts.photoId } : { before: cutoff }, BATCH);
    if (keys.length === 0) return removed;
    // Files first, then their rows: if the process dies in between, the next sweep tries again.
    await Promise.all(keys.map((key) => storage.delete(key).catch((err) => opts.log?.(`could not delete upload ${key}`, err))));
    await repo.forgetFiles(keys);
    removed += keys.length;
    if (keys.length < BATCH) return removed;
  }
}
