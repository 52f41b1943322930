// Public pages for a crowd (issue 31 point 5): requests/s and latency of each signed-out page at 64 keep-alive
// connections with Brotli, as a browser asks, beside GET /api/farms in the same run, with the machine's load and the
// server's own CPU per request. The production build (npm run build first) on the embedded database with the demo
// content, one process; the load generator is bench/http-load.mjs in a child process.
//
//   node bench/pages.mjs [--seconds 5] [--connections 64] [--no-cache] [path ...]
// --no-cache runs the server with PAGE_CACHE_SECONDS=0 (every page rendered per request, as before decision 066).
// BENCH_PORT (default 5291) moves the server.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoServer } from './phone-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args.splice(args.indexOf(name), 2)[1] : fallback);
const flag = (name) => (args.includes(name) ? (args.splice(args.indexOf(name), 1), true) : false);
const seconds = Number(option('--seconds', 5));
const connections = Number(option('--connections', 64));
const noCache = flag('--no-cache');
const port = Number(process.env.BENCH_PORT ?? 5291);

const { origin, pid } = await startDemoServer(port, noCache ? { PAGE_CACHE_SECONDS: '0' } : {});
const farm = (await (await fetch(`${origin}/api/farms?limit=1`)).json()).items[0];
const post = (await (await fetch(`${origin}/api/blog/posts`)).json()).items?.[0];
const pages = args.length
  ? args
  : ['/', '/browse', '/open-now', '/in-season', `/farm/${farm.id}`, '/blog', ...(post ? [`/blog/${post.slug}`] : []), '/how-it-works', '/auth', '/api/farms'];

/** The server process's CPU time so far (ms), from /proc: what its requests cost it, apart from the load generator's. */
const cpuMs = () => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
};

function load(url) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'http-load.mjs'), [], { stdio: 'inherit' });
    let cpu0 = 0;
    child.on('message', (m) => {
      if (m.phase === 'measuring') return void (cpu0 = cpuMs());
      const serverCpu = cpuMs() - cpu0;
      child.once('exit', () => resolve({ ...m, serverCpuMsPerRequest: serverCpu / Math.max(1, m.requests) }));
      child.send('read');
    });
    child.once('error', reject);
    child.send({ port, urls: [url], connections, durationMs: seconds * 1000, warmupMs: 1000, maxRequests: 10_000_000, encoding: 'br' });
  });
}

const sizeOf = async (url) => {
  const res = await fetch(origin + url, { headers: { 'accept-encoding': 'identity' } });
  const raw = Buffer.from(await res.arrayBuffer()).length;
  const br = await fetch(origin + url, { headers: { 'accept-encoding': 'br' } });
  return { raw, cache: br.headers.get('x-cache') ?? '—' };
};

const loadAvg = () => os.loadavg()[0].toFixed(1);
console.log(
  `Public pages, one process, ${connections} connections, Brotli, ${seconds} s a line after 1 s of warm-up; page cache ${noCache ? 'OFF' : 'on'}; ` +
    `${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
);
console.log('| page | req/s | p50 ms | p99 ms | errors | server CPU ms/req | HTML KB | cache | load |');
console.log('|---|---:|---:|---:|---:|---:|---:|---|---:|');
for (const url of pages) {
  const name = url.startsWith('/farm/') ? '/farm/{id}' : url.startsWith('/blog/') ? '/blog/{slug}' : url;
  const { raw } = await sizeOf(url);
  const r = await load(url);
  const { cache } = await sizeOf(url);
  console.log(
    `| ${name} | ${Math.round(r.rps).toLocaleString('en-US')} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.serverCpuMsPerRequest.toFixed(2)} | ` +
      `${(raw / 1000).toFixed(1)} | ${url.startsWith('/api/') ? '—' : cache} | ${loadAvg()} |`,
  );
}
process.exit(0);
