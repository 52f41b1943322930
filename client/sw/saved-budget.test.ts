import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { offlineDb } from '@/lib/offline/db';
import { DATA_CACHE } from '@/lib/offline/saved-rules';
import { enforceBudget, record } from './saved-budget';

// Cache Storage does not exist outside a browser: this stand-in keeps the URLs a cache holds, which is all the
// budget touches (it deletes). IndexedDB is the real logic's own store, run by fake-indexeddb.
const held = new Map<string, Set<string>>();
globalThis.caches = {
  open: async (name: string) => {
    const urls = held.get(name) ?? held.set(name, new Set()).get(name)!;
    return { delete: async (url: string) => urls.delete(url) } as unknown as Cache;
  },
} as unknown as CacheStorage;

const DAY = 86_400_000;
const now = Date.parse('2026-11-25T12:00:00Z');
const entry = (url: string, kind: string, bytes: number, ageMs: number) => ({ url: `https://fsf.test${url}`, kind, bytes, savedAt: now - ageMs });

async function save(...entries: ReturnType<typeof entry>[]) {
  const db = await offlineDb();
  for (const e of entries) {
    await db.put('saved', e);
    (held.get(DATA_CACHE) ?? held.set(DATA_CACHE, new Set()).get(DATA_CACHE)!).add(e.url);
  }
}
const left = async () => (await (await offlineDb()).getAll('saved')).map((e) => e.url.replace('https://fsf.test', '')).sort();

beforeEach(async () => {
  await (await offlineDb()).clear('saved');
  held.clear();
});

describe('the saved-data budget', () => {
  it('lets the oldest go first until the rest fits, and never the pinned answers', async () => {
    await save(
      entry('/api/user', 'user', 400, 10 * DAY),
      entry('/api/farms/1', 'listing', 500, 5 * DAY),
      entry('/api/trips/a', 'trips', 500, 4 * DAY),
      entry('/api/farms/2', 'listing', 500, 3 * DAY),
      entry('/api/favorites', 'favorites', 500, 1 * DAY),
    );
    await enforceBudget(now, 1500);
    expect(await left()).toEqual(['/api/farms/2', '/api/favorites', '/api/user']);
    expect([...held.get(DATA_CACHE)!].map((u) => u.replace('https://fsf.test', '')).sort()).toEqual(['/api/farms/2', '/api/favorites', '/api/user']);
  });

  it('forgets listings and photos opened over 30 days ago whatever the budget, and keeps trips', async () => {
    await save(
      entry('/api/farms/3', 'listing', 10, 31 * DAY),
      entry('/uploads/p-thumb.webp', 'photo', 10, 31 * DAY),
      entry('/api/trips', 'trips', 10, 40 * DAY),
      entry('/api/farms/4', 'listing', 10, 29 * DAY),
    );
    await enforceBudget(now, 1_000_000);
    expect(await left()).toEqual(['/api/farms/4', '/api/trips']);
  });

  it('keeps only the last search', async () => {
    await record(entry('/api/farms?q=eggs', 'search', 100, 2 * DAY));
    await record(entry('/api/farms?q=corn', 'search', 100, 0));
    expect(await left()).toEqual(['/api/farms?q=corn']);
  });
});
