import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoute, isLazyPage, NOT_FOUND, ROUTES } from './routes';

// The server preloads a page's chunks by the module path each route names (Vite's manifest key): a path that no
// longer names the file would silently preload nothing.
describe('route table', () => {
  it('names each page module by a file that exists', () => {
    const modules = [...ROUTES.map((r) => r.page).filter(isLazyPage), NOT_FOUND].map((p) => p.module);
    expect(modules.length).toBeGreaterThan(20);
    for (const m of modules) expect(fs.existsSync(path.resolve('client', m)), m).toBe(true);
  });

  it('matches paths as the router does', () => {
    expect(findRoute('/farm/12')?.params.id).toBe('12');
    expect(findRoute('/blog/sweet-corn')?.route.path).toBe('/blog/:slug');
    expect(findRoute('/trips/abc/stops')?.route.guarded).toBe(true);
    expect(findRoute('/no/such/page')).toBeNull();
  });
});
