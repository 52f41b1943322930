// A phone's first load and first taps, measured in a real browser (issue 31 point 2): each public page in English
// and Spanish in Chromium (playwright-core, /usr/bin/chromium) with its CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate), a phone's screen and touch. The web-vitals library (injected before the page's
// own scripts) reports LCP, CLS and INP (the worst interaction: a tap on a filter, then on a heart, where the page
// has them; each tap's own latency from Event Timing is printed too). TBT is the long tasks' time over 50 ms after
// the first contentful paint (PerformanceObserver 'longtask'); the longest task is printed over the whole load and after
// that paint (issue 31 point 1: the browser's first style and layout of the server's page come before it).
// The main thread's time by kind comes from CDP Performance.getMetrics over the load and the taps: script
// (evaluation, hydration and the taps' handlers: React's work is script), style, layout, and all tasks. Each figure
// is printed with the machine's load: the CPU slowdown multiplies whatever else the machine is doing.
// A second table loads each page again with no inspector attached (bench/bare-chromium.mjs, decision 087): Playwright
// turns on the inspector's Runtime domain, under which V8 spends several times as long on a large script's first run,
// so the first table's long tasks are partly the tool's; the second table's are what a phone runs.
//
//   node bench/phone-vitals.mjs [--runs 3] [--origin URL] [--lang en,es] [path ...]
// Without --origin it starts the production build (npm run build first) on the demo content (bench/phone-server.mjs).
// The median run (by TBT) of each page is printed. BENCH_PORT (default 5292) moves the server.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../scripts/chromium.mjs';
import { startBareChromium } from './bare-chromium.mjs';
import { startDemoServer } from './phone-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args.splice(args.indexOf(name), 2)[1] : fallback);
const runs = Number(option('--runs', 3));
const langs = option('--lang', 'en,es').split(',');
let origin = option('--origin', null);
let stop = () => {};
if (!origin) ({ origin, stop } = await startDemoServer(Number(process.env.BENCH_PORT ?? 5292)));
process.on('exit', () => stop());
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

let pages = args;
if (!pages.length) {
  const first = async (query) => (await (await fetch(`${origin}/api/farms?${query}&limit=1`)).json()).items[0];
  const farm = await first('location=12401');
  // A u-pick as well: its picking, usual seasons and what is said about it are the parts of a listing that once came
  // after hydrating and moved the page (decision 084), which a plain stand's page does not show.
  const upick = await first('location=12401&kind=u-pick');
  // The lists around a demo town (12401, Kingston NY), so they have cards with hearts and filters to tap.
  pages = ['/', '/browse?location=12401', '/open-now?location=12401', '/in-season?location=12401', `/farm/${farm.id}`, `/farm/${upick.id}`, '/blog', '/auth'];
}

