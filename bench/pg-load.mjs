// The bare-SQL load generator: the same statements the endpoint ran for each URL (captured from the real server
// by bench/search.ts), sent straight through node-postgres with the same number of connections, no HTTP and no
// app. Closed loop, like http-load.mjs: each connection sends its next "request" (the URL's statements, in
// order) as soon as the previous one is answered. Run as a child process so its CPU is counted apart.
import pg from 'pg';
import { measure } from './load-stats.mjs';

async function run({ requests }, ms, max, record, clients) {
  const end = Date.now() + ms;
  let [sent, next, errors] = [0, Math.floor(Math.random() * requests.length), 0];
  const latencies = [];
  const started = process.hrtime.bigint();
  await Promise.all(
    clients.map(async (client) => {
      while (Date.now() < end && sent < max) {
        sent++;
        const statements = requests[next++ % requests.length];
        const t0 = process.hrtime.bigint();
        try {
          for (const s of statements) await client.query(s);
        } catch {
          errors++;
        }
        if (record) latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }),
  );
  return { latencies, errors, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

process.once('message', async (job) => {
  // The server's type parsers: bigint as a number (server/db/client.ts); json is parsed by pg as in the app.
  pg.types.setTypeParser(20, (v) => Number(v));
  const clients = await Promise.all(
    Array.from({ length: job.connections }, async () => {
      const c = new pg.Client({ connectionString: job.databaseUrl });
      await c.connect();
      return c;
    }),
  );
  await measure(job, (ms, max, record) => run(job, ms, max, record, clients));
  await Promise.all(clients.map((c) => c.end()));
  process.exit(0);
});
