import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The major version a client tool reports (`pg_dump (PostgreSQL) 15.19 (Debian …)` → 15), or null. */
function toolMajor(file: string): number | null {
  const out = spawnSync(file, ['--version'], { encoding: 'utf8' });
  return out.status === 0 ? Number(/\) (\d+)/.exec(out.stdout)?.[1] ?? NaN) || null : null;
}

/**
 * pg_dump or pg_restore for a server of major version `major`: the same major if there is one (PG_BIN, Debian's
 * /usr/lib/postgresql/N/bin, the PATH), else the nearest newer one (both read and write older servers). pg_dump
 * refuses a server newer than itself, so a missing one is an error that says what to install.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore', major: number): string {
  const dirs = [
    process.env.PG_BIN,
    ...(fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`) : []),
  ];
  const found = [...dirs.filter((d): d is string => !!d).map((d) => path.join(d, name)), name]
    .map((file) => ({ file, major: fs.existsSync(file) || file === name ? toolMajor(file) : null }))
    .filter((t): t is { file: string; major: number } => t.major !== null && t.major >= major)
    .sort((a, b) => a.major - b.major);
  if (!found.length)
    throw new Error(`No ${name} for PostgreSQL ${major} or newer: install postgresql-client-${major} (or set PG_BIN to a folder that has ${name}).`);
  return found[0].file;
}

/**
 * Runs a client tool against `url` without the password on its command line (other users of the machine can read
 * command lines): the URL goes without it, the password in PGPASSWORD.
 */
export async function runPgTool(file: string, args: string[], url: string) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  await run(file, [...args, '--dbname', u.toString()], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    maxBuffer: 64 * 1024 * 1024,
  });
}
