import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled eagerly, on the script's streaming thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the named chunks for eager compilation (issue 31 point 1, decision 079): since decision 081, React DOM's file
 * and the app's start, which the entry loads one after the other. Left to itself, V8 compiles a
 * function the first time it is called, on the main thread: hydrating a listing page compiled about a thousand
 * functions of React DOM, the router and i18n there, 84–219 ms at a phone's speed, inside the long tasks after the
 * first paint. Every load calls nearly all of the entry's functions, so compiling them while the file streams in (a
 * background thread) costs the phone nothing it would not pay anyway. The family and page files are not marked: each
 * holds code for pages the visitor did not open.
 *
 * The comment must be the file's first line (V8 reads it as it scans the file), and Vite's preload helper is put above
 * the code after every plugin's generateBundle: so the written file gets it, and its source map moves down one line.
 */
export function compileHints(names: readonly string[] = ['main']): Plugin {
  return {
    name: 'fsf:compile-hints',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !names.includes(chunk.name)) continue;
        const dir = options.dir ?? '';
        const file = path.join(dir, chunk.fileName);
        const code = fs.readFileSync(file, 'utf8');
        if (code.startsWith(COMPILE_HINT)) continue;
        fs.writeFileSync(file, `${COMPILE_HINT}\n${code}`);
        const mapFile = chunk.sourcemapFileName && path.join(dir, chunk.sourcemapFileName);
        if (!mapFile || !fs.existsSync(mapFile)) continue;
        const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { mappings: string };
        fs.writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}
