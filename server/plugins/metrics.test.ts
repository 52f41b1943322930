import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { hit } from '../lib/rate-limit.js';
import { createTestApp } from '../test/helpers.js';
import { startMetricsListener } from './metrics.js';

const TOKEN = 'metrics-token-for-the-test';
const { app, db } = await createTestApp({ METRICS_TOKEN: TOKEN });
const scrape = async () => {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};
/** A sample's value in the text format, or 0 when the series does not exist yet. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /metrics', () => {
  it('needs the bearer token of METRICS_TOKEN', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', TOKEN, `Basic ${TOKEN}`]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('names every metric the runbook reads, and a request moves its route pattern’s counter (never its URL)', async () => {
    const series = 'http_requests_total{method="GET",route="/api/farms/:id",status="404"}';
    const before = sample(await scrape(), series);
    expect((await app.inject({ method: 'GET', url: '/api/farms/987654321' })).statusCode).toBe(404);
    await expect(hit(db, { key: 'metrics-test:someone@example.com', max: 0, windowSeconds: 60 })).rejects.toMatchObject({ statusCode: 429 });
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 1);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/farms\/:id"\} \d+$/m);
    expect(text).not.toContain('987654321');
    expect(sample(text, 'rate_limit_refusals_total{limit="metrics-test"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('someone@example.com');
    for (const name of [
      'db_pool_connections',
      'db_replica_up',
      'db_replica_lag_seconds',
      'jobs_queue_depth',
      'jobs_oldest_queued_seconds',
      'jobs_finished_total',
      'live_streams_open',
      'push_sent_total',
      'mail_sent_total',
      'rate_limit_refusals_total',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(text, name).toContain(`# TYPE ${name} `);
    expect(text).toMatch(/^db_pool_connections\{pool="primary",state="total"\} \d+$/m);
  });

  it('is not served without METRICS_TOKEN; METRICS_LISTEN serves it on an address of its own', async () => {
    const { app: plain } = await createTestApp();
    const res = await plain.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.body).not.toContain('http_requests_total');
    const server = await startMetricsListener({ host: '127.0.0.1', port: 0 });
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('# TYPE http_requests_total counter');
    } finally {
      server.close();
    }
  });
});
