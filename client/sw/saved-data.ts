/// <reference lib="webworker" />
import type { FarmDetail, FarmSummary } from '@common/schemas/farms';
import type { TripDetail, TripSummary } from '@common/schemas/trips';
import { offlineDb } from '@/lib/offline/db';
import { savedOwner, setSavedOwner } from '@/lib/offline/owner';
import {
  DATA_CACHE,
  fromSearchPage,
  listingPath,
  listingReviewsPath,
  listingTrustPath,
  SAVED_AT_HEADER,
  savedRuleFor,
  savedRuleOf,
  type SavedKind,
} from '@/lib/offline/saved-rules';
import { record } from './saved-budget';

declare const self: ServiceWorkerGlobalScope;

/**
 * The signed-in user's pages for reading offline (decision 022): answers are fetched from the network first and
 * a copy saved with the time it was saved; offline, the copy answers, and the page says how old it is.
 */
export async function savedFetch(event: FetchEvent, kind: SavedKind): Promise<Response> {
  const request = event.request;
  const path = new URL(request.url).pathname;
  if (kind === 'photo') return photo(event);
  // The browser knows there is no network: the session check (who is signed in, the site's switches) takes the saved
  // copy at once rather than wait on a request that cannot go out, where a phone's "offline" is slow to fail.
  if (self.navigator.onLine === false && (kind === 'user' || kind === 'settings')) {
    const saved = await caches.match(request.url, { cacheName: DATA_CACHE });
    if (saved) return saved;
  }
  let res: Response;
  try {
    res = await fetch(request);
  } catch (err) {
    const saved = await caches.match(request.url, { cacheName: DATA_CACHE });
    if (saved) return saved;
    // No signal and no saved user: the worker knows of nobody signed in (it saves a user's pages only once it has
    // seen them signed in), so "nobody" is the answer, as the server would give it. A signed-out visitor's page (a
    // stand's sign, issue 33) then opens from its own copy without "this page needs a connection".
    if (kind === 'user' && typeof (await savedOwner()) !== 'string') return signedOut();
    throw err;
  }
  const copy = res.clone();
  // Who is signed in is settled before anything is saved for them.
  if (path === '/api/user') event.waitUntil(serially(() => noteUser(copy.clone())));
  if (res.status === 200) event.waitUntil(serially(() => save(request.url, copy, kind)));
  return res;
}

const signedOut = () =>
  new Response(JSON.stringify({ message: 'Not signed in' }), { status: 401, headers: { 'content-type': 'application/json; charset=utf-8' } });

/**
 * An answer the page got without asking the network through the worker (server-rendered and primed into the page):
 * kept as if it had been fetched. Only for the kinds saved anyway.
 */
export function keepAnswer(url: string, body: unknown) {
  const target = new URL(url, self.location.origin);
  const kind = target.origin === self.location.origin ? savedRuleFor(target.pathname)?.kind : undefined;
  if (!kind || kind === 'photo' || kind === 'user') return Promise.resolve();
  const res = new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } });
  return serially(() => save(target.href, res, kind));
}

/**
 * A listing page opened: its answer, its trust summary (what "Was it open?" needs at the stand) and its first reviews
 * are saved for a signed-in user even when they came inside the server's HTML. Unless the page fetched one itself
 * meanwhile (it then went through here and was saved).
 */
export async function saveAfterNavigation(url: string) {
  const id = /^\/farm\/(\d+)\/?$/.exec(new URL(url).pathname)?.[1];
  if (!id || !(await savedOwner())) return;
  await new Promise((r) => setTimeout(r, PAGE_FETCH_GRACE_MS));
  for (const path of [listingPath(Number(id)), listingTrustPath(Number(id)), listingReviewsPath(Number(id))]) {
    const api = new URL(path, self.location.origin).href;
    const known = await (await offlineDb()).get('saved', api);
    if (known && Date.now() - known.savedAt < 2 * PAGE_FETCH_GRACE_MS) continue;
    const res = await fetch(api, { credentials: 'include' }).catch(() => null);
    if (res?.status === 200) await serially(() => save(api, res, 'listing'));
  }
}

async function noteUser(res: Response) {
  if (res.status === 401) return setSavedOwner(null);
  if (res.ok) await setSavedOwner(((await res.json()) as { id?: string } | null)?.id ?? null);
}

// Saves run one at a time: the budget is counted over what is there, not over a race.
let queue: Promise<unknown> = Promise.resolve();
const serially = (work: () => Promise<unknown>) => (queue = queue.then(work).catch(() => undefined));

/**
 * Who is signed in; asked of the server if the worker has not seen it yet (a first visit) or has no copy of the
 * answer: server-rendered pages carry the user inside their HTML, so the page itself may never ask, and offline
 * the app must still find who is signed in to open their saved pages.
 */
async function currentOwner(): Promise<string | null> {
  const known = await savedOwner();
  if (known === null || (known !== undefined && (await caches.match(USER_URL(), { cacheName: DATA_CACHE })))) return known;
  const res = await fetch('/api/user', { credentials: 'include' }).catch(() => null);
  if (res) {
    await noteUser(res.clone());
    const owner = await savedOwner();
    if (res.status === 200 && owner) await store(USER_URL(), res, 'user');
  }
  return (await savedOwner()) ?? null;
}

