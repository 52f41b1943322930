import pg from 'pg';
import { afterAll, inject } from 'vitest';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/env.js';
import { createDb } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { rememberDatabase, TEST_ENV } from '../helpers.js';

export interface ApiRoute {
  method: string;
  url: string;
}

/**
 * The real app, and every route it registered (Fastify's onRoute hook): a route added later is attacked by
 * these tests without editing them. `isolated` gives it a database of its own, so that a test can check that
 * nothing at all changed.
 */
export async function appWithRoutes({ isolated = false } = {}) {
  const shared = inject('databaseUrl');
  let url = shared;
  let drop: (() => Promise<void>) | undefined;
  if (isolated) {
    const name = `fsf_iso_${process.pid}_${Date.now()}`;
    const server = new URL(shared);
    server.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
    await admin.end();
    const own = new URL(shared);
    own.pathname = `/${name}`;
    url = own.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: server.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await c.end();
    };
  }
  const db = createDb(url, 4);
  if (isolated) await runMigrations(db);
  const routes: ApiRoute[] = [];
  const config = loadConfig(TEST_ENV);
  const app = await buildApp({
    config,
    db,
    onRoute: (r: RouteOptions) => {
      for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url });
    },
  });
  await app.ready();
  rememberDatabase(app, db);
  afterAll(async () => {
    await app.close();
    await db.$client.end();
    await drop?.();
  });
  return { app, db, config, routes };
}

export const routeKey = (r: ApiRoute) => `${r.method} ${r.url}`;
