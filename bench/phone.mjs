// What a phone gets: Lighthouse (mobile: a mid-range phone, slow 4G and a 4× slower CPU, simulated) on the public
// pages of the production build, served by the real server on the embedded database with the demo content.
// Prints one row a page. Needs `npm run build` first and Debian's Chromium; Lighthouse itself is fetched by npx
// (it is a tool for this benchmark, not a dependency of the app).
//
//   node bench/phone.mjs [--runs 3] [--keep DIR] [path ...]
// The median run of each page is printed; BENCH_PORT (default 5290) moves the server; --keep writes every report
// to DIR for a closer look; paths (such as /browse) measure only those pages.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH, chromiumFlags } from '../scripts/chromium.mjs';
import { startDemoServer } from './phone-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args.splice(args.indexOf(name), 2)[1] : fallback);
const runs = Number(option('--runs', 3));
const keep = option('--keep', null);
const port = Number(process.env.BENCH_PORT ?? 5290);
const chromeFlags = chromiumFlags(['--headless=new']);
const outDir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-lighthouse-'));
fs.mkdirSync(outDir, { recursive: true });
const { origin } = await startDemoServer(port);
if (!keep) process.on('exit', () => fs.rmSync(outDir, { recursive: true, force: true }));

const farm = (await (await fetch(`${origin}/api/farms?limit=1`)).json()).items[0];
const pages = args.length ? args : ['/', '/browse', '/open-now', `/farm/${farm.id}`, '/blog', '/auth'];

function lighthouse(url, file, attempt = 1) {
  const r = spawnSync('npx', ['--yes', 'lighthouse@12.8', url, `--chrome-flags=${chromeFlags}`, '--output=json', `--output-path=${file}`, '--quiet'], {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0 && attempt < 3) return lighthouse(url, file, attempt + 1); // Chromium sometimes fails to start on a busy machine
  if (r.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// The machine may be shared: its load beside the figures says how far to trust the CPU-bound ones (TBT).
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`Lighthouse ${runs}× per page (median by performance score), mobile emulation, ${os.cpus().length} CPUs, load ${load()}\n`);
console.log('| page | performance | accessibility | best practices | SEO | FCP s | LCP s | TBT ms | CLS | script KiB | transfer KiB | load |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const page of pages) {
  const name = page.startsWith('/farm/') ? '/farm/{id}' : page;
  const file = (i) => path.join(outDir, `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${i}.json`);
  const reports = Array.from({ length: runs }, (_, i) => lighthouse(origin + page, file(i)));
  const perf = median(reports.map((r) => r.categories.performance.score));
  const r = reports.find((x) => x.categories.performance.score === perf);
  const score = (k) => Math.round(r.categories[k].score * 100);
  const a = (id) => r.audits[id].numericValue;
  // Every script the page downloaded as Lighthouse loaded it (compressed, as sent), not only the first chunk.
  const script = r.audits['network-requests'].details.items.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + i.transferSize, 0);
  console.log(
    `| ${name} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
      `${(a('first-contentful-paint') / 1000).toFixed(1)} | ${(a('largest-contentful-paint') / 1000).toFixed(1)} | ${Math.round(a('total-blocking-time'))} | ` +
      `${a('cumulative-layout-shift').toFixed(3)} | ${(script / 1024).toFixed(1)} | ${Math.round(a('total-byte-weight') / 1024)} | ${load().split(' ')[0]} |`,
  );
}
process.exit(0);
