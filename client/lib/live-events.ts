/**
 * The signed-in user's live events (server-sent events from GET /api/events), shared by the whole tab.
 * EventSource reconnects by itself after a drop and sends Last-Event-ID, so the server replays what was missed;
 * after a hard failure (the server answered an error) we open a new one ourselves, passing the last id along.
 */
export interface LiveEvent {
  id: number;
  kind: string;
  data: unknown;
}

export const LIVE_KINDS = ['message', 'read', 'notification', 'notifications_read', 'resync'] as const;
const MAX_BACKOFF_MS = 30_000;

export function connectLive(onEvent: (e: LiveEvent) => void, { url = '/api/events' } = {}): () => void {
  let source: EventSource | null = null;
  let lastId = 0;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  // Replays overlap a little (the server resends a short window so nothing is lost): apply each id once.
  const seen = new Set<number>();

  let connections = 0;

  const open = () => {
    source = new EventSource(lastId ? `${url}?lastEventId=${lastId}` : url, { withCredentials: true });
    source.addEventListener('ready', () => {
      failures = 0;
      // Back after a drop before any event had an id to replay from: refetch rather than miss something.
      if (connections++ > 0 && !lastId) onEvent({ id: 0, kind: 'resync', data: null });
    });
    for (const kind of LIVE_KINDS) {
      source.addEventListener(kind, (ev) => {
        const me = ev as MessageEvent<string>;
        const id = Number(me.lastEventId) || 0;
        if (kind !== 'resync' && id) {
          if (seen.has(id)) return;
          seen.add(id);
          if (seen.size > 2000) seen.delete(seen.values().next().value!);
          lastId = Math.max(lastId, id);
        }
        let data: unknown = null;
        try {
          data = JSON.parse(me.data);
        } catch {
          /* an empty event */
        }
        onEvent({ id, kind, data });
      });
    }
    source.onerror = () => {
      if (source?.readyState !== EventSource.CLOSED || closed) return; // the browser is already reconnecting
      failures += 1;
      timer = setTimeout(open, Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures));
    };
  };
  open();

  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}
