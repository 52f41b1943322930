// The first-load JavaScript of each public page, Brotli-compressed, against its budget (issue 31, point 3): a phone
// on a slow connection pays for every byte before the page answers a tap. A page's first load is the app's entry
// (index.html's chunk and what it imports), the after-paint script and the page's own chunk with its imports, as
// the server preloads them (server/modules/pages/server-pages.ts, chunksOf).
//
//   node scripts/bundle-budget.mjs   reads dist/client's manifest (building the client first if there is none);
//                                    prints each page's figure and fails when one is over its budget
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const CLIENT = path.resolve('dist/client');
const MANIFEST = path.join(CLIENT, '.vite/manifest.json');
const KB = 1024;

/** The goal for every public page: 100 KB of Brotli before it answers a tap (issue 31). */
export const TARGET = 100 * KB;
/**
 * Each public page: the manifest keys of its page module (client/app/routes.tsx; the home page too, since decision 089) and
 * its budget. A page over the target keeps its measured size (plus a little room) as its budget until it is cut
 * down, so it cannot grow unnoticed; lower a budget whenever a page gets lighter, never raise one without a reason
 * written beside it. Measured 2026-12-06: / 97.3, /browse 136.6, /open-now 135.4, /in-season 137.0, a listing
 * 149.1, /blog 104.9, /auth 121.4; raised once the same day, when the shared route table (common/routes.ts), the
 * overlay queue and the closed-warning answers landed: / 99.5, /browse 140.0, /open-now 138.9, /in-season 140.5,
 * a listing 152.4, /blog 107.1, /auth 123.1. Later figures are beside each budget below.
 */
export const PAGES = {
  '/': { modules: ['app/pages/home.tsx'], budget: TARGET },
  // Lowered (decision 074): a dialog's code loads when needed, Radix's shared parts are a file of their own, and the
  // offline bar's file no longer takes the date formats with it. Measured: /browse 129.3, /open-now 128.8,
  // /in-season 131.1, a listing 142.0, /blog 107.5, /auth 113.0 (from 143.4, 142.9, 145.2, 156.2, 111.6, 120.9).
  // Raised once more (issues 32 and 33): the cards' picking line and "Takes SNAP" badges, the "Pays with" and "Good
  // picking today" filters, the hydration slices (decision 073). Measured: /browse 143.7, /open-now 143.2,
  // /in-season 145.6, a listing 156.5.
  // Lowered (decision 077): a listing's lower sections, the offline outbox and the create-alert and report forms load
  // when needed, and the formats the listing pages share with the blog have a file of their own. Measured: /browse
  // 124.9, /open-now 124.3, /in-season 127.1, a listing 130.5, /blog 107.9 (from 129.5, 129.0, 131.4, 142.3, 107.7).
  // Raised (decision 081): the entry's code is now three files, React DOM and the app's start each evaluated in a task
  // of its own, and Vite's preload helper beside them; compressed apart they are 1.8–1.9 KB more than as one file.
  // Measured: / 99.1, /browse 126.9, /open-now 126.3, /in-season 129.1, a listing 132.5, /blog 109.9, /auth 115.2.
  // Lowered (2026-12-07, decision 088): icons are a <use> of one SVG sprite, not lucide-react's JavaScript. Measured:
  // / 96.6, /browse 120.0, /open-now 119.7, /in-season 122.5, a listing 125.6, /blog 102.6, /auth 108.1 (from 100.0,
  // 127.9, 127.4, 130.2, 133.5, 110.7, 116.0); the home page has 3.4 KB left. The sprite (6.4 KB Brotli, not script)
  // is not counted here.
  // Lowered (2026-12-07, decision 089): the home page loads on demand, and the blog's list no longer downloads the
  // listing formats. Measured: / 96.3, /browse 116.9, /open-now 116.6, /in-season 119.5, a listing 122.6, /blog 96.6,
  // /auth 103.1; then /auth 95.1, its two tabs the app's own rather than Radix's.
  '/browse': { modules: ['app/pages/browse.tsx'], budget: 117.5 * KB },
  '/open-now': { modules: ['app/pages/open-now.tsx'], budget: 117 * KB },
  // 143 → 144 (issue 32): the crop calendar's link and its words in the `pages` catalogue (143.2 measured; "Coming up
  // near you" itself loads after first paint).
  '/in-season': { modules: ['app/pages/in-season.tsx'], budget: 120 * KB },
  '/farm/:id': { modules: ['app/pages/farm.tsx'], budget: 123 * KB },
  // 109 → 112 and /auth 125 → 122 (2026-12-06): the farmer's stock bar left the entry chunk for a file of its own, and
  // Today's stock page's code went with it: / fell from 99.9 to 96.8 and /auth to 120.9, but the hooks and components
  // the entry no longer carries landed in the shared chunks /blog loads (108.1 → 111.6).
  '/blog': { modules: ['app/pages/blog.tsx'], budget: TARGET },
  '/auth': { modules: ['features/auth/components/auth-page.tsx'], budget: TARGET },
};
const ENTRIES = ['index.html', 'app/after-paint.ts'];

