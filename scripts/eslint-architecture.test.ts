import fs from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js is plain JavaScript: its lists are read by URL, typed here.
const { MODULE_BACK_EDGES, MODULE_ORDER } = (await import(new URL('../eslint.config.js', import.meta.url).href)) as {
  MODULE_ORDER: string[];
  MODULE_BACK_EDGES: [string, string][];
};

// The lint rules that draw the architecture (eslint.config.js, LAYERS) must refuse what they are there to refuse:
// each case lints a planted file at a path inside the project (never written to disk) and expects the rule.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId);
}

describe('the architecture in the lint rules', () => {
  it('shared client code may not import a feature or the app', async () => {
    expect(await problems('client/lib/planted.ts', "export { useUser } from '@/features/auth/api/use-user';\n")).toContain('import-x/no-restricted-paths');
    expect(await problems('client/components/ui/planted.tsx', "export { ROUTES } from '@/app/routes';\n")).toContain('import-x/no-restricted-paths');
  });

  it('a feature may not import the app; it may import shared code', async () => {
    expect(await problems('client/features/trips/planted.ts', "export { ROUTES } from '@/app/routes';\n")).toContain('import-x/no-restricted-paths');
    expect(await problems('client/features/trips/planted.ts', "export { paths } from '@/lib/paths';\n")).toEqual([]);
  });

  it("a feature may not import another feature's files, only its public entry", async () => {
    expect(await problems('client/features/trips/planted.ts', "export { useUser } from '@/features/auth/api/use-user';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await problems('client/features/trips/planted.ts', "export { farmKeys } from '../farms/api/keys';\n")).toContain('import-x/no-restricted-paths');
    expect(await problems('client/features/trips/planted.ts', "export { useUser } from '@/features/auth';\n")).toEqual([]);
    expect(await problems('client/features/trips/planted.ts', "export { FarmCard } from '@/features/farms/ui';\n")).toEqual([]);
    // Inside a feature its own files are open, and the app may import any feature file (it loads pages lazily).
    expect(await problems('client/features/auth/planted.ts', "export { useUser } from './api/use-user';\n")).toEqual([]);
    expect(await problems('client/app/planted.ts', "export { useUser } from '@/features/auth/api/use-user';\n")).toEqual([]);
  });

  it("a feature's public entry only re-exports (the build takes it as free of side effects)", async () => {
    expect(await problems('client/features/trips/index.ts', "export { useTrips } from './api/get-trips';\nexport {};\n")).toEqual([]);
    expect(await problems('client/features/trips/ui.ts', "import { useTrips } from './api/get-trips';\nexport const trips = useTrips;\n")).toContain(
      'no-restricted-syntax',
    );
  });

  it('features ask the API through the one request helper', async () => {
    expect(await problems('client/features/trips/planted.ts', "export const load = () => fetch('/api/trips');\n")).toContain('no-restricted-globals');
    expect(await problems('client/features/trips/planted.ts', 'export const upload = () => new XMLHttpRequest();\n')).toContain('no-restricted-globals');
    expect(
      await problems(
        'client/features/trips/planted.ts',
        "import { apiJson } from '@/lib/api-client';\nexport const load = () => apiJson('GET', '/api/trips');\n",
      ),
    ).toEqual([]);
  });

  it("a query runs in a feature's api/ hook, with a key from the feature's key factory", async () => {
    const query = (key: string) =>
      `import { useQuery } from '@tanstack/react-query';\nimport { apiJson } from '@/lib/api-client';\nimport { tripKeys } from './keys';\nexport const useTrip = (id: string) => useQuery({ queryKey: ${key}, queryFn: () => apiJson('GET', '/api/trips/' + id) });\n`;
    // A component running its own query, even with a factory's key, is refused; the same hook in api/ passes.
    expect(await problems('client/features/trips/components/planted.tsx', query('tripKeys.detail(id)'))).toContain('no-restricted-syntax');
    expect(await problems('client/app/pages/planted.tsx', query('tripKeys.detail(id)'))).toContain('no-restricted-syntax');
    expect(await problems('client/features/trips/api/planted.ts', query('tripKeys.detail(id)'))).toEqual([]);
    // A key written in place is refused everywhere, api/ included.
    expect(await problems('client/features/trips/api/planted.ts', query("['trips', id]"))).toContain('no-restricted-syntax');
    expect(
      await problems(
        'client/features/trips/components/planted.tsx',
        "export const invalidate = (qc: { invalidateQueries(o: object): void }) => qc.invalidateQueries({ queryKey: ['trips'] });\n",
      ),
    ).toContain('no-restricted-syntax');
  });

  it("a confirmation is the ConfirmDialog, never the browser's", async () => {
    expect(await problems('client/features/trips/planted.ts', "export const sure = () => confirm('Delete?');\n")).toContain('no-restricted-globals');
    expect(await problems('client/lib/planted.ts', "export const sure = () => window.confirm('Delete?');\n")).toContain('no-restricted-properties');
  });

  it('the contract imports neither side, and the server never imports the client', async () => {
    expect(await problems('common/schemas/planted.ts', "export { paths } from '../../client/lib/paths';\n")).toContain('import-x/no-restricted-paths');
    expect(await problems('common/schemas/planted.ts', "export { actor } from '../../server/lib/actor';\n")).toContain('import-x/no-restricted-paths');
    expect(await problems('server/lib/planted.ts', "export { paths } from '../../client/lib/paths';\n")).toContain('import-x/no-restricted-paths');
  });

  it('an import cycle is refused', async () => {
    // api-client.ts imports is-mobile.ts: an is-mobile.ts that imported api-client back would close a cycle.
    expect(
      await problems('client/lib/is-mobile.ts', "import { apiJson } from '@/lib/api-client';\nexport const isMobile = () => Boolean(apiJson);\n"),
    ).toContain('import-x/no-cycle');
  });
});

describe("the server's layers in the lint rules", () => {
  const IMPORTS = '@typescript-eslint/no-restricted-imports';
  const PATHS = 'import-x/no-restricted-paths';
  const QUERY = 'no-restricted-syntax';

  it('a route may not import a repository, drizzle-orm or the tables; it calls its service', async () => {
    const route = 'server/modules/reviews/planted.routes.ts';
    expect(await problems(route, "export { reviewsRepository } from './reviews.repository.js';\n")).toContain(IMPORTS);
    expect(await problems(route, "export { farmsRepository } from '../farms/farms.repository.js';\n")).toContain(IMPORTS);
    expect(await problems(route, "export { sql } from 'drizzle-orm';\n")).toContain(IMPORTS);
    expect(await problems(route, "export { reviews } from '../../db/schema/index.js';\n")).toContain(IMPORTS);
    expect(await problems(route, "export { createDb } from '../../db/client.js';\n")).toContain(IMPORTS);
    expect(
      await problems(
        route,
        "import type { Db } from '../../db/client.js';\nimport { reviewsService } from './reviews.service.js';\nexport const make = (db: Db) => reviewsService(db);\n",
      ),
    ).toEqual([]);
  });

  it('a route decides no authorization: no role, owner or user comparison, no 403 of its own; its service asks the policy', async () => {
    const route = 'server/modules/reviews/planted.routes.ts';
    const handler = (body: string) =>
      `import { forbidden, isAdmin } from '../../lib/errors.js';\nvoid forbidden; void isAdmin;\nexport const handle = (user: { id: string; role: string }, farm: { ownerId: string }) => { ${body} };\n`;
    expect(await problems(route, handler("if (user.role !== 'admin') throw new Error('no');"))).toContain(QUERY);
    expect(await problems(route, handler("if (farm.ownerId !== user.id) throw new Error('no');"))).toContain(QUERY);
    expect(await problems(route, handler('if (user.id === farm.ownerId) return 1;'))).toContain(QUERY);
    expect(await problems(route, handler("throw forbidden('errors:reviews.editOwn');"))).toContain(QUERY);
    expect(await problems(route, handler('return isAdmin(user);'))).toContain(QUERY);
    // The same lines are a policy's job, and a service may refuse with 403 after asking it.
    expect(await problems('server/modules/reviews/planted.policy.ts', handler('return farm.ownerId === user.id;'))).not.toContain(QUERY);
    expect(await problems('server/modules/reviews/planted.service.ts', handler("throw forbidden('errors:reviews.editOwn');"))).not.toContain(QUERY);
    expect(await problems(route, handler('return user.id;'))).not.toContain(QUERY);
  });

  it('only repositories (and db/) run queries', async () => {
    const runs = "import type { Db } from '../../db/client.js';\nexport const count = (db: Db) => db.execute('SELECT count(*) FROM reviews');\n";
    expect(await problems('server/modules/reviews/planted.routes.ts', runs)).toContain(QUERY);
    expect(await problems('server/modules/reviews/planted.service.ts', runs)).toContain(QUERY);
    expect(await problems('server/lib/planted.ts', runs)).toContain(QUERY);
    expect(await problems('server/jobs.ts', runs)).toContain(QUERY);
    expect(
      await problems(
        'server/modules/reviews/planted.service.ts',
        "import type { Db } from '../../db/client.js';\nexport const rows = (db: Db) => db\n  .select()\n  .from({} as never);\n",
      ),
    ).toContain(QUERY);
    expect(
      await problems(
        'server/modules/reviews/planted.service.ts',
        "import type { Db } from '../../db/client.js';\nexport const raw = (db: Db) => db.$client.query('SELECT 1');\n",
      ),
    ).toContain(QUERY);
    expect(await problems('server/modules/reviews/planted.service.ts', "import { eq } from 'drizzle-orm';\nexport const same = eq;\n")).toContain(IMPORTS);
    expect(await problems('server/lib/planted.ts', "import { jobs } from '../db/schema/index.js';\nexport const table = jobs;\n")).toContain(IMPORTS);
    // A repository, a file of db/ and a test may; types from drizzle-orm and the schema are free everywhere.
    expect(await problems('server/modules/reviews/planted.repository.ts', runs)).toEqual([]);
    expect(await problems('server/lib/planted.repository.ts', runs.replace('../../db', '../db'))).toEqual([]);
    expect(await problems('server/db/planted.ts', runs.replace('../../db/client.js', './client.js'))).toEqual([]);
    expect(await problems('server/modules/reviews/planted.test.ts', runs)).toEqual([]);
    expect(
      await problems(
        'server/modules/reviews/planted.service.ts',
        "import type { SQL } from 'drizzle-orm';\nimport type { ReviewRow } from '../../db/schema/index.js';\nexport type Both = [SQL, ReviewRow];\n",
      ),
    ).toEqual([]);
  });

  it("a service may not import another module's repository; it asks that module's service", async () => {
    const service = 'server/modules/reviews/planted.service.ts';
    expect(await problems(service, "export { farmsRepository } from '../farms/farms.repository.js';\n")).toContain(PATHS);
    expect(await problems('server/modules/reviews/planted.ts', "export { farmsRepository } from '../farms/farms.repository.js';\n")).toContain(PATHS);
    expect(await problems(service, "export { farmsRepository } from '../farms/listings.service.js';\n")).toEqual([]);
    expect(await problems(service, "export { reviewsRepository } from './reviews.repository.js';\n")).toEqual([]);
  });

  it('server/lib and server/plugins may not import a module', async () => {
    expect(await problems('server/lib/planted.ts', "export { farmsService } from '../modules/farms/farms.service.js';\n")).toContain(PATHS);
    expect(await problems('server/plugins/planted.ts', "export { farmsService } from '../modules/farms/farms.service.js';\n")).toContain(PATHS);
    expect(await problems('server/plugins/planted.ts', "export { HttpError } from '../lib/errors.js';\n")).toEqual([]);
    // No plugin is left out, not even for types: the page renderer's are in server/lib/rendered-page.ts.
    expect(await problems('server/plugins/spa.ts', "export type { RenderPage } from '../modules/pages/server-pages.js';\n")).toContain(PATHS);
    expect(await problems('server/plugins/spa.ts', "export type { RenderPage } from '../lib/rendered-page.js';\n")).toEqual([]);
  });

  it('a module imports only modules below it in MODULE_ORDER, and the allow-list names the exceptions', async () => {
    // farms is below reviews: reviews may import farms, farms may not import reviews.
    expect(MODULE_ORDER.indexOf('farms')).toBeLessThan(MODULE_ORDER.indexOf('reviews'));
    expect(await problems('server/modules/farms/planted.ts', "export { reviewsService } from '../reviews/reviews.service.js';\n")).toContain(PATHS);
    expect(await problems('server/modules/reviews/planted.ts', "export { farmsService } from '../farms/farms.service.js';\n")).toEqual([]);
    // No import points up the order since the domain events (decision 058): farms announces, alerts listens.
    expect(MODULE_BACK_EDGES).toEqual([]);
    expect(MODULE_ORDER.indexOf('farms')).toBeLessThan(MODULE_ORDER.indexOf('alerts'));
    expect(await problems('server/modules/farms/planted.ts', "export { alertsService } from '../alerts/alerts.service.js';\n")).toContain(PATHS);
  });

  it('every server module has its place in the order, once, and every allowed back-edge points up', () => {
    const folders = fs
      .readdirSync('server/modules', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...MODULE_ORDER].sort()).toEqual(folders.sort());
    for (const [from, to] of MODULE_BACK_EDGES) expect(MODULE_ORDER.indexOf(from), `${from} → ${to}`).toBeLessThan(MODULE_ORDER.indexOf(to));
  });
});
