import { OUTBOX_ACTIONS, type ActionInputs, type ActionKind, type OutboxItem } from './outbox-actions';

// An outbox item and the request it makes, without the outbox itself (outbox.ts, IndexedDB through idb): a heart or a
// check-in sent with signal needs these alone, and the outbox's code loads only when an action must wait (decision 077).

export function newOutboxItem<K extends ActionKind>(kind: K, input: ActionInputs[K], label: string, userId: string): OutboxItem<K> {
  return { id: crypto.randomUUID(), kind, input, label, userId, createdAt: nextCreatedAt(), state: 'waiting' };
}

let lastCreated = 0;
/**
 * Strictly increasing: actions are sent in `createdAt` order, and two made in the same millisecond (a save and its
 * undo) would otherwise be ordered by their random ids.
 */
function nextCreatedAt(): string {
  lastCreated = Math.max(Date.now(), lastCreated + 1);
  return new Date(lastCreated).toISOString();
}

/** The request an item makes: the same method, URL, body and Idempotency-Key on every attempt. */
export function outboxRequest(item: OutboxItem): Request {
  const request = (OUTBOX_ACTIONS[item.kind].request as (i: unknown) => { url: string; body?: object; method?: 'DELETE' })(item.input);
  const url = new URL(request.url, self.location.origin);
  if (!request.body) return new Request(url, { method: request.method, headers: { 'idempotency-key': item.id }, credentials: 'include' });
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': item.id },
    body: JSON.stringify(request.body),
    credentials: 'include',
  });
}
