import client from 'prom-client';

/**
 * The process's Prometheus metrics (GET /metrics, decision 057 and docs/operations.md). One registry per process:
 * counters add up whatever several apps built in one process (the tests) do, and the gauges read their sources when
 * scraped (sources() below), so nothing is counted twice and nothing runs between scrapes.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

const counter = <L extends string>(name: string, help: string, labelNames: L[]) => new client.Counter({ name, help, labelNames, registers: [registry] });

export const httpRequests = counter('http_requests_total', 'HTTP requests answered, by route pattern (never the raw URL) and status', [
  'method',
  'route',
  'status',
]);
export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route pattern',
  labelNames: ['method', 'route'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
export const jobsFinished = counter('jobs_finished_total', 'Jobs this process ran, by kind and result (done, retry, dead)', ['kind', 'result']);
export const pushSent = counter('push_sent_total', 'Web push messages handed to push services (result: sent, failed)', ['result']);
export const mailSent = counter('mail_sent_total', 'Emails handed to SMTP or the outbox (result: sent, failed)', ['result']);
export const rateLimitRefusals = counter('rate_limit_refusals_total', 'Requests refused with a 429 by a named limit', ['limit']);

/** Where the gauges read from at each scrape: every app and job runner of the process adds itself, and removes itself when it closes. */
export interface MetricsSource {
  pools?: () => Array<{ pool: string; total: number; idle: number; waiting: number }>;
  replica?: () => { state: string; lagSeconds: number | null; lagBytes: number | null } | null;
  liveStreams?: () => number;
  queue?: () => Promise<Array<{ kind: string; status: string; count: number; oldestSeconds: number }>>;
}
const sources = new Set<MetricsSource>();
export function addMetricsSource(source: MetricsSource): () => void {
  sources.add(source);
  return () => void sources.delete(source);
}

const gauge = <L extends string>(name: string, help: string, labelNames: L[], collect: (g: client.Gauge<L>) => void | Promise<void>) =>
  new client.Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      await collect(this);
    },
  });

gauge(
  'db_pool_connections',
  'Database connections of this process by pool (primary, replica) and state (total, idle, waiting: requests waiting for one)',
  ['pool', 'state'],
  (g) => {
    for (const s of sources)
      for (const p of s.pools?.() ?? []) for (const state of ['total', 'idle', 'waiting'] as const) g.inc({ pool: p.pool, state }, p[state]);
  },
);
gauge('db_replica_up', 'The read replica as this process last saw it: 1 for the state it is in (up, lagging, down)', ['state'], (g) => {
  for (const s of sources) {
    const r = s.replica?.();
    if (r) for (const state of ['up', 'lagging', 'down']) g.set({ state }, r.state === state ? 1 : 0);
  }
});
gauge('db_replica_lag_seconds', 'How long ago the primary wrote the oldest WAL the replica has not replayed', [], (g) => {
  for (const s of sources) {
    const r = s.replica?.();
    if (r?.lagSeconds != null) g.set(r.lagSeconds);
  }
});
gauge('db_replica_lag_bytes', 'Bytes of WAL the replica has not replayed', [], (g) => {
  for (const s of sources) {
    const r = s.replica?.();
    if (r?.lagBytes != null) g.set(r.lagBytes);
  }
});
gauge('live_streams_open', 'Server-sent event streams open on this process', [], (g) => {
  for (const s of sources) g.inc(s.liveStreams?.() ?? 0);
});
/** One read of the queue per scrape, shared by its two gauges (a scrape collects them together). */
let queueRead: { at: number; rows: ReturnType<NonNullable<MetricsSource['queue']>> } | null = null;
function queueRows() {
  if (queueRead && Date.now() - queueRead.at < 1_000) return queueRead.rows;
  const source = [...sources].find((s) => s.queue); // one database: the first source that can read the queue says it all
  const rows = source?.queue ? source.queue().catch(() => []) : Promise.resolve([]);
  queueRead = { at: Date.now(), rows };
  return rows;
}
gauge(
  'jobs_queue_depth',
  'Jobs in the queue (the whole database, not this process) by kind and status (queued, running, dead: failed for good)',
  ['kind', 'status'],
  async (g) => {
    for (const row of await queueRows()) g.set({ kind: row.kind, status: row.status }, row.count);
  },
);
gauge('jobs_oldest_queued_seconds', 'Age of the oldest job that is due and not yet taken, by kind', ['kind'], async (g) => {
  for (const row of await queueRows()) if (row.status === 'queued') g.set({ kind: row.kind }, row.oldestSeconds);
});
