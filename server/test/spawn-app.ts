import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface AppProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Ends it like a crash (SIGKILL) or a deploy (SIGTERM). */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const CHILD = path.resolve(import.meta.dirname, 'app-child.ts');

/**
 * The app in its own Node process (app-child.ts) on `databaseUrl`, listening on a free loopback port. `env` is
 * the app's configuration (loadConfig), `processEnv` the child's environment (CHILD_JOBS=1 works the queue).
 * Used by the tests (processes.ts) and by `npm run bench:cluster`, so it imports nothing of vitest.
 */
export async function spawnApp(databaseUrl: string, env: Record<string, string> = {}, processEnv: Record<string, string> = {}): Promise<AppProcess> {
  // --max-semi-space-size as in production (package.json "serve", docs/deploy.md): fewer young-generation collections under load.
  const child = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', CHILD], {
    env: { ...process.env, ...processEnv, DATABASE_URL: databaseUrl, CHILD_ENV: JSON.stringify(env) },
    // The child exits when this pipe closes: a run that dies leaves no app process behind.
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
  return { child, port, url: `http://127.0.0.1:${port}`, kill };
}
