import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, inject } from 'vitest';

export interface AppProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Ends it like a crash (SIGKILL) or a deploy (SIGTERM). */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const started = new Set<AppProcess>();
// Registered when a test file imports this module: a hook registered inside a running test would never run.
afterAll(() => Promise.all([...started].map((p) => p.kill('SIGKILL'))));

/** Starts the app in its own Node process on the run's test database; stopped after the file's tests. */
export async function startAppProcess(
  env: Record<string, string> = {},
  processEnv: Record<string, string> = {},
  databaseUrl = inject('databaseUrl'),
): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/app-child.ts'], {
    env: { ...process.env, ...processEnv, DATABASE_URL: databaseUrl, CHILD_ENV: JSON.stringify(env) },
    // The child exits when this pipe closes: a test run that dies leaves no app process behind.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`app process exited (${code}): ${stderr}`)));
  });
  const kill = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  const proc = { child, port, url: `http://127.0.0.1:${port}`, kill };
  started.add(proc);
  return proc;
}
