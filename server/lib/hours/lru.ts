/** A bounded least-recently-used map: Map keeps insertion order, so the first key is the oldest. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }

  /** Forgets `key` (only while it still holds `value`, when given). */
  delete(key: K, value?: V): void {
    if (value === undefined || this.map.get(key) === value) this.map.delete(key);
  }

  get size(): number {
    return this.map.size;
  }

  clear(): void {
    this.map.clear();
  }
}

/**
 * Reads kept per database (a primary and its replica answer apart), the last `max` by key, as promises: requests
 * asking at once share one read. A failed read is not kept: the next request tries again.
 */
export function perDatabase<K, V>(max: number) {
  const caches = new WeakMap<object, Lru<K, Promise<V>>>();
  return (db: object, key: K, read: () => Promise<V>): Promise<V> => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new Lru(max)));
    const hit = cache.get(key);
    if (hit) return hit;
    const loading = read();
    cache.set(key, loading);
    loading.catch(() => cache.delete(key, loading));
    return loading;
  };
}
