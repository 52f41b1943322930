import crypto from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ApiErrorSchema } from '@common/schemas/errors.js';
import type { Config } from '../config/env.js';
import type { Db } from '../db/client.js';
import type { ReadRouter } from '../db/replica.js';
import { addMetricsSource, httpDuration, httpRequests, registry } from '../lib/metrics/index.js';
import { queueStats } from '../lib/metrics/metrics.repository.js';
import { textResponse } from './contract.js';

interface MetricsDeps {
  db: Db;
  reads: ReadRouter;
  config: Config;
  liveStreams: () => number;
}

const poolOf = (name: string, db: Db) => ({ pool: name, total: db.$client.totalCount, idle: db.$client.idleCount, waiting: db.$client.waitingCount });

/**
 * Counts every answer by its route pattern (`/api/farms/:id`, never the URL: ids and query strings would make a
 * series per listing), feeds the gauges from this app, and serves GET /metrics when METRICS_TOKEN is set (a
 * bearer token; METRICS_LISTEN serves it on an internal address instead, see startMetricsListener).
 */
export function registerMetrics(app: FastifyInstance, { db, reads, config, liveStreams }: MetricsDeps) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  const remove = addMetricsSource({
    pools: () => [poolOf('primary', db), ...(reads.replica ? [poolOf('replica', reads.replica)] : [])],
    replica: () => reads.status(),
    liveStreams,
    queue: () => queueStats(db),
  });
  app.addHook('onClose', async () => remove());

  const token = config.metrics.token;
  if (!token) return;
  const expected = crypto.createHash('sha256').update(`Bearer ${token}`).digest();
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['site'],
        summary: 'Prometheus metrics (with METRICS_TOKEN as a bearer token)',
        hide: true,
        response: { 200: textResponse('text/plain', 'The Prometheus text format'), 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const given = crypto
        .createHash('sha256')
        .update(request.headers.authorization ?? '')
        .digest();
      if (!crypto.timingSafeEqual(given, expected))
        return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'A metrics token is needed.' });
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    },
  );
}

/** METRICS_LISTEN: /metrics on an internal address of its own, to anyone who reaches it (bind it where only Prometheus does). */
export async function startMetricsListener({ host, port }: { host: string; port: number }): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return server;
}
