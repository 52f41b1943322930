import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Config } from '../../config/env.js';
import { backupStart, backupStop, serverMajor, tableCounts } from './backup.repository.js';
import { openCommandDatabase } from './command-database.js';
import { pgTool, runPgTool } from './pg-tools.js';

const run = promisify(execFile);

/**
 * One file holds a whole backup (decision 057), a tar archive of:
 * - `manifest.json`: what it is, from which server version, when, and the row counts it was taken with;
 * - `database.dump` (a server, DATABASE_URL: `pg_dump -Fc` of the server's own major version), or `pg/` (the embedded
 *   database: an online copy of its files by PostgreSQL's backup API, since the embedded binaries ship no pg_dump);
 * - `uploads/`: the listing photos, unless left out (object storage, or a shared folder backed up on its own).
 */
export interface BackupManifest {
  format: 'farm-stand-finder-backup';
  version: 1;
  kind: 'dump' | 'data-directory';
  serverMajor: number;
  createdAt: string;
  uploads: boolean;
  counts: Record<string, number>;
}

/** What a restore is checked by: the tables people's work lives in. */
export const COUNTED_TABLES = ['users', 'farms', 'farm_photos', 'messages', 'jobs'];

/** Files of a data directory a copy leaves out (PostgreSQL's documentation, "Making a Base Backup Using the Low Level API"). */
const SKIP_DIRS = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);
const SKIP_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'pg_internal.init', 'backup_label', 'tablespace_map']);

export async function createBackup(config: Config, file: string, { uploads = true } = {}): Promise<BackupManifest> {
  const target = path.resolve(file);
  const stage = fs.mkdtempSync(path.join(path.dirname(target), '.fsf-backup-'));
  const database = await openCommandDatabase(config);
  const client = new pg.Client({ connectionString: database.url });
  try {
    await client.connect();
    const major = await serverMajor(client);
    const counts = await tableCounts(client, COUNTED_TABLES);
    if (database.pgDir) await copyDataDirectory(client, database.pgDir, path.join(stage, 'pg'));
    else await runPgTool(pgTool('pg_dump', major), ['--format=custom', '--file', path.join(stage, 'database.dump')], database.url);
    const withUploads = uploads && fs.existsSync(config.uploadsDir);
    if (withUploads) fs.cpSync(config.uploadsDir, path.join(stage, 'uploads'), { recursive: true });
    const manifest: BackupManifest = {
      format: 'farm-stand-finder-backup',
      version: 1,
      kind: database.pgDir ? 'data-directory' : 'dump',
      serverMajor: major,
      createdAt: new Date().toISOString(),
      uploads: withUploads,
      counts,
    };
    fs.writeFileSync(path.join(stage, 'manifest.json'), JSON.stringify(manifest, null, 2));
    // A dump is compressed already; a data directory is mostly pages and WAL that compress well.
    await run('tar', [database.pgDir ? '-czf' : '-cf', `${target}.partial`, '-C', stage, '.']);
    fs.renameSync(`${target}.partial`, target); // a backup cut off half-way never looks like a whole one
    return manifest;
  } finally {
    await client.end().catch(() => {});
    await database.close();
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

/** The embedded server's files, copied while it runs, with the WAL that makes the copy consistent. */
async function copyDataDirectory(client: pg.Client, pgDir: string, to: string) {
  await backupStart(client);
  let label: { labelFile: string; spcmapFile: string };
  try {
    fs.cpSync(pgDir, to, {
      recursive: true,
      filter: (src) => {
        const rel = path.relative(pgDir, src);
        const [top, ...rest] = rel.split(path.sep);
        if (SKIP_DIRS.has(top) && rest.length) return false; // keep the folder, not what is in it
        const base = path.basename(src);
        return !SKIP_FILES.has(rel) && !base.startsWith('pgsql_tmp') && base !== 'pg_internal.init';
      },
    });
  } finally {
    label = await backupStop(client);
  }
  fs.writeFileSync(path.join(to, 'backup_label'), label.labelFile);
  if (label.spcmapFile) fs.writeFileSync(path.join(to, 'tablespace_map'), label.spcmapFile);
  // The WAL from the backup's start on (its label names the first file): replayed at the first start.
  const first = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(label.labelFile)?.[1];
  if (!first) throw new Error('The backup label names no WAL file');
  fs.mkdirSync(path.join(to, 'pg_wal', 'archive_status'), { recursive: true });
  for (const name of fs.readdirSync(path.join(pgDir, 'pg_wal'))) {
    if ((/^[0-9A-F]{24}$/.test(name) && name >= first) || name.endsWith('.history'))
      fs.copyFileSync(path.join(pgDir, 'pg_wal', name), path.join(to, 'pg_wal', name));
  }
}
