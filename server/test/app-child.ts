// A separate app process on the test database (tests of what several processes behind one PostgreSQL share):
// listens on a free loopback port and prints it; with CHILD_JOBS=1 it also works the job queue, as main.ts does.
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { createDb } from '../db/client.js';
import { jobHandlers } from '../jobs.js';
import { createJobRunner } from '../lib/jobs/index.js';

const config = loadConfig({
  NODE_ENV: 'test',
  APP_ORIGIN: 'http://localhost:5000',
  DATA_DIR: '/tmp/fsf-test-data',
  LOG_LEVEL: 'silent',
  PUSH_ALLOW_LOOPBACK: '1',
  ...JSON.parse(process.env.CHILD_ENV ?? '{}'),
});
const db = createDb(process.env.DATABASE_URL!, Number(process.env.CHILD_POOL ?? 4));
const readDb = process.env.DATABASE_READ_URL ? createDb(process.env.DATABASE_READ_URL, Number(process.env.CHILD_POOL ?? 4)) : db;
const app = await buildApp({ config, db, readDb });
const jobs = process.env.CHILD_JOBS
  ? createJobRunner({ db, handlers: jobHandlers({ db, config }), leaseMs: Number(process.env.CHILD_LEASE_MS ?? 300_000), pollMs: 200 })
  : null;
await app.listen({ port: 0, host: '127.0.0.1' });
await jobs?.start();
const address = app.server.address();
process.stdout.write(`PORT ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on(
  'SIGTERM',
  () =>
    void Promise.all([app.close(), jobs?.stop()])
      .then(() => db.$client.end())
      .finally(() => process.exit(0)),
);
// The test process is gone (crashed, killed, or done without stopping us): so are we.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
