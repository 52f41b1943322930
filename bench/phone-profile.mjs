// What the long tasks of a phone's load are made of (issue 31 point 1): loads a page in Chromium with its CPU slowed
// 4× (as bench/phone-vitals.mjs), records a performance trace with V8's sampling profiler, and for each task of
// 50 ms or more after the first contentful paint prints its length and the functions that took its time (self
// time, mapped through the build's source maps to the source file and function; `app:` keeps the app's own frames, which
// name the component or effect). Run it on a build (npm run build).
//
//   node bench/phone-profile.mjs [--origin URL] [--top 8] [--lang en] path ...
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { launchChromium } from '../scripts/chromium.mjs';
import { startDemoServer } from './phone-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args.splice(args.indexOf(name), 2)[1] : fallback);
const top = Number(option('--top', 8));
const lang = option('--lang', 'en');
let origin = option('--origin', null);
let stop = () => {};
if (!origin) ({ origin, stop } = await startDemoServer(Number(process.env.BENCH_PORT ?? 5293)));
process.on('exit', () => stop());

const maps = new Map();
function mapFrame({ url = '', functionName, lineNumber, columnNumber }) {
  const file = url.replace(/^.*\/assets\//, '');
  if (!url.includes('/assets/')) return `${functionName || '(anonymous)'} ${url ? url.replace(/^.*\//, '') : ''}`.trim();
  if (!maps.has(file)) {
    const p = path.join('dist/client/assets', file + '.map');
    maps.set(file, fs.existsSync(p) ? new TraceMap(fs.readFileSync(p, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return `${functionName} ${file}`;
  const o = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  const src = (o.source ?? file).replace(/^.*node_modules\//, '~').replace(/^(\.\.\/)+/, '');
  return `${o.name ?? functionName ?? '?'} ${src}:${o.line}`;
}

const browser = await launchChromium();
for (const p of args) {
  const url = `${origin}${p}${p.includes('?') ? '&' : '?'}lang=${lang}`;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();

  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  const pid = fcpEvent?.pid;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args.name === 'CrRendererMain');
  const nav = events.filter((e) => e.name === 'navigationStart' && e.pid === pid && e.args?.data?.isLoadingMainFrame && e.ts <= fcpEvent.ts).at(-1)?.ts ?? 0;
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === pid && e.tid === main.tid && e.dur >= 50000 && e.ts >= fcpEvent.ts);
  // The samples: ProfileChunk events of the main thread's profile.
  const nodes = new Map();
  const samples = [];
  let t = events.find((e) => e.name === 'Profile' && e.pid === pid)?.args.data.startTime ?? 0;
  for (const e of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid).sort((a, b) => a.ts - b.ts)) {
    const d = e.args.data;
    for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    (d.cpuProfile?.samples ?? []).forEach((id, i) => {
      t += d.timeDeltas[i];
      samples.push([t, id]);
    });
  }
  const parentOf = new Map([...nodes.values()].filter((n) => n.parent).map((n) => [n.id, n.parent]));
  console.log(`\n${p} (${lang}), load ${os.loadavg()[0].toFixed(1)}: FCP ${((fcpEvent.ts - nav) / 1000).toFixed(0)} ms; tasks ≥ 50 ms: ${tasks.length}`);
  for (const task of tasks) {
    const inside = samples.filter(([ts]) => ts >= task.ts && ts <= task.ts + task.dur);
    const self = new Map();
    const incl = new Map();
    for (const [, id] of inside) {
      const k = mapFrame(nodes.get(id).callFrame);
      self.set(k, (self.get(k) ?? 0) + 1);
      const seen = new Set();
      for (let n = id; n; n = parentOf.get(n)) {
        const cf = nodes.get(n).callFrame;
        if (!cf.url?.includes('/assets/')) continue;
        const key = mapFrame(cf);
        if (seen.has(key)) continue;
        seen.add(key);
        incl.set(key, (incl.get(key) ?? 0) + 1);
      }
    }
    const share = (n) => `${Math.round((100 * n) / Math.max(1, inside.length))}%`;
    const sorted = (m) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([k, n]) => `${share(n)} ${k}`);
    console.log(`  at ${((task.ts - nav) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms, ${inside.length} samples`);
    console.log(`    self: ${sorted(self).join(' | ')}`);
    console.log(`    incl: ${sorted(incl).join(' | ')}`);
    // The app's own frames only (not React, the query library or icons): which component or effect the task was for.
    console.log(`    app:  ${sorted(new Map([...incl].filter(([k]) => !k.includes('~') && !k.includes('.js:')))).join(' | ')}`);
  }
}
await browser.close();
process.exit(0);
