import { ApiError, NETWORK_ERROR } from '../api-client';
import { newOutboxItem, outboxRequest } from './outbox-request';
import { isAnonymousKind, type ActionInputs, type ActionKind, type OutboxItem } from './outbox-actions';
import { requestOutboxSync } from './service-worker';

export type SendResult<R> = { queued: false; result: R } | { queued: true; item: OutboxItem };

/**
 * An action that must not be lost (docs/product.md §10): sent now when there is signal, else kept on the phone and
 * sent when it returns. One Idempotency-Key from the first attempt on: if the first send reached the server
 * but its answer was lost, the later one gets that answer and nothing is done twice.
 */
export async function sendOrQueue<K extends ActionKind, R>(kind: K, input: ActionInputs[K], label: string, userId: string | null): Promise<SendResult<R>> {
  // Nobody signed in: nothing to keep for anyone; the server's 401 says so. An action made without an account (an
  // honor-box sale) is kept under no user whoever is signed in.
  const anonymous = isAnonymousKind(kind);
  const item = newOutboxItem(kind, input, label, anonymous ? '' : (userId ?? ''));
  const keep = anonymous || Boolean(userId);
  if (!navigator.onLine && keep) return queue(item);
  let res: Response;
  try {
    res = await fetch(outboxRequest(item));
  } catch (err) {
    if (!keep) throw new Error(NETWORK_ERROR, { cause: err });
    return queue(item);
  }
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  return { queued: false, result: (await res.json()) as R };
}

async function queue(item: OutboxItem): Promise<SendResult<never>> {
  try {
    // The outbox's code (IndexedDB) only now: not in the first load of every page with a heart (decision 077). The
    // service worker keeps it for offline use like the rest of the app.
    const { enqueue } = await import('./outbox');
    await enqueue(item);
  } catch (err) {
    // No IndexedDB (a private window in some browsers): say what a failed request says.
    throw new Error(NETWORK_ERROR, { cause: err });
  }
  void requestOutboxSync();
  return { queued: true, item };
}
