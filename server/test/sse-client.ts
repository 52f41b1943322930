import http from 'node:http';

export interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * A minimal EventSource for tests: connects with a session cookie, collects events, and waits for one.
 * (Node 20 has no EventSource; the browser tests use the real one.)
 */
export function openSse(baseUrl: string, cookie: string, lastEventId?: string) {
  const events: SseEvent[] = [];
  const waiters: Array<{ test: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }> = [];
  let response: http.IncomingMessage | undefined;
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const request = http.get(`${baseUrl}/api/events`, {
    headers: { cookie, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
  });
  const opened = new Promise<number>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      response = res;
      res.on('end', markEnded);
      res.on('close', markEnded);
      resolve(res.statusCode ?? 0);
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: SseEvent = { id: null, event: 'message', data: null };
          let sawData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              e.data = JSON.parse(line.slice(6));
              sawData = true;
            }
          }
          if (!sawData) continue;
          events.push(e);
          for (const w of [...waiters]) {
            if (!w.test(e)) continue;
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(e);
          }
        }
      });
    });
  });
  return {
    events,
    opened,
    /** Resolves when the server ends the stream (or it closes). */
    ended,
    /** Resolves true if the stream ends within `ms`, false if it is still open then. */
    endsWithin: (ms: number) => Promise.race([ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]),
    /** Resolves with the first event (already received or coming) that passes `test`. */
    waitFor(test: (e: SseEvent) => boolean, timeoutMs = 10_000): Promise<SseEvent> {
      const seen = events.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((x) => x.event))}`)),
          timeoutMs,
        );
        waiters.push({ test, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    close() {
      response?.destroy();
      request.destroy();
    },
  };
}
