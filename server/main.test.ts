import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

describe('the server process', () => {
  it('starts on the embedded database with demo content, serves, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', DEMO_DATA: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
      child.stdout.on('data', () => output.includes('is running at') && (clearTimeout(timer), resolve()));
      child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
    });
    expect(output).toMatch(/Seeded demo content: \d+ listings/);
    const res = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(await res.json()).toEqual({ status: 'ready' });
    const user = await fetch(`http://127.0.0.1:${port}/api/user`);
    expect(user.status).toBe(401);

    const pgPid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, output).toBe(0);
    // the embedded PostgreSQL was shut down too, not left running
    expect(() => process.kill(pgPid, 0)).toThrow();
  });
});
