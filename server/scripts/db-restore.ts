import { loadConfig } from '../config/env.js';
import { restoreBackup } from '../db/backup/restore.js';

// Usage: npm run db:restore -- FILE   (into an empty DATABASE_URL, or as the embedded database with the app stopped)
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- FILE');
  process.exit(2);
}
const config = loadConfig();
const result = await restoreBackup(config, file);
console.log(
  `Restored the backup of ${result.manifest.createdAt} into ${config.databaseUrl ? 'DATABASE_URL' : `the embedded database in ${config.dataDir}`}: ` +
    Object.entries(result.counts)
      .map(([t, n]) => `${n} ${t}`)
      .join(', '),
);
for (const dir of result.keptAside) console.log(`What was there before is in ${dir}: delete it once the site is checked.`);
