import type pg from 'pg';

export interface Listener {
  /** Settles once the first LISTEN is in place (or has failed and a retry is scheduled). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * LISTENs on PostgreSQL channels with one dedicated connection taken from the pool, reconnecting after a
 * failure (a database restart). NOTIFY reaches every process on the database: the fan-out between app
 * processes (docs/product.md §8). `onReconnect` lets callers catch up on what they may have missed meanwhile.
 */
export function listen(
  pool: pg.Pool,
  channels: string[],
  onNotify: (channel: string, payload: string) => void,
  { onReconnect, retryMs = 1_000 }: { onReconnect?: () => void; retryMs?: number } = {},
): Listener {
  let client: pg.PoolClient | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (isRetry: boolean) => {
    try {
      const c = await pool.connect();
      if (closed) return c.release();
      client = c;
      c.on('notification', (n) => onNotify(n.channel, n.payload ?? ''));
      c.on('error', () => retry(c));
      for (const ch of channels) await c.query(`LISTEN ${quoteIdent(ch)}`);
      if (isRetry) onReconnect?.();
    } catch {
      retry(client);
    }
  };
  const retry = (c: pg.PoolClient | undefined) => {
    if (c && c === client) {
      client = undefined;
      c.release(true); // broken: never hand it back to the pool
    }
    if (!closed && !timer) timer = setTimeout(() => ((timer = undefined), void connect(true)), retryMs);
  };
  const ready = connect(false);

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = undefined;
      if (!c) return;
      await c.query('UNLISTEN *').catch(() => {});
      c.release();
    },
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
