import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { OFFLINE_DB } from './db-name';
import type { OutboxItem } from './outbox-actions';

/** What the phone keeps between visits (decision 022): the page and the service worker share this database. */
export interface OfflineSchema extends DBSchema {
  /** Actions made offline, until the server has them. Key: the action's Idempotency-Key. */
  outbox: { key: string; value: OutboxItem; indexes: { createdAt: string } };
  /** One row per saved answer in the data cache: what the storage budget and the expiry are counted on. */
  saved: { key: string; value: SavedEntry; indexes: { savedAt: number } };
  /** `owner`: the signed-in user whose data is saved. */
  meta: { key: string; value: string | null };
}

export interface SavedEntry {
  url: string;
  kind: string;
  bytes: number;
  savedAt: number;
  /** For a photo's medium and large sizes: the saved thumbnail that stands in for them offline. */
  aliasOf?: string;
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | undefined;

export function offlineDb() {
  opened ??= openDB<OfflineSchema>(OFFLINE_DB, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('createdAt', 'createdAt');
      db.createObjectStore('saved', { keyPath: 'url' }).createIndex('savedAt', 'savedAt');
      db.createObjectStore('meta');
    },
    // Another tab or a new service worker upgrades the schema: let go so it can.
    blocking() {
      void opened?.then((db) => db.close());
      opened = undefined;
    },
  });
  return opened;
}
