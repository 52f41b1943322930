import { offlineDb, type SavedEntry } from '@/lib/offline/db';
import { DATA_BUDGET_BYTES, DATA_CACHE, savedRuleOf } from '@/lib/offline/saved-rules';

/** Notes a saved answer's size and time; keeps one of a "keep one" kind, then holds the budget. */
export async function record(entry: SavedEntry) {
  const db = await offlineDb();
  const rule = savedRuleOf(entry.kind);
  if (rule?.keepOne) {
    for (const old of await db.getAll('saved')) if (old.kind === entry.kind && old.url !== entry.url) await forget(old.url);
  }
  await db.put('saved', entry);
  await enforceBudget();
}

async function forget(url: string) {
  await (await caches.open(DATA_CACHE)).delete(url);
  await (await offlineDb()).delete('saved', url);
}

/** Past their age (a listing opened over 30 days ago), then the oldest first until under the budget. */
export async function enforceBudget(now = Date.now(), budget = DATA_BUDGET_BYTES) {
  const entries = await (await offlineDb()).getAllFromIndex('saved', 'savedAt');
  let total = entries.reduce((sum, e) => sum + e.bytes, 0);
  for (const e of entries) {
    const rule = savedRuleOf(e.kind);
    const expired = rule?.maxAgeMs !== undefined && now - e.savedAt > rule.maxAgeMs;
    if (!expired && (total <= budget || rule?.pinned)) continue;
    await forget(e.url);
    total -= e.bytes;
  }
}