/** The manifest keys `keys` name and all they import statically, each once. */
function withStaticImports(manifest, keys) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the client's manifest: update PAGES in scripts/bundle-budget.mjs`);
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  keys.forEach(walk);
  return seen;
}

/** The JavaScript files a page loads first: the entries' chunks and the page's, each once. */
export function firstLoadFiles(manifest, modules) {
  // The entry starts React DOM and then the app on demand, in tasks of their own (client/app/main.tsx): both are part
  // of every page's first load.
  const keys = withStaticImports(manifest, [...ENTRIES, ...(manifest['index.html']?.dynamicImports ?? []), ...modules]);
  return [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/**
 * What is wrong with the entry's split (decision 081), or nothing: the entry starts React DOM and then the app on
 * demand, each evaluated in a task of its own, so neither may be among the files the entry imports statically (the
 * browser would evaluate it with the entry, in one long task), and the entry itself stays a few lines.
 */
export function entrySplitProblems(manifest, entryBytes) {
  const started = manifest['index.html']?.dynamicImports ?? [];
  const problems = [];
  if (started.length < 2) problems.push(`the entry starts ${started.length} file(s) on demand; it should start React DOM, then the app`);
  const statics = withStaticImports(manifest, ['index.html']);
  for (const key of started)
    if (statics.has(key)) problems.push(`the entry imports ${manifest[key].file} statically: it would be evaluated in the entry's task`);
  if (entryBytes > 2 * KB) problems.push(`the entry is ${(entryBytes / KB).toFixed(1)} KB; it should only start the other files`);
  return problems;
}

const brotliSize = (file) =>
  zlib.brotliCompressSync(fs.readFileSync(path.join(CLIENT, file)), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(MANIFEST)) {
    console.log('no built client: building it (vite build)');
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
  const sizes = new Map();
  let over = 0;
  for (const [page, { modules, budget }] of Object.entries(PAGES)) {
    const files = firstLoadFiles(manifest, modules);
    const bytes = files.reduce((sum, file) => sum + (sizes.get(file) ?? sizes.set(file, brotliSize(file)).get(file)), 0);
    const ok = bytes <= budget;
    if (!ok) over++;
    const target = bytes <= TARGET ? 'within the 100 KB target' : `${((bytes - TARGET) / KB).toFixed(1)} KB over the 100 KB target`;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${page.padEnd(10)} ${(bytes / KB).toFixed(1).padStart(6)} KB Brotli, budget ${budget / KB} KB, ${files.length} files; ${target}`,
    );
  }
  const split = entrySplitProblems(manifest, fs.statSync(path.join(CLIENT, manifest['index.html'].file)).size);
  for (const problem of split) console.error(`entry split: ${problem}`);
  if (!split.length) console.log('ok   the entry starts React DOM and the app in tasks of their own');
  if (over) console.error(`${over} page(s) load more JavaScript first than their budget allows`);
  if (over || split.length) process.exit(1);
}
