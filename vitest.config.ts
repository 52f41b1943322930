import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { iconSprite } from './scripts/icon-sprite';

const alias = { '@': path.resolve('client'), '@common': path.resolve('common') };

export default defineConfig({
  resolve: { alias },
  test: {
    // Two files at a time on two cores (Vitest's default leaves one core to the rest): the database tests wait on
    // PostgreSQL while the pure ones (the opening-hours corpus) compute. The embedded run 589 → 251 s, the
    // PostgreSQL-server run 307 → 169 s. Files that count what every file writes use a database of their own
    // (server/test/isolated-db.ts).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          // *.api.test.ts: client code (the offline outbox) against the real API and database.
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts', 'client/**/*.api.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // Files reuse the worker's imported modules (the app, its schemas, drizzle) instead of importing them
          // again each: about 100 s less per run on two cores. Each file still builds its own app and data.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // As the browser tests: one retry on a loaded CI machine. A test that needed it is still named under the
          // summary of scripts/test-all.mjs as flaky, with its first error.
          retry: process.env.CI ? 1 : 0,
          env: { TZ: 'UTC' },
        },
      },
      {
        resolve: { alias },
        // The client's tests draw icons as the app does, from the sprite (decision 088).
        plugins: [iconSprite({ root: path.resolve('client'), component: path.resolve('client/components/ui/icon.tsx') })],
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['client/**/*.test.{ts,tsx}'],
          exclude: ['client/**/*.api.test.ts'],
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
