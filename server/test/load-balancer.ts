import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface LoadBalancer {
  url: string;
  port: number;
  /** Which app process answered each request so far ("127.0.0.1:40123 200 POST /api/login"), from nginx's log. */
  upstreamLog(): string[];
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/**
 * The nginx configuration of docs/deploy.md for app processes on `ports`, with every path under `dir`.
 * Round robin; a process that refuses connections is skipped (proxy_next_upstream: a request never sent to
 * it is retried on another, a POST already sent is not, as it may have been written). Server-sent events
 * need proxy_buffering off and a read timeout longer than the app's heartbeat. X-Forwarded-For is replaced by the
 * address nginx saw, never appended to: whatever a client writes there is dropped (TRUST_PROXY=1, decision 009).
 */
export function nginxConfig(dir: string, listenPort: number, ports: number[]): string {
  const root = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${root}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  log_format upstream '$upstream_addr $status $request_method $uri';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 12m;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

/** nginx (Debian's package) in the foreground on a free loopback port, in front of the app processes on `ports`. */
export async function startNginx(ports: number[], healthPath = '/healthz'): Promise<LoadBalancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-nginx-'));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(dir, port, ports));
  const child = spawn('nginx', ['-p', dir, '-e', `${dir}/error.log`, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}${fs.readFileSync(`${dir}/error.log`, 'utf8')}`);
    const ok = await fetch(`${url}${healthPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error(`nginx did not answer on ${url}: ${stderr}`);
    await sleep(100);
  }
  return {
    url,
    port,
    upstreamLog: () => fs.readFileSync(`${dir}/access.log`, 'utf8').split('\n').filter(Boolean),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM'); // fast shutdown: streams still open are cut
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
