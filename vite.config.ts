import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve('client'), '@common': path.resolve('common') } },
  build: {
    outDir: path.resolve('dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: { main: path.resolve('client/index.html'), sw: path.resolve('client/sw.ts') },
      output: { entryFileNames: (c) => (c.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js') },
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
