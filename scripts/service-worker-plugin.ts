import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin, Rollup } from 'vite';

interface Options {
  /** The worker's source (client/sw.ts). */
  entry: string;
  /** Path aliases the worker's imports use (the same as the app's). */
  alias: Record<string, string>;
  /** Pages that are never used offline (admin, editors, maps): their chunks load on demand instead. */
  onlineOnlyPages: RegExp;
  /** The client's public folder: its manifest and icons are precached. */
  publicDir: string;
}

/**
 * Builds the service worker as one classic script (no imports: a worker shares no chunk with the page) and
 * writes into it the list of files to precache and a version, both taken from this build (decision 022). A
 * new release changes sw.js, so the browser installs it as a new worker; nothing is precached by hand.
 */
export function serviceWorker(options: Options): Plugin {
  return {
    name: 'fsf-service-worker',
    apply: 'build',
    // After the bundle is written: Vite drops the JS stubs of CSS-only chunks late, so only now is the list final.
    async writeBundle(output, bundle) {
      // A server-rendering build (its own environment) has no worker to write.
      if (this.environment && this.environment.name !== 'client') return;
      // The app's entry (`main`, client/index.html's script), not the after-paint loader, which is an entry too
      // (vite.config.ts) but imports nothing: from it, the list below held no script of the app.
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'main');
      if (!entry) throw new Error('service worker: no entry chunk in the build');
      const loaders = Object.values(bundle).flatMap((c) => (c.type === 'chunk' && c.isEntry && c !== entry ? [`/${c.fileName}`] : []));
      const files = ['/app-shell', ...publicFiles(options.publicDir), ...loaders, ...offlineFiles(bundle, entry.fileName, options.onlineOnlyPages)];
      const define = {
        __PRECACHE_MANIFEST__: JSON.stringify(files),
        __ENTRY_SCRIPT__: JSON.stringify(`/${entry.fileName}`),
        __SW_VERSION__: JSON.stringify('@@version@@'),
      };
      const result = await build({
        entryPoints: [options.entry],
        bundle: true,
        format: 'iife',
        write: false,
        minify: true,
        target: 'es2022',
        alias: options.alias,
        define,
      });
      const code = result.outputFiles[0].text;
      const version = crypto.createHash('sha256').update(code).digest('hex').slice(0, 12);
      fs.writeFileSync(path.join(output.dir!, 'sw.js'), code.replace('@@version@@', version));
    },
  };
}

/** Every chunk the app can load (stylesheets, fonts, images included) except behind an online-only page. */
function offlineFiles(bundle: Rollup.OutputBundle, entry: string, onlineOnly: RegExp): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    if (chunk.type !== 'chunk') return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
    chunk.imports.forEach(visit);
    for (const lazy of chunk.dynamicImports) {
      const target = bundle[lazy];
      if (target?.type === 'chunk' && target.facadeModuleId && onlineOnly.test(target.facadeModuleId)) continue;
      visit(lazy);
    }
  };
  visit(entry);
  // Assets referenced from stylesheets (fonts) are not in the chunk graph: take them all, maps excepted.
  for (const [name, file] of Object.entries(bundle)) if (file.type === 'asset' && name.startsWith('assets/') && !name.endsWith('.map')) seen.add(name);
  return [...seen].sort().map((f) => `/${f}`);
}

/** The web app manifest and the app's icons (not the Open Graph picture, not sponsors' images). */
function publicFiles(dir: string): string[] {
  const icons = fs.readdirSync(path.join(dir, 'icons')).filter((f) => /\.(svg|png)$/.test(f) && !f.startsWith('og-'));
  return ['/manifest.webmanifest', ...icons.sort().map((f) => `/icons/${f}`)];
}
