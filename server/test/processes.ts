import { afterAll, inject } from 'vitest';
import { spawnApp, type AppProcess } from './spawn-app.js';

export type { AppProcess };

const started = new Set<AppProcess>();
// Registered when a test file imports this module: a hook registered inside a running test would never run.
afterAll(() => Promise.all([...started].map((p) => p.kill('SIGKILL'))));

/** Starts the app in its own Node process on the run's test database; stopped after the file's tests. */
export async function startAppProcess(
  env: Record<string, string> = {},
  processEnv: Record<string, string> = {},
  databaseUrl = inject('databaseUrl'),
): Promise<AppProcess> {
  const proc = await spawnApp(databaseUrl, env, processEnv);
  started.add(proc);
  return proc;
}
