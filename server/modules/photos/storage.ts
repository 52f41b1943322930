import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Only a local directory today; an S3-compatible store can implement the
 * same three calls later (docs/product.md §8) without the photo code changing. Keys are relative paths
 * made by the server (`photos/ab/<id>-<hash>-800.webp`), never taken from a user.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL the browser loads the file from. */
  url(key: string): string;
}

/** URL prefix under which the local uploads directory is served (with immutable cache headers). */
export const UPLOADS_PREFIX = '/uploads/';
export const publicUploadUrl = (key: string) => UPLOADS_PREFIX + key;

const SAFE_KEY = /^[a-z0-9]+(?:\/[a-z0-9][a-z0-9._-]*)*$/i;

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

/** Files under one directory (config.uploadsDir), which may be shared by several app processes. */
export function localDirectoryStorage(root: string): FileStorage {
  return {
    async put(key, data) {
      assertSafeKey(key);
      const target = path.join(root, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename: a reader (or another process) never sees a half-written file.
      const tmp = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, target);
    },
    async delete(key) {
      assertSafeKey(key);
      await fs.rm(path.join(root, key), { force: true });
    },
    url: publicUploadUrl,
  };
}
