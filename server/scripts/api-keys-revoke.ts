import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { revokeKeysInBulk } from '../modules/api-keys/api-keys.repository.js';

// Usage: npm run api-keys:revoke -- --all | --email <address> | --created-before <ISO instant>   (docs/operations.md)
const [flag, value] = process.argv.slice(2);
const which =
  flag === '--all'
    ? ({ all: true } as const)
    : flag === '--email' && value
      ? { email: value }
      : flag === '--created-before' && value && !Number.isNaN(Date.parse(value))
        ? { createdBefore: new Date(value) }
        : null;
if (!which) {
  console.error('Usage: npm run api-keys:revoke -- --all | --email <address> | --created-before <ISO instant, e.g. 2026-11-25T12:00:00Z>');
  process.exit(2);
}
const database = await openDatabase(loadConfig(), undefined, { command: true });
try {
  console.log(`Revoked ${await revokeKeysInBulk(database.db, which)} API keys; their calls get the anonymous limit from now on, in every process.`);
} finally {
  await database.close();
}
