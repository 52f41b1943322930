/**
 * The search saved for offline (one at most: saved-rules, keepOne): its API address and when it was saved. Asked only
 * offline, when a search's answer is not on the phone: IndexedDB's code loads then, not with the results (decision 077).
 */
export async function lastSavedSearch(): Promise<{ url: string; savedAt: number } | null> {
  const { offlineDb } = await import('./db');
  const found = (await (await offlineDb()).getAll('saved')).find((e) => e.kind === 'search');
  return found ? { url: found.url, savedAt: found.savedAt } : null;
}
