// A process that dies at a chosen point of an event's life (server/lib/events/events.test.ts), killing itself with
// SIGKILL as a crash would: no shutdown hook, no rollback sent, no job marked.
//   EVENT_MODE=after-commit     commits the change and its event, then dies before any handler runs
//   EVENT_MODE=in-handler       works the queue, dies inside the handler before its effect commits
//   EVENT_MODE=after-handler    works the queue, dies after the handler's transaction committed, before the runner
//                               records the job as finished
import { createDb } from '../db/client.js';
import { eventJobHandlers } from '../lib/events/index.js';
import { createJobRunner } from '../lib/jobs/index.js';
import { change, effectHandler, hooks } from './events-fixture.js';

const db = createDb(process.env.DATABASE_URL!, 2);
const farmId = Number(process.env.EVENT_FARM_ID);
const die = (): void => void process.kill(process.pid, 'SIGKILL');
const mode = process.env.EVENT_MODE;

if (mode === 'after-commit') {
  await db.transaction((tx) => change(tx, farmId));
  process.stdout.write('committed\n');
  die();
} else {
  let handled = false;
  if (mode === 'in-handler') hooks.after = () => die();
  else
    hooks.after = () => {
      handled = true;
    };
  // After the handler's commit, the runner's next statement is the one that records the job as done: die there.
  const watched = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'execute' && handled) return () => die();
      return Reflect.get(target, prop, receiver);
    },
  });
  const runner = createJobRunner({ db: watched, handlers: eventJobHandlers([effectHandler]), leaseMs: Number(process.env.EVENT_LEASE_MS) });
  await runner.drain();
  process.stdout.write('drained without dying\n');
  process.exit(3);
}