const require = createRequire(import.meta.url);
const webVitals = fs.readFileSync(path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');
/** The first paint and the long tasks, observed from before the page's own scripts (both tables' loads). */
const taskProbe = `(() => {
  const v = (window.__tasks = { fcp: null, longTasks: [] });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (v.fcp = e.startTime))).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => v.longTasks.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
})();`;

// Runs before any script of the page: the library's observers and the long-task probe, buffered from the start.
const probe = `${webVitals};
${taskProbe}
(() => {
  const v = (window.__vitals = { LCP: null, CLS: 0, INP: null, events: [] });
  const opts = { reportAllChanges: true };
  webVitals.onLCP((m) => (v.LCP = m.value), opts);
  webVitals.onCLS((m) => (v.CLS = m.value), opts);
  webVitals.onINP((m) => (v.INP = m.value), opts);
  // Each interaction's own latency (Event Timing, what INP takes the worst of): input delay + handlers + next paint.
  new PerformanceObserver((list) => list.getEntries().forEach((e) => e.interactionId && v.events.push([e.startTime, e.duration]))).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/** The long tasks after the first contentful paint (issue 31 point 1: the browser's first style and layout come before it). */
function afterFirstPaint(longTasks, fcp) {
  const after = longTasks.filter(([start]) => fcp === null || start >= fcp);
  return { tbt: after.reduce((n, [, d]) => n + Math.max(0, d - 50), 0), longestAfterFcp: Math.max(0, ...after.map(([, d]) => d)) };
}

const HEART = /^(save|saved|guardar|guardado)\b/i;
const browser = await launchChromium();

/** The median run by TBT, the one each table prints. */
const medianByTbt = (results) => [...results].sort((a, b) => a.tbt - b.tbt)[Math.floor(results.length / 2)];
const pageUrl = (path, lang) => `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
const localeOf = (lang) => (lang === 'es' ? 'es-MX' : 'en-US');

async function measure(path, lang) {
  const url = pageUrl(path, lang);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: localeOf(lang),
  });
  const page = await context.newPage();
  await page.addInitScript(probe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  // The taps, after the load settled: a visitor's first filter (the first pressed-state button that is not a heart),
  // then the first heart. Each one's latency is the longest Event Timing entry of its interaction.
  const tap = async (locator) => {
    const from = await page.evaluate(() => performance.now());
    await locator.tap();
    await page.waitForTimeout(700);
    return page.evaluate((t) => Math.max(0, ...window.__vitals.events.filter(([start]) => start >= t).map(([, d]) => d)), from);
  };
  const taps = {};
  const buttons = page.locator('main button[aria-pressed]');
  for (let i = 0; i < Math.min(await buttons.count(), 12); i++) {
    const b = buttons.nth(i);
    if (HEART.test((await b.getAttribute('aria-label')) ?? (await b.innerText().catch(() => '')))) continue;
    if (!(await b.isVisible().catch(() => false))) continue;
    taps.filter = await tap(b);
    break;
  }
  const heart = page.getByRole('button', { name: HEART }).first();
  if (await heart.isVisible().catch(() => false)) taps.heart = await tap(heart);
  const [v, tasks] = await page.evaluate(() => [window.__vitals, window.__tasks]);
  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  await context.close();
  return {
    lcp: v.LCP,
    cls: v.CLS,
    inp: v.INP,
    inpHeart: taps.heart ?? null,
    inpFilter: taps.filter ?? null,
    ...afterFirstPaint(tasks.longTasks, tasks.fcp),
    longest: Math.max(0, ...tasks.longTasks.map(([, d]) => d)),
    script: metrics.ScriptDuration * 1000,
    style: metrics.RecalcStyleDuration * 1000,
    layout: metrics.LayoutDuration * 1000,
    tasks: metrics.TaskDuration * 1000,
  };
}

const load = () => os.loadavg()[0].toFixed(1);
const ms = (x) => (x === null || x === undefined ? '—' : String(Math.round(x)));
console.log(
  `Chromium, CPU 4× slower (CDP), 412×823 touch; median of ${runs} by TBT; ${os.cpus().length} CPUs, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log(
  '| page | lang | LCP ms | CLS | TBT ms | longest task ms | longest after FCP ms | INP ms | heart tap ms | filter tap ms | script ms | style ms | layout ms | all tasks ms | load |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const path of pages) {
  for (const lang of langs) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(path, lang));
    const r = medianByTbt(results);
    // A listing by its number: the plain stand and the u-pick are told apart.
    const name = path.split('?')[0];
    console.log(
      `| ${name} | ${lang} | ${ms(r.lcp)} | ${r.cls.toFixed(3)} | ${ms(r.tbt)} | ${ms(r.longest)} | ${ms(r.longestAfterFcp)} | ${ms(r.inp)} | ${ms(r.inpHeart)} | ${ms(r.inpFilter)} | ` +
        `${ms(r.script)} | ${ms(r.style)} | ${ms(r.layout)} | ${ms(r.tasks)} | ${load()} |`,
    );
  }
}
await browser.close();

// The same first loads with no inspector attached: the long tasks a phone's browser runs (decision 087).
const bare = await startBareChromium();
console.log(`\nThe same first loads with no inspector attached (bench/bare-chromium.mjs): median of ${runs} by TBT\n`);
console.log('| page | lang | TBT ms | longest after FCP ms | loads with no task over 50 ms after FCP | load |');
console.log('|---|---|---:|---:|---:|---:|');
for (const path of pages) {
  for (const lang of langs) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const v = await bare.load(pageUrl(path, lang), { locale: localeOf(lang), setup: taskProbe, read: 'window.__tasks', settleMs: 3000 });
      results.push(afterFirstPaint(v.longTasks, v.fcp));
    }
    const r = medianByTbt(results);
    const none = results.filter((x) => x.longestAfterFcp === 0).length;
    console.log(`| ${path.split('?')[0]} | ${lang} | ${ms(r.tbt)} | ${ms(r.longestAfterFcp)} | ${none} of ${runs} | ${load()} |`);
  }
}
bare.close();
process.exit(0);
