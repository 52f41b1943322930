import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { entrySplitProblems, firstLoadFiles, PAGES, TARGET } from './bundle-budget.mjs';

// A manifest shaped as Vite writes it: each key's chunk file and the keys it imports statically.
const manifest = {
  'index.html': { file: 'assets/main.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'app/after-paint.ts': { file: 'assets/after-paint.js', imports: ['_runtime.js'] },
  'app/pages/browse.tsx': { file: 'assets/browse.js', imports: ['_listings.js', '_dialog.js'], css: ['assets/browse.css'] },
  '_listings.js': { file: 'assets/listings.js', imports: ['_dialog.js'] },
  '_dialog.js': { file: 'assets/dialog.js' },
  'app/pages/map.tsx': { file: 'assets/map.js', imports: ['_leaflet.js'] },
  '_leaflet.js': { file: 'assets/leaflet.js' },
};

describe('bundle budget', () => {
  it("counts the entries' chunks and the page's, with what they import, each once", () => {
    expect(firstLoadFiles(manifest, ['app/pages/browse.tsx']).sort()).toEqual(
      ['assets/after-paint.js', 'assets/browse.js', 'assets/dialog.js', 'assets/listings.js', 'assets/main.js', 'assets/runtime.js'].sort(),
    );
    // Another page's chunks are not the home page's first load.
    expect(firstLoadFiles(manifest, [])).not.toContain('assets/map.js');
  });

  it('fails loudly when a page module is no longer in the manifest (a renamed page must not pass unmeasured)', () => {
    expect(() => firstLoadFiles(manifest, ['app/pages/gone.tsx'])).toThrow(/not in the client's manifest/);
  });

  it('gives every public page a budget, none looser than its measured size allows', () => {
    for (const page of ['/', '/browse', '/open-now', '/in-season', '/farm/:id', '/blog', '/auth']) expect(PAGES[page]).toBeDefined();
    // The home page is within the target and must stay there.
    expect(PAGES['/'].budget).toBeLessThanOrEqual(TARGET);
  });

  it("counts what the entry starts on demand (React DOM, then the app) as every page's first load", () => {
    const split = {
      ...manifest,
      'index.html': { file: 'assets/main.js', imports: ['_runtime.js'], dynamicImports: ['_react.js', 'app/start.tsx'] },
      '_react.js': { file: 'assets/react.js' },
      'app/start.tsx': { file: 'assets/start.js', imports: ['_react.js', '_runtime.js'] },
    };
    expect(firstLoadFiles(split, []).sort()).toEqual(['assets/after-paint.js', 'assets/main.js', 'assets/react.js', 'assets/runtime.js', 'assets/start.js']);
    expect(entrySplitProblems(split, 600)).toEqual([]);
  });

  it('names an entry that would evaluate React DOM or the app in its own task', () => {
    const joined = {
      'index.html': { file: 'assets/main.js', imports: ['_helper.js'], dynamicImports: ['_react.js', 'app/start.tsx'] },
      // Vite's preload helper put in the app's file: the entry imports the app statically for it.
      '_helper.js': { file: 'assets/helper.js', imports: ['app/start.tsx'] },
      '_react.js': { file: 'assets/react.js' },
      'app/start.tsx': { file: 'assets/start.js', imports: ['_react.js'] },
    };
    expect(entrySplitProblems(joined, 600)).toEqual([
      "the entry imports assets/react.js statically: it would be evaluated in the entry's task",
      "the entry imports assets/start.js statically: it would be evaluated in the entry's task",
    ]);
    expect(entrySplitProblems({ 'index.html': { file: 'assets/main.js' } }, 300_000)).toEqual([
      'the entry starts 0 file(s) on demand; it should start React DOM, then the app',
      'the entry is 293.0 KB; it should only start the other files',
    ]);
  });
});
