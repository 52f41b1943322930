import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTGRES_MALLOC_TUNABLES, attachOrStartEmbedded, runningServer, startEmbeddedDatabase } from './embedded.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-crash-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function runChildUntilReady(value: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/test/embedded-child.ts'), dir, value], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<typeof child>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('READY') && resolve(child));
    child.on('exit', (code) => reject(new Error(`child exited early (${code})`)));
  });
}

async function values(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ value: string }>('SELECT value FROM crash_test ORDER BY value');
  await client.end();
  return rows.map((r) => r.value);
}

describe('a command beside a live app (issue 34, decision 052)', () => {
  it('uses the live server and never stops it; the app refuses a directory another live process serves', async () => {
    const child = await runChildUntilReady('live');
    try {
      const pid = Number(fs.readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      expect(runningServer(dir)).toMatchObject({ state: 'live', pid, ownerPid: child.pid });
      const command = await attachOrStartEmbedded(dir);
      expect(command.shared).toBe(true);
      expect(await values(command.url)).toEqual(['live']);
      await command.stop();
      await expect(startEmbeddedDatabase(dir)).rejects.toThrow(/in use by process/);
      // Still the app's, still answering.
      expect(() => process.kill(pid, 0)).not.toThrow();
      expect(await values(command.url)).toEqual(['live']);
    } finally {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
    // The app is gone: its server is now an orphan, which the next start shuts down.
    expect(runningServer(dir).state).toBe('orphan');
    const db = await startEmbeddedDatabase(dir);
    await db.stop();
    const pidFile = path.join(dir, 'pg', 'postmaster.pid');
    expect(fs.existsSync(pidFile)).toBe(false);
    const client = await attachOrStartEmbedded(dir); // nothing runs: started for the command, stopped after
    expect(client.shared).toBe(false);
    await client.stop();
    expect(fs.existsSync(pidFile)).toBe(false);
  });
});

describe('embedded PostgreSQL survives SIGKILL of the app', () => {
  it('recovers from an orphaned server and keeps every committed row', async () => {
    const child = await runChildUntilReady('first');
    const pid = Number(fs.readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    // The app is gone but its PostgreSQL still runs, holding the directory.
    expect(() => process.kill(pid, 0)).not.toThrow();

    expect(runningServer(dir).state).toBe('orphan');
    const db = await startEmbeddedDatabase(dir);
    try {
      expect(await values(db.url)).toEqual(['first', 'live']);
    } finally {
      await db.stop();
    }
  });

  it('starts over a stale postmaster.pid left by a killed server', async () => {
    const child = await runChildUntilReady('second');
    const pidFile = path.join(dir, 'pg', 'postmaster.pid');
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    child.kill('SIGKILL');
    process.kill(pid, 'SIGKILL'); // the whole machine "crashed": PostgreSQL too, mid-transaction
    await new Promise((r) => setTimeout(r, 500));
    expect(fs.existsSync(pidFile)).toBe(true);

    const db = await startEmbeddedDatabase(dir);
    try {
      expect(await values(db.url)).toEqual(['first', 'live', 'second']);
    } finally {
      await db.stop();
    }
  });
});

describe('embedded PostgreSQL’s allocator', () => {
  it.runIf(process.platform === 'linux' && !process.env.GLIBC_TUNABLES)(
    'keeps freed memory (GLIBC_TUNABLES), in the server only, not in this process',
    async () => {
      const home = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-malloc-'));
      const db = await startEmbeddedDatabase(home);
      try {
        // The postmaster's environment, which its backends inherit (a backend's own /proc entry holds its title).
        const postmaster = Number(fs.readFileSync(path.join(home, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
        const environ = fs.readFileSync(`/proc/${postmaster}/environ`, 'utf8').split('\0');
        // glibc parses the variable in place, ending each tunable's value with a NUL: /proc shows it up to the first.
        const first = POSTGRES_MALLOC_TUNABLES.split(':')[0];
        expect(environ).toContain(`GLIBC_TUNABLES=${first}`);
        expect(process.env.GLIBC_TUNABLES).toBeUndefined();
      } finally {
        await db.stop();
        fs.rmSync(home, { recursive: true, force: true });
      }
    },
  );
});
