import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { codeSplitting, PUBLIC_ENTRY } from './scripts/code-splitting';
import { compileHints } from './scripts/compile-hints';
import { iconSprite } from './scripts/icon-sprite';
import { serviceWorker } from './scripts/service-worker-plugin';
import { startPreloads } from './scripts/start-preloads';

const alias = { '@': path.resolve('client'), '@common': path.resolve('common') };

// Two builds (npm run build): the browser's (dist/client, with a manifest the server reads to preload each page's
// chunks, and the service worker), then `vite build --ssr`, the same pages for the server to render
// (dist/ssr/entry-server.js).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // Icons from one SVG sprite, not lucide-react's JavaScript (decision 088): in both builds, for the same URL.
    iconSprite({ root: path.resolve('client'), component: path.resolve('client/components/ui/icon.tsx') }),
    serviceWorker({
      entry: path.resolve('client/sw.ts'),
      alias,
      publicDir: path.resolve('client/public'),
      // Pages never read offline: their chunks (charts, maps, editors) are not precached on every phone; offline they
      // say they need a connection (page-error-boundary.tsx). Admin, the ambassador's and the farmer's dashboards and
      // the listing editor work on live data only; the map needs its tiles and live areas. The consumer's dashboard
      // is kept (its trips and favorites are saved for offline): only its farmer half, with the charts, is left out.
      onlineOnlyPages: /client\/(app\/pages\/(admin|ambassador-dashboard|farm-profile|map)|features\/dashboard\/components\/farmer-dashboard)\.tsx$/,
    }),
    // The entry chunk compiles on its download's thread, not the phone's main thread (decision 079).
    ...(isSsrBuild ? [] : [compileHints(['react', 'start']), startPreloads()]),
  ],
  resolve: { alias },
  build: isSsrBuild
    ? {
        rollupOptions: { input: path.resolve('client/entry-server.tsx') },
        outDir: path.resolve('dist/ssr'),
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
      }
    : {
        outDir: path.resolve('dist/client'),
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        rollupOptions: {
          // after-paint: the one script a server-rendered page asks for before its first paint (client/app/after-paint.ts).
          input: {
            main: path.resolve('client/index.html'),
            start: path.resolve('client/app/start.tsx'),
            'after-paint': path.resolve('client/app/after-paint.ts'),
          },
          // A feature's public entry only re-exports (eslint.config.js, PUBLIC_ENTRIES): a page that takes one hook
          // from it gets that module, not the others the entry names nor what they import.
          treeshake: { moduleSideEffects: (id: string) => (PUBLIC_ENTRY.test(id) ? false : undefined) },
          output: { codeSplitting: codeSplitting() },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:5000',
      '/healthz': 'http://127.0.0.1:5000',
      '/uploads': 'http://127.0.0.1:5000',
      '/sitemap.xml': 'http://127.0.0.1:5000',
    },
  },
}));
