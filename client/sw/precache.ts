/// <reference lib="webworker" />
/**
 * The app itself, one cache per release (decision 022). The build writes the list of files and a version into
 * this worker (scripts/service-worker-plugin.ts), so a new release is a new worker: it fills its own cache while
 * the old one keeps serving the old files, and the old cache goes only when the new worker takes over. Files
 * of two releases are never mixed.
 */
declare const __PRECACHE_MANIFEST__: string[];
declare const __SW_VERSION__: string;
declare const __ENTRY_SCRIPT__: string;

const VERSION = __SW_VERSION__;
const PRECACHE = `fsf-precache-${VERSION}`;
const PREFIX = 'fsf-precache-';
// The caches of the worker before this one; they are deleted like any older release.
const LEGACY = ['fsf-shell-v1', 'fsf-assets-v1'];
/** The page the worker answers any navigation with when offline: the client with no page content in it. */
export const SHELL_URL = '/app-shell';

// A few at a time: on one bar of signal the files the page itself asks for are not stuck behind a hundred others.
const AT_ONCE = 4;

export async function installPrecache() {
  const cache = await caches.open(PRECACHE);
  const queue = [...__PRECACHE_MANIFEST__];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const res = await fetch(new Request(url, { cache: 'reload' }));
      if (!res.ok) throw new Error(`Precache: ${url} answered ${res.status}`);
      await cache.put(url, res);
    }
  };
  try {
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
  } catch (err) {
    await caches.delete(PRECACHE);
    throw err;
  }
  // Behind a load balancer during a rolling release the shell may come from a server still on the old build:
  // then this install fails, and the browser tries again on a later visit rather than keep a mixed copy.
  const shell = await cache.match(SHELL_URL);
  if (!shell || !(await shell.text()).includes(__ENTRY_SCRIPT__)) {
    await caches.delete(PRECACHE);
    throw new Error('The app shell does not belong to this release');
  }
}

/**
 * On taking over: releases before the previous one go. The previous one stays until the next release, so a tab
 * still running it (another tab, not reloaded) finds its own chunks when it opens a page that loads one.
 */
export async function deleteOldReleases() {
  const older = (await caches.keys()).filter((k) => k.startsWith(PREFIX) && k !== PRECACHE);
  const keep = older.at(-1); // caches.keys() lists caches in the order they were made
  await Promise.all([...older.filter((k) => k !== keep), ...LEGACY].map((k) => caches.delete(k)));
}

/** Pages: the network first (fresh server-rendered HTML); offline, the release's shell renders from saved data. */
export async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (err) {
    const shell = await caches.match(SHELL_URL, { cacheName: PRECACHE });
    if (shell) return shell;
    throw err;
  }
}

/** Hashed assets never change: from a release's cache, else fetched once into this one (chunks not precached). */
export async function asset(request: Request): Promise<Response> {
  const hit = (await caches.match(request, { cacheName: PRECACHE })) ?? (await caches.match(request));
  if (hit) return hit;
  const cache = await caches.open(PRECACHE);
  const res = await fetch(request);
  if (res.ok && new URL(request.url).pathname.startsWith('/assets/')) await cache.put(request, res.clone());
  return res;
}

export const isPrecached = (path: string) => __PRECACHE_MANIFEST__.includes(path);
