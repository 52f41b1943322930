import fs from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';

/**
 * How the browser build is cut into files (Rolldown's code splitting groups).
 *
 * Left to itself, Rolldown makes one chunk per set of pages that share a module: an icon, a hook or a schema
 * file each became a file of a few hundred bytes, and /browse asked for 49 scripts, /farm/{id} for 71. On a
 * phone each request costs a round trip (and on HTTP/1.1 they queue six at a time), so the page's answer waited
 * on a ladder of tiny downloads. The groups below make a handful of files per page instead:
 *
 * - React DOM with React in one file, and everything the app's start needs in another, each evaluated in a task of its
 *   own (client/app/main.tsx);
 * - Radix's shared parts, the dialog's libraries and the zod contract, each one file, shared by the pages
 *   that use them;
 * - the code that several pages of one family share (the listing pages, the content pages, the account pages)
 *   in one file per family; code a single page uses stays in that page's file, code shared across families is
 *   left to Rolldown.
 *
 * A page may download a little code it does not run (a listing page gets the whole family's filters and
 * cards): cheaper on slow 4G than one more round trip per module.
 */
const FAMILIES: Array<[name: string, pages: RegExp]> = [
  ['listings', /[\\/]client[\\/]app[\\/]pages[\\/](browse|open-now|in-season|farm|farm-sections|map|favorites|trips|trip|trip-edit|stand-stock)\.tsx$/],
  ['content', /[\\/]client[\\/]app[\\/]pages[\\/](blog|blog-post|content[\\/][^\\/]+)\.tsx$/],
  [
    'account',
    /[\\/]client[\\/](app[\\/]pages[\\/](account|account-settings|profile|achievements|unsubscribe)\.tsx|features[\\/]auth[\\/]components[\\/]auth-page\.tsx)$/,
  ],
];
const HOME = /[\\/]client[\\/]app[\\/]pages[\\/]home\.tsx$/;
const START = /[\\/]client[\\/]app[\\/]start\.tsx$/;
const AFTER_PAINT = /[\\/]client[\\/]app[\\/]after-paint\.ts$/;
/** The entry and its stylesheet: it only starts React DOM, then the app (client/app/main.tsx). */
const MAIN = /[\\/]client[\\/](index\.html|app[\\/](main\.tsx|styles\.css))$/;
const PRELOAD_HELPER = /^\0vite[\\/](preload-helper|modulepreload-polyfill)/;
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const OFFLINE_BAR = /[\\/]client[\\/]features[\\/]offline[\\/]components[\\/]offline-bar\.tsx$/;
const NOTICES = /[\\/]client[\\/]app[\\/]overlay-notices\.tsx$/;
/** Radix's shared parts (tabs, switches and dialogs all use them). */
const RADIX_CORE = /node_modules[\\/]@radix-ui[\\/](primitive|react-(presence|primitive|slot|compose-refs|context|id|use-[a-z-]+))[\\/]/;
/** What a modal dialog alone needs: loaded with a dialog's content, when one opens (client/components/ui/dialog.tsx). */
const DIALOG_LIBRARIES =
  /node_modules[\\/](@radix-ui[\\/]react-(dialog|focus-scope|focus-guards|dismissable-layer|portal)|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/;

/** A feature's public entries (eslint.config.js, PUBLIC_ENTRIES): files that only re-export the feature's modules. */
export const PUBLIC_ENTRY = /[\\/]client[\\/]features[\\/][^\\/]+[\\/](index|ui|lazy)\.ts$/;
const CLIENT = path.resolve('client');
const withoutExtension = (file: string) => file.replace(/\.(tsx?|jsx?|mjs)$/, '');
const importedName = (spec: string) =>
  spec
    .replace(/^type\s+/, '')
    .split(/\s+as\s+/)[0]!
    .trim();

function readSource(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The `{ names }` a file imports or re-exports from each module it names (resolved, without extension); null: all. */
const namedImportsCache = new Map<string, Map<string, Set<string> | null> | null>();
function namedImports(file: string): Map<string, Set<string> | null> | null {
  if (!namedImportsCache.has(file)) namedImportsCache.set(file, readNamedImports(file));
  return namedImportsCache.get(file)!;
}
function readNamedImports(file: string): Map<string, Set<string> | null> | null {
  const source = readSource(file);
  if (source === null) return null;
  const found = new Map<string, Set<string> | null>();
  for (const m of source.matchAll(/(?:import|export)\s+(?:type\s+)?(\{[^}]*\}|\*[^'"]*|[\w$]+[^'"]*)\s+from\s+['"]([^'"]+)['"]/g)) {
    const [, what, spec] = m as unknown as [string, string, string];
    const target = spec.startsWith('@/') ? path.join(CLIENT, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null;
    if (!target) continue;
    const names = what.startsWith('{') ? new Set(what.slice(1, -1).split(',').map(importedName).filter(Boolean)) : null;
    const known = found.get(target);
    found.set(target, known === null || names === null ? null : new Set([...(known ?? []), ...names]));
  }
  return found;
}

/**
 * Whether `importer` takes anything of `module` through the public entry `entry`: a page that imports one hook from
 * a feature's index.ts is not reached by the rest of what that file re-exports (those modules are not in its bundle
 * either), so they keep the group they would have without the entry. When in doubt, yes.
 */
function takesThrough(importer: string, entry: string, module: string): boolean {
  const reexports = namedImports(entry);
  const wanted = namedImports(importer);
  if (!reexports || !wanted) return true;
  const lent = reexports.get(withoutExtension(module));
  if (lent === undefined) return false; // the entry does not re-export this module (it reaches it some other way)
  const asked = wanted.get(withoutExtension(entry)) ?? (path.basename(entry) === 'index.ts' ? wanted.get(path.dirname(entry)) : undefined);
  if (asked === undefined || asked === null || lent === null) return true;
  return [...asked].some((name) => lent.has(name));
}

export function codeSplitting(): Rolldown.CodeSplittingOptions {
  // The pages (dynamic imports, and the entry) a module is reached from, through static imports. A feature's
  // public entry is seen through: a module counts as reached from the importers that take something of it.
  const reachedFrom = new Map<string, Set<string>>();
  const pagesOf = (id: string, info: (id: string) => Rolldown.ModuleInfo | null): Set<string> => {
    const known = reachedFrom.get(id);
    if (known) return known;
    const pages = new Set<string>();
    reachedFrom.set(id, pages); // an import cycle stops here
    const module = info(id);
    if (!module) return pages;
    if (module.isEntry || module.dynamicImporters.length) pages.add(id);
    for (const importer of module.importers) {
      if (!PUBLIC_ENTRY.test(importer)) {
        for (const page of pagesOf(importer, info)) pages.add(page);
        continue;
      }
      for (const taker of info(importer)?.importers ?? []) {
        if (takesThrough(taker, importer, id)) for (const page of pagesOf(taker, info)) pages.add(page);
      }
    }
    return pages;
  };
  const familyOf = (page: string) => FAMILIES.find(([, re]) => re.test(page))?.[0] ?? null;
  /** The family's file for code that several pages of one family share; null for the rest. */
  const familyChunk = (id: string, ctx: Rolldown.ChunkingContext) => {
    const pages = pagesOf(id, (m) => ctx.getModuleInfo(m));
    if (pages.size < 2) return null;
    const families = new Set([...pages].map(familyOf));
    return families.size === 1 && !families.has(null) ? [...families][0]! : null;
  };

  return {
    groups: [
      // React, React DOM and its scheduler: the first file the entry evaluates, in a task of its own; then everything
      // the app's start (client/app/start.tsx) imports, in the next (client/app/main.tsx, decision 080).
      { name: 'react', test: REACT, priority: 4 },
      // Vite's preload helper, which the entry and the app both use: left to Rolldown, it went into the app's file, and
      // the entry imported that file statically, which evaluated the app in the entry's task.
      { name: 'preload-helper', test: PRELOAD_HELPER, priority: 4 },
      { name: 'app', tags: ['$initial'], test: (id: string) => !AFTER_PAINT.test(id) && !MAIN.test(id), priority: 3 },
      // The home page loads on demand, as every page does. What it shares with other pages and the app's start does not
      // have goes in a file of its own: a group takes its modules' imports along, so the listing pages' group took them,
      // and the home page and /blog downloaded the listing pages' file for the page layout's hook (decision 089).
      {
        name: (id: string, ctx: Rolldown.ChunkingContext) => {
          const pages = [...pagesOf(id, (m) => ctx.getModuleInfo(m))];
          return pages.length > 1 && pages.some((page) => HOME.test(page)) && !pages.some((page) => START.test(page)) ? 'shared' : null;
        },
        priority: 3,
        includeDependenciesRecursively: false,
      },
      { name: 'radix', test: RADIX_CORE, minShareCount: 2, priority: 2 },
      { name: 'dialog', test: DIALOG_LIBRARIES, minShareCount: 2, priority: 2 },
      // A group takes its modules' imports along: without this one, the plain catalogue and rules that the schema
      // files import (categories, limits, freshness; files without zod) went with zod, and a listing card that
      // shows a category made the browser evaluate the whole contract. They stay with the pages' code instead.
      {
        test: /[\\/]common[\\/](limits|freshness|farms[\\/]catalog|i18n[\\/]keys)\.ts$/,
        name: (id: string, ctx: Rolldown.ChunkingContext) => familyChunk(id, ctx) ?? 'rules',
        priority: 2.5,
      },
      // The same for the formats the listing pages and the blog both use (dates, numbers) and TanStack's
      // infinite query: left to Rolldown, they went into the content pages' file with the blog's cards and the content
      // pages' blocks, and every listing page downloaded that file for them (decision 077).
      {
        test: /[\\/]common[\\/]i18n[\\/]format\.ts$|node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](infiniteQueryObserver|useInfiniteQuery|infiniteQueryOptions)\.js$/,
        name: (id: string, ctx: Rolldown.ChunkingContext) => familyChunk(id, ctx) ?? 'formats',
        priority: 2.5,
      },
      // The hours' and listings' formats have a file of their own: the blog's list reads none of them (decision 089).
      {
        test: /[\\/]common[\\/]hours[\\/]phrases\.ts$|[\\/]client[\\/]features[\\/]farms[\\/]format\.ts$/,
        name: (id: string, ctx: Rolldown.ChunkingContext) => familyChunk(id, ctx) ?? 'listing-formats',
        priority: 2.5,
      },
      { name: 'schemas', test: /node_modules[\\/]zod[\\/]|[\\/]common[\\/]schemas[\\/]/, priority: 2 },
      {
        // What a page loads once something is due (app/offline-bar-slot.tsx, app/overlays.tsx): the offline bar's
        // code, the notices' code, one file each (and what only the two share, a third). Code a page uses too is
        // left to the groups below, so that the page does not download the bar with it.
        test: /[\\/](client|common)[\\/]/,
        name: (id, ctx) => {
          const pages = [...pagesOf(id, (m) => ctx.getModuleInfo(m))];
          const bar = pages.some((page) => OFFLINE_BAR.test(page));
          const notices = pages.some((page) => NOTICES.test(page));
          if (pages.some((page) => !OFFLINE_BAR.test(page) && !NOTICES.test(page))) return null;
          return bar && notices ? 'after-load' : bar ? 'offline-bar' : notices ? 'notices' : null;
        },
        priority: 2,
        // Only the modules named here: taking their imports along put the date and number formats (common/i18n/format.ts)
        // in the offline bar's file, and every listing page downloaded the bar's IndexedDB outbox to format a price.
        includeDependenciesRecursively: false,
      },
      { test: /[\\/](client|common)[\\/]/, name: familyChunk, priority: 1 },
    ],
  };
}
