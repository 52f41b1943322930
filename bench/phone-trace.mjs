// What the phone benchmark's figures are made of, measured directly: for each page, the bytes and requests on the
// first load (scripts and styles, compressed as sent, and how many the browser asked for before its first paint)
// and the main thread's tasks in a Chromium performance trace (no CPU slowdown: real milliseconds on this machine).
// Lighthouse's simulated phone multiplies these tasks by 4, so "TBT×4" below is what each run would add to its TBT
// (the sum over tasks after the first paint of 4 × duration − 50 ms). The best of several runs is printed: a
// shared machine only ever makes a task longer.
//
//   node bench/phone-trace.mjs [--runs 5] [--origin http://localhost:5290] [path ...]
// Without --origin it starts the production build (npm run build first) on the demo content, as bench/phone.mjs.
import os from 'node:os';
import { launchChromium } from '../scripts/chromium.mjs';
import { startDemoServer } from './phone-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args.splice(args.indexOf(name), 2)[1] : fallback);
const runs = Number(option('--runs', 5));
let origin = option('--origin', null);
const detail = args.includes('--tasks') ? args.splice(args.indexOf('--tasks'), 1) : false;
let stop = () => {};
if (!origin) ({ origin, stop } = await startDemoServer(Number(process.env.BENCH_PORT ?? 5290)));
process.on('exit', () => stop());
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

let pages = args;
if (!pages.length) {
  const farm = (await (await fetch(`${origin}/api/farms?limit=1`)).json()).items[0];
  pages = ['/', '/browse', '/open-now', `/farm/${farm.id}`, '/blog', '/auth'];
}

const browser = await launchChromium();

async function measure(url) {
  // Lighthouse's phone: 412 × 823 at 1.75 device pixels.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { url: e.request.url, type: e.type, priority: e.request.initialPriority, start: e.timestamp }),
  );
  cdp.on('Network.responseReceived', (e) => requests.has(e.requestId) && (requests.get(e.requestId).type = e.type));
  cdp.on('Network.loadingFinished', (e) => requests.has(e.requestId) && (requests.get(e.requestId).bytes = e.encodedDataLength));
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel', 'v8.execute', 'blink.user_timing'],
  });
  await page.goto(url, { waitUntil: 'load' });
  // Until the network is quiet and hydration is over (what Lighthouse waits for too).
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();

  const events = trace.traceEvents;
  const mainThread = events.find(
    (e) =>
      e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'firstContentfulPaint'),
  );
  const onMain = (e) => mainThread && e.pid === mainThread.pid && e.tid === mainThread.tid;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url)?.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === mainThread?.pid && e.ts > nav)?.ts;
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === mainThread?.pid && e.ts > nav);
  const lcp = lcps.at(-1)?.ts;
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && onMain(e) && e.dur >= 5000)
    .map((e) => ({ at: (e.ts - nav) / 1000, ms: e.dur / 1000, what: taskLabel(events, e) }));
  const afterPaint = tasks.filter((t) => t.at * 1000 + nav >= fcp);
  const tbt4 = afterPaint.reduce((n, t) => n + Math.max(0, 4 * t.ms - 50), 0);
  const list = [...requests.values()].filter((r) => r.bytes != null);
  const firstPaintAt = fcp != null ? (fcp - nav) / 1e6 : Infinity;
  const navSeconds = Math.min(...list.map((r) => r.start));
  const ofType = (type) => list.filter((r) => r.type === type);
  const sum = (rs) => rs.reduce((n, r) => n + r.bytes, 0);
  const scripts = ofType('Script');
  return {
    fcp: fcp != null ? (fcp - nav) / 1000 : NaN,
    lcp: lcp != null ? (lcp - nav) / 1000 : NaN,
    lcpNode: lcps.at(-1)?.args?.data?.type ?? '',
    html: sum(ofType('Document')),
    css: sum(ofType('Stylesheet')),
    scripts: scripts.length,
    scriptBytes: sum(scripts),
    scriptsBeforePaint: scripts.filter((r) => r.start - navSeconds < firstPaintAt).length,
    longest: Math.max(0, ...tasks.map((t) => t.ms)),
    long: tasks.filter((t) => t.ms >= 50).length,
    tbt4,
    tasks,
    priorities: [...new Set(scripts.map((r) => r.priority))].join('/'),
  };
}

/** The biggest script or function a task ran, to say what it was. */
function taskLabel(events, task) {
  const inside = events.filter(
    (e) => e.ph === 'X' && e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task,
  );
  const top = inside.filter((e) =>
    [
      'EvaluateScript',
      'v8.compileModule',
      'v8.evaluateModule',
      'FunctionCall',
      'ParseHTML',
      'Layout',
      'UpdateLayoutTree',
      'Paint',
      'TimerFire',
      'EventDispatch',
      'v8.run',
    ].includes(e.name),
  );
  top.sort((a, b) => b.dur - a.dur);
  const e = top[0];
  if (!e) return '';
  const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? e.args?.fileName ?? '';
  return `${e.name}${url ? ' ' + url.replace(/^.*\//, '') : ''} ${(e.dur / 1000).toFixed(0)}ms`;
}

const best = (xs, k) => Math.min(...xs.map((x) => x[k]));
const kib = (n) => (n / 1024).toFixed(1);
console.log(
  `${runs} runs a page (best of each figure), ${os.cpus().length} CPUs, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log('| page | HTML KiB | CSS KiB | scripts | before paint | script KiB | FCP ms | LCP ms | longest task ms | tasks ≥ 50 ms | TBT×4 ms | load |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const path of pages) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measure(origin + path));
  const name = path.startsWith('/farm/') ? '/farm/{id}' : path;
  console.log(
    `| ${name} | ${kib(best(results, 'html'))} | ${kib(best(results, 'css'))} | ${best(results, 'scripts')} | ${best(results, 'scriptsBeforePaint')} | ${kib(best(results, 'scriptBytes'))} | ` +
      `${best(results, 'fcp').toFixed(0)} | ${best(results, 'lcp').toFixed(0)} | ${best(results, 'longest').toFixed(0)} | ${best(results, 'long')} | ${best(results, 'tbt4').toFixed(0)} | ${os.loadavg()[0].toFixed(1)} |`,
  );
  if (detail) {
    const quickest = results.reduce((a, b) => (a.tbt4 <= b.tbt4 ? a : b));
    console.log(`  LCP node ${quickest.lcpNode}; script priorities ${quickest.priorities}; tasks of the quickest run (ms after navigation: duration, what):`);
    for (const t of quickest.tasks.filter((t) => t.ms >= 10)) console.log(`    ${t.at.toFixed(0)}: ${t.ms.toFixed(1)}  ${t.what}`);
  }
}
await browser.close();
process.exit(0);
