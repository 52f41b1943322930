import { offlineDb } from './db';

/** The search saved for offline (one at most: saved-rules, keepOne): its API address and when it was saved. */
export async function lastSavedSearch(): Promise<{ url: string; savedAt: number } | null> {
  const found = (await (await offlineDb()).getAll('saved')).find((e) => e.kind === 'search');
  return found ? { url: found.url, savedAt: found.savedAt } : null;
}
