// Bundles the server into dist/server/main.js (dependencies stay external), resolving the tsconfig aliases.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts', 'admin-create': 'server/scripts/admin-create.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log('built dist/server');
