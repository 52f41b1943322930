import { offlineDb } from './db';
import { isAnonymousKind, type OutboxItem } from './outbox-actions';
import { outboxRequest } from './outbox-request';
import { notifyOffline } from './channel';
import { SAVED_AT_HEADER } from './saved-rules';

// Kept here for the worker and the tests; the page's sends take them from outbox-request.ts, without IndexedDB's code.
export { newOutboxItem, outboxRequest } from './outbox-request';

export async function enqueue(item: OutboxItem) {
  await (await offlineDb()).put('outbox', item);
  notifyOffline({ type: 'outbox' });
}

export async function outboxItems(userId: string | null): Promise<OutboxItem[]> {
  if (!userId) return [];
  const all = await (await offlineDb()).getAllFromIndex('outbox', 'createdAt');
  return all.filter((i) => i.userId === userId);
}

export async function removeOutboxItem(id: string) {
  await (await offlineDb()).delete('outbox', id);
  notifyOffline({ type: 'outbox' });
}

export type FlushOutcome = 'done' | 'retry-later';

/** The actions made without an account (an honor-box sale) still waiting, oldest first. */
export async function anonymousOutboxItems(): Promise<OutboxItem[]> {
  const all = await (await offlineDb()).getAllFromIndex('outbox', 'createdAt');
  return all.filter((i) => isAnonymousKind(i.kind));
}

/**
 * Sends the actions made without an account (issue 33 point 3): no session to check, the sign's token in each
 * request is the credential. The same lock as the user's outbox, and the same Idempotency-Key on every attempt,
 * so the page and the worker's Background Sync sending at once record the sale once.
 */
export function flushAnonymousOutbox(): Promise<FlushOutcome> {
  const run = async () => sendItems((await anonymousOutboxItems()).filter((i) => i.state === 'waiting'));
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request('fsf-outbox', run) : run();
}

/**
 * Sends the user's waiting actions in the order they were made. Run by the page (online event, start) and by
 * the service worker (Background Sync): a lock makes one of them do it at a time, and the Idempotency-Key makes
 * a send that did reach the server but lost its answer harmless to repeat.
 */
export function flushOutbox(userId: string | null): Promise<FlushOutcome> {
  if (!userId) return Promise.resolve('done');
  const run = () => sendWaiting(userId);
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request('fsf-outbox', run) : run();
}

// Worth another try later: no signal, the server busy or away, a duplicate still in flight, signed out.
const TRANSIENT = new Set([401, 408, 409, 425, 429]);

async function sendWaiting(userId: string): Promise<FlushOutcome> {
  const items = (await outboxItems(userId)).filter((i) => i.state === 'waiting');
  if (items.length === 0) return 'done';
  const signedIn = await currentUser();
  if (signedIn === undefined) return 'retry-later';
  // Only with the session of whoever queued them (issue 29): the page's or worker's idea of the user can be older
  // than the cookie (signed out elsewhere, someone else signed in since). Kept for their owner's next session.
  if (signedIn !== userId) return 'done';
  return sendItems(items);
}

async function sendItems(items: OutboxItem[]): Promise<FlushOutcome> {
  for (const item of items) {
    let res: Response;
    try {
      res = await fetch(outboxRequest(item));
    } catch {
      return 'retry-later';
    }
    // 409 without Retry-After is the server's answer (already checked in today): final, like any other 4xx.
    const transient = res.status >= 500 || (TRANSIENT.has(res.status) && (res.status !== 409 || res.headers.has('retry-after')));
    if (transient) return 'retry-later';
    const db = await offlineDb();
    if (res.ok) await db.delete('outbox', item.id);
    else await db.put('outbox', { ...item, state: 'failed', error: await serverMessage(res) });
    notifyOffline({ type: 'outbox', sent: res.ok ? item.kind : undefined });
  }
  return 'done';
}

/** Who the session cookie belongs to now: null for nobody, undefined when it cannot be told (no signal). */
async function currentUser(): Promise<string | null | undefined> {
  let res: Response;
  try {
    res = await fetch(new URL('/api/user', self.location.origin), { credentials: 'include', cache: 'no-store' });
  } catch {
    return undefined;
  }
  if (res.status === 401) return null;
  // The worker answers the page from its saved copy when the network fails: that says who was, not who is.
  if (!res.ok || res.headers.has(SAVED_AT_HEADER)) return undefined;
  return ((await res.json().catch(() => null)) as { id?: string } | null)?.id ?? null;
}

async function serverMessage(res: Response) {
  const text = await res.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not our JSON error
  }
  return text || res.statusText || `Error ${res.status}`;
}
