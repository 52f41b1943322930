import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Config } from '../../config/env.js';
import { runningServer, startEmbeddedDatabase, stopOrphanIn } from '../embedded.js';
import { publicTableCount, serverMajor, tableCounts } from './backup.repository.js';
import { COUNTED_TABLES, type BackupManifest } from './backup.js';
import { pgTool, runPgTool } from './pg-tools.js';

const run = promisify(execFile);

export interface RestoreResult {
  manifest: BackupManifest;
  counts: Record<string, number>;
  /** Where what was there before was moved (the embedded database's folder, the uploads), to delete once checked. */
  keptAside: string[];
}

/**
 * Restores a backup of createBackup(): into DATABASE_URL, which must be a new, empty database (nothing is
 * overwritten on a server), or as the embedded database of DATA_DIR, whose current files are moved aside first.
 * The embedded database must not be running: stop the app. Either way the uploads come back into UPLOADS_DIR
 * (the folder there is moved aside), and the row counts are compared with the manifest's.
 */
export async function restoreBackup(config: Config, file: string): Promise<RestoreResult> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const stage = fs.mkdtempSync(path.join(config.databaseUrl ? path.dirname(path.resolve(file)) : await prepare(config.dataDir), '.fsf-restore-'));
  const keptAside: string[] = [];
  try {
    await run('tar', ['-xf', path.resolve(file), '-C', stage]);
    const manifest = JSON.parse(fs.readFileSync(path.join(stage, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== 'farm-stand-finder-backup' || manifest.version !== 1) throw new Error(`${file} is not a Farm Stand Finder backup`);
    const counts = config.databaseUrl
      ? await restoreDump(config.databaseUrl, stage, manifest)
      : await restoreEmbedded(config.dataDir, stage, manifest, stamp, keptAside);
    if (manifest.uploads) {
      if (fs.existsSync(config.uploadsDir)) keptAside.push(moveAside(config.uploadsDir, stamp));
      fs.mkdirSync(path.dirname(config.uploadsDir), { recursive: true });
      fs.cpSync(path.join(stage, 'uploads'), config.uploadsDir, { recursive: true });
    }
    const differ = COUNTED_TABLES.filter((t) => counts[t] !== manifest.counts[t]);
    if (differ.length) throw new Error(`Restored, but the row counts differ from the backup's in ${differ.join(', ')}`);
    return { manifest, counts, keptAside };
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

async function prepare(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  if (runningServer(dataDir).state === 'live') throw new Error(`The embedded database in ${dataDir} is running: stop the app before restoring into it.`);
  await stopOrphanIn(dataDir); // a killed app's server must let go of the directory before it is moved aside
  return dataDir;
}

function moveAside(dir: string, stamp: string) {
  const aside = `${dir}.before-restore-${stamp}`;
  fs.renameSync(dir, aside);
  return aside;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A dump into an empty database: in one transaction (all or nothing), owned by whoever restores it. */
async function restoreDump(url: string, stage: string, manifest: BackupManifest) {
  if (manifest.kind !== 'dump')
    throw new Error('This backup is the embedded database’s files: restore it with DATABASE_URL unset (see docs/operations.md to move to a server).');
  const major = await withClient(url, async (client) => {
    if ((await publicTableCount(client)) > 0)
      throw new Error('The database of DATABASE_URL is not empty: restore into a new database (createdb) and point DATABASE_URL at it.');
    return serverMajor(client);
  });
  const tool = pgTool('pg_restore', Math.max(major, manifest.serverMajor));
  await runPgTool(tool, ['--exit-on-error', '--single-transaction', '--no-owner', path.join(stage, 'database.dump')], url);
  return withClient(url, (client) => tableCounts(client, COUNTED_TABLES));
}

/** The embedded database from a backup: its files as they were (then replayed to the backup's end), or a server's dump loaded into a new one. */
async function restoreEmbedded(dataDir: string, stage: string, manifest: BackupManifest, stamp: string, keptAside: string[]) {
  const pgDir = path.join(dataDir, 'pg');
  if (fs.existsSync(pgDir)) keptAside.push(moveAside(pgDir, stamp));
  if (manifest.kind === 'data-directory') {
    fs.renameSync(path.join(stage, 'pg'), pgDir);
    fs.chmodSync(pgDir, 0o700); // PostgreSQL refuses a data directory others can read
  }
  const server = await startEmbeddedDatabase(dataDir); // a new, empty one for a dump
  try {
    if (manifest.kind === 'dump') {
      await runPgTool(
        pgTool('pg_restore', manifest.serverMajor),
        ['--exit-on-error', '--single-transaction', '--no-owner', path.join(stage, 'database.dump')],
        server.url,
      );
    }
    return await withClient(server.url, (client) => tableCounts(client, COUNTED_TABLES));
  } finally {
    await server.stop();
  }
}
