import { offlineDb } from './db';
import { notifyOffline } from './channel';
import { DATA_CACHE } from './saved-rules';
import { isAnonymousKind } from './outbox-actions';

/** The signed-in user whose data the phone keeps; null when nobody is, undefined when not known yet. */
export async function savedOwner(): Promise<string | null | undefined> {
  return (await (await offlineDb()).get('meta', 'owner')) as string | null | undefined;
}

/**
 * Called with whoever /api/user says is signed in (by the worker on every answer, by the page as it learns it).
 * Someone else, or nobody: the previous user's saved pages go (a shared phone shows nobody another's trips).
 */
export async function setSavedOwner(userId: string | null) {
  const db = await offlineDb();
  const previous = ((await db.get('meta', 'owner')) as string | null | undefined) ?? null;
  if (previous === userId) return;
  if (previous !== null) await clearSavedData();
  await db.put('meta', userId, 'owner');
}

/** Forgets every saved answer and photo (sign-out, another user). Waiting actions are the outbox's business. */
export async function clearSavedData() {
  await caches.delete(DATA_CACHE);
  await (await offlineDb()).clear('saved');
  notifyOffline({ type: 'saved-cleared' });
}

/** Sign-out on a shared phone: saved pages and any actions still waiting (sent first when possible) go. */
export async function forgetUser() {
  const db = await offlineDb();
  await clearSavedData();
  // An honor-box sale was made without an account (issue 33 point 3): it is the stand's, not the user's, and goes.
  for (const item of await db.getAll('outbox')) if (!isAnonymousKind(item.kind)) await db.delete('outbox', item.id);
  await db.put('meta', null, 'owner');
  notifyOffline({ type: 'outbox' });
}
