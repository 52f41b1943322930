import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { lazySecretBox } from '../modules/auth/secret-key.js';
import { resealEverything } from '../modules/auth/secret-rotation.js';

// Usage: APP_SECRET=<new> APP_SECRET_PREVIOUS=<old> npm run secrets:rotate   (docs/operations.md, "Rotating keys")
const config = loadConfig();
if (!config.appSecret) {
  console.error('Set APP_SECRET to the new secret (and APP_SECRET_PREVIOUS to the old one, if there was one) before rotating.');
  process.exit(2);
}
const database = await openDatabase(config, undefined, { command: true });
try {
  const report = await resealEverything(database.db, await lazySecretBox(database.db, config)());
  console.log(`Re-sealed ${report.twoFactor} two-step secrets and ${report.emails} queued emails under the new APP_SECRET.`);
  if (report.unreadable > 0) {
    console.error(`${report.unreadable} values open under neither key: they stay as they are (see docs/operations.md).`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
