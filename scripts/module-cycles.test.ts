import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, 'module-cycles.mjs');

/** A planted tree of server/modules files (path → source), with the script run on it. */
function run(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'module-cycles-'));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), source);
  }
  const result = spawnSync(process.execPath, [SCRIPT], { cwd: root, encoding: 'utf8' });
  fs.rmSync(root, { recursive: true, force: true });
  return { status: result.status, out: result.stdout + result.stderr };
}

describe('scripts/module-cycles.mjs', () => {
  it('finds a cycle between modules through nested files, type imports and re-exports, and names the imports', () => {
    const { status, out } = run({
      'server/modules/farms/availability.ts': "import { queue } from '../alerts/jobs/alerts.job.js';\nexport const a = queue;\n",
      'server/modules/alerts/jobs/alerts.job.ts': "import type { Farm } from '../../farms/types.js';\nexport const queue = 1 as unknown as Farm;\n",
      'server/modules/farms/types.ts': 'export type Farm = number;\n',
      'server/modules/farms/farms.test.ts': "import { queue } from '../alerts/jobs/alerts.job.js';\n", // tests are left out
      'server/modules/site/index.ts': "export * from '../farms/types.js';\n",
    });
    expect(status).toBe(1);
    expect(out).toContain('2 modules: alerts, farms');
    expect(out).toMatch(
      /server\/modules\/(farms\/availability\.ts → server\/modules\/alerts\/jobs\/alerts\.job\.ts|alerts\/jobs\/alerts\.job\.ts → server\/modules\/farms\/types\.ts)/,
    );
  });

  it('passes a tree without cycles and prints its layers, lowest first', () => {
    const { status, out } = run({
      'server/modules/farms/farms.service.ts': "import { settings } from '../../lib/settings.js';\nexport const f = settings;\n",
      'server/modules/alerts/on-products-available.ts': "import { f } from '../farms/farms.service.js';\nexport const a = f;\n",
      'server/modules/reviews/reviews.service.ts':
        "import { a } from '../alerts/on-products-available.js';\nimport { f } from '../farms/farms.service.js';\nexport const r = [a, f];\n",
      'server/modules/farms/farms.test.ts': "import { r } from '../reviews/reviews.service.js';\n",
    });
    expect(status).toBe(0);
    expect(out).toContain('0: farms');
    expect(out).toContain('1: alerts');
    expect(out).toContain('2: reviews');
    expect(out).toContain('Order: farms < alerts < reviews');
  });
});
