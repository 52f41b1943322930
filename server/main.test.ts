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
  it('starts on the embedded database with demo content, serves, and on SIGTERM answers the request in flight before it stops', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'debug', DATABASE_URL: '', DEMO_DATA: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    /** Resolves once the server has printed something matching (it may already have); fails if it exits first or never does. */
    const printed = (pattern: RegExp) =>
      new Promise<void>((resolve, reject) => {
        if (pattern.test(output)) return resolve();
        const timer = setTimeout(() => reject(new Error(`never printed ${pattern}:\n${output}`)), 120_000);
        child.stdout.on('data', () => pattern.test(output) && (clearTimeout(timer), resolve()));
        child.on('exit', (code) => (clearTimeout(timer), reject(new Error(`exited ${code} before printing ${pattern}:\n${output}`))));
      });
    await printed(/is running at/);
    expect(output).toMatch(/Seeded demo content: \d+ listings/);
    const res = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(await res.json()).toEqual({ status: 'ready' });
    const user = await fetch(`http://127.0.0.1:${port}/api/user`);
    expect(user.status).toBe(401);

    const pgPid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    // A sign-in whose body is still on its way when SIGTERM arrives (a deploy rolling over a slow phone): it is
    // answered from the database, and only then does the process stop, with 0.
    const body = JSON.stringify({ email: 'farmer@example.com', password: 'fresh-produce' });
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const answered = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://localhost:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await printed(/"url":"\/api\/login".*"incoming request"/); // logged at debug level (plugins/request-log.ts)
    child.kill('SIGTERM');
    await printed(/SIGTERM: finishing open requests/);
    socket.write(body.slice(10));
    await answered;
    expect(answer.split('\r\n')[0], output).toBe('HTTP/1.1 200 OK');
    expect(answer).toMatch(/set-cookie: /i);
    expect(await exited, output).toBe(0);
    // the embedded PostgreSQL was shut down too, not left running
    expect(() => process.kill(pgPid, 0)).toThrow();
    // A cold start (initdb, migrations, the demo with three past seasons) took 40-70 s on a loaded 2-core machine.
  }, 150_000);
});
