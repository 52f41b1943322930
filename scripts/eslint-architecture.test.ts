import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
