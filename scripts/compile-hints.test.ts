import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

// A real Vite build of a two-file app: the entry imports a page on demand, so Vite writes its preload helper above
// the entry's code, where the hint must not end up below it.
describe('compile hints (decision 079)', () => {
  it("puts V8's hint on the entry's first line only, with its source map moved down a line", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-hints-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
    fs.writeFileSync(path.join(root, 'main.js'), "export function start() { return import('./page.js').then((m) => m.render()); }\nstart();\n");
    fs.writeFileSync(path.join(root, 'page.js'), "import './page.css';\nexport function render() { return 'page'; }\n");
    fs.writeFileSync(path.join(root, 'page.css'), 'p { color: green; }');
    const build_ = (plugins: ReturnType<typeof compileHints>[], outDir = plugins.length ? 'hinted' : 'plain') =>
      build({
        root,
        logLevel: 'silent',
        configFile: false,
        plugins,
        build: {
          outDir: path.join(root, outDir),
          sourcemap: true,
          minify: false,
          rollupOptions: { input: { main: path.join(root, 'index.html') } },
        },
      });
    await build_([]);
    await build_([compileHints()]);

    /** The file of a build's chunk named `name` (main, page). */
    const fileOf = (dir: string, name: string) => fs.readdirSync(path.join(root, dir, 'assets')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'))!;
    const read = (dir: string, file: string) => fs.readFileSync(path.join(root, dir, 'assets', file), 'utf8');
    const entry = fileOf('hinted', 'main');
    const page = fileOf('hinted', 'page');
    const hinted = read('hinted', entry);
    const plain = read('plain', fileOf('plain', 'main'));

    expect(plain).toMatch(/^const __vite__mapDeps/); // what Vite writes first, after every plugin's generateBundle
    expect(hinted).toBe(`${COMPILE_HINT}\n${plain}`);
    expect(read('hinted', page)).not.toContain(COMPILE_HINT);
    const map = (dir: string, file: string) => JSON.parse(read(dir, `${file}.map`)) as { mappings: string; sources: string[] };
    const plainMap = map('plain', fileOf('plain', 'main'));
    expect(map('hinted', entry)).toEqual({ ...plainMap, mappings: `;${plainMap.mappings}` });

    // A chunk named to it, entry or not (the app's React DOM and start files, decision 081).
    await build_([compileHints(['page'])], 'named');
    expect(read('named', fileOf('named', 'page'))).toMatch(new RegExp(`^${COMPILE_HINT}\n`));
    expect(read('named', fileOf('named', 'main'))).not.toContain(COMPILE_HINT);
  }, 30_000);
});
