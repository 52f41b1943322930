import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { siteSettings } from '../../db/schema/index.js';

/** Every process hears the key of a setting that changed here (the page cache keys its pages by the site switches). */
export const SETTINGS_CHANNEL = 'fsf_settings';

/** Key/value settings in the database, so every app process sees the same switch. */
export function settingsRepository(db: Db) {
  return {
    async get<T>(key: string): Promise<T | undefined> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key));
      return row?.value as T | undefined;
    },
    async set<T>(key: string, value: T) {
      await db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
      await db.execute(sql`SELECT pg_notify(${SETTINGS_CHANNEL}, ${key})`);
    },
    /** Stores `value` only if the key is empty; returns whichever value won (safe when processes race). */
    async setIfAbsent<T>(key: string, value: T): Promise<T> {
      await db.insert(siteSettings).values({ key, value }).onConflictDoNothing();
      return (await this.get<T>(key)) as T;
    },
  };
}
