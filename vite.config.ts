import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { serviceWorker } from './scripts/service-worker-plugin';

const alias = { '@': path.resolve('client'), '@common': path.resolve('common') };

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    serviceWorker({
      entry: path.resolve('client/sw.ts'),
      alias,
      publicDir: path.resolve('client/public'),
      // Pages never read offline: their chunks (charts, maps, editors) are not precached on every phone.
      onlineOnlyPages: /client\/app\/pages\/(admin|dashboard|ambassador-dashboard|farm-profile|map)\.tsx$/,
    }),
  ],
  resolve: { alias },
  build: {
    outDir: path.resolve('dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: { main: path.resolve('client/index.html') },
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
});
