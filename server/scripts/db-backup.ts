import { loadConfig } from '../config/env.js';
import { createBackup } from '../db/backup/backup.js';

// Usage: npm run db:backup -- FILE [--no-uploads]   (docs/operations.md, decision 057)
const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('Usage: npm run db:backup -- FILE [--no-uploads]');
  process.exit(2);
}
const manifest = await createBackup(loadConfig(), file, { uploads: !args.includes('--no-uploads') });
console.log(
  `Backed up the ${manifest.kind === 'dump' ? 'database (pg_dump)' : 'embedded database (its files)'} of PostgreSQL ${manifest.serverMajor}` +
    `${manifest.uploads ? ' and the uploads' : ''} to ${file}: ${Object.entries(manifest.counts)
      .map(([t, n]) => `${n} ${t}`)
      .join(', ')}`,
);
