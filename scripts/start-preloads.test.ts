import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { startPreloads } from './start-preloads';

// A real Vite build of a small app shaped as ours (client/app/main.tsx): the entry starts a library, then the app, on
// demand; the app also imports the library, and loads a page on demand.
describe('start preloads (decision 081)', () => {
  it('preloads from index.html what the entry starts on demand and what that imports, not the pages they load', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-start-'));
    const write = (file: string, text: string) => fs.writeFileSync(path.join(root, file), text);
    write('index.html', '<!doctype html><html><head></head><body><script type="module" src="./main.js"></script></body></html>');
    write('main.js', "import('./library.js').then(() => import('./start.js'));\n");
    write('library.js', 'export const library = () => "library";\n');
    write('shared.js', 'export const shared = () => "shared";\n');
    write(
      'start.js',
      "import { library } from './library.js';\nimport { shared } from './shared.js';\nexport const start = () => [library(), shared(), import('./page.js')];\n",
    );
    write('page.js', "import { shared } from './shared.js';\nexport const page = () => shared();\n");
    const outDir = path.join(root, 'dist');
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [startPreloads()],
      build: { outDir, minify: false, rollupOptions: { input: { main: path.join(root, 'index.html') } } },
    });
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([a-z]+)-[^"]+\.js">/g)].map((m) => m[1]);
    expect(preloaded).toEqual(expect.arrayContaining(['library', 'start']));
    expect(preloaded).not.toContain('page');
    expect(preloaded).not.toContain('main');
    expect(new Set(preloaded).size).toBe(preloaded.length);
  }, 30_000);
});