const USER_URL = () => new URL('/api/user', self.location.origin).href;

async function save(url: string, res: Response, kind: SavedKind) {
  // A stand's stock page is kept for anyone (no account there; nothing of a user's in it).
  if (savedRuleOf(kind)?.anonymous) return void (await store(url, res, kind));
  // Only for someone signed in, and only while they are: an answer still on its way when they sign out is dropped.
  const owner = await currentOwner();
  if (!owner) return;
  const body = await store(url, res, kind);
  if ((await savedOwner()) !== owner) return void (await (await caches.open(DATA_CACHE)).delete(url));
  if (kind === 'favorites' || kind === 'trips' || kind === 'listing') await saveRelated(kind, JSON.parse(await body.text()) as unknown);
}

/** Puts an answer in the saved-data cache with the time it was saved, and counts it against the budget. */
async function store(url: string, res: Response, kind: SavedKind): Promise<Blob> {
  const body = await res.blob();
  const savedAt = Date.now();
  const headers = new Headers(res.headers);
  headers.set(SAVED_AT_HEADER, new Date(savedAt).toISOString());
  await (await caches.open(DATA_CACHE)).put(url, new Response(body, { status: 200, headers }));
  await record({ url, kind, bytes: body.size, savedAt });
  return body;
}

const PAGE_FETCH_GRACE_MS = 5_000;
// A listing saved this recently is not fetched again just because a list mentions it.
const FRESH_ENOUGH_MS = 6 * 3_600_000;

/**
 * Favorites and trips keep every listing they name (its hours, for open-now offline, its trust summary and first
 * reviews); the list of upcoming trips keeps each trip (and so each stop); listings keep their photos.
 */
async function saveRelated(kind: SavedKind, json: unknown) {
  if (kind === 'listing') {
    for (const p of (json as Partial<FarmDetail>).photos ?? []) await savePhoto(p);
    return;
  }
  const trips = (json as { items?: TripSummary[] }).items;
  if (kind === 'trips' && Array.isArray(trips)) {
    for (const t of trips.filter((t) => t.upcoming).slice(0, MAX_TRIPS)) await saveOnce(`/api/trips/${encodeURIComponent(t.id)}`, 'trips');
    return;
  }
  const ids =
    kind === 'favorites'
      ? ((json as { items?: Array<{ farm?: FarmSummary }> }).items ?? []).map((i) => i.farm?.id)
      : ((json as Partial<TripDetail>).stops ?? []).map((s) => s.farm.id);
  for (const id of ids.filter((id) => typeof id === 'number')) {
    await saveOnce(listingPath(id), 'listing');
    // "Was it open?" is asked offline only with it: the stand is where the signal drops.
    await saveOnce(listingTrustPath(id), 'listing');
    // The listing's page shows its reviews too: saved, offline they read rather than fail.
    await saveOnce(listingReviewsPath(id), 'listing');
  }
}

const MAX_TRIPS = 20;

/** Fetches and saves an answer a list names, unless it was saved recently. */
async function saveOnce(path: string, kind: SavedKind) {
  const url = new URL(path, self.location.origin).href;
  const known = await (await offlineDb()).get('saved', url);
  if (known && Date.now() - known.savedAt < FRESH_ENOUGH_MS) return;
  const res = await fetch(url, { credentials: 'include' }).catch(() => null);
  if (res?.status === 200) await save(url, res, kind);
}

/** A photo at the small size; its larger sizes are answered with it offline. */
async function savePhoto(p: { thumb: string; medium: string; large: string }) {
  const url = new URL(p.thumb, self.location.origin).href;
  const db = await offlineDb();
  if (!(await db.get('saved', url))) {
    const res = await fetch(url).catch(() => null);
    if (res?.status !== 200) return;
    const body = await res.blob();
    const headers = new Headers(res.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    await (await caches.open(DATA_CACHE)).put(url, new Response(body, { status: 200, headers }));
    await record({ url, kind: 'photo', bytes: body.size, savedAt: Date.now() });
  }
  for (const size of [p.medium, p.large]) {
    await db.put('saved', { url: new URL(size, self.location.origin).href, kind: 'photo', bytes: 0, savedAt: Date.now(), aliasOf: url });
  }
}

/** Photos never change at a URL: the saved copy first, else the network; offline, a larger size's thumbnail. */
async function photo(event: FetchEvent): Promise<Response> {
  const url = event.request.url;
  const saved = await caches.match(url, { cacheName: DATA_CACHE });
  if (saved) return saved;
  try {
    return await fetch(event.request);
  } catch (err) {
    const alias = (await (await offlineDb()).get('saved', url))?.aliasOf;
    const stand = alias ? await caches.match(alias, { cacheName: DATA_CACHE }) : undefined;
    if (stand) return stand;
    throw err;
  }
}

export const savedKindOf = (request: Request) => {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return undefined;
  const kind = savedRuleFor(url.pathname)?.kind;
  return kind === 'search' && !fromSearchPage(request.referrer) ? undefined : kind;
};
