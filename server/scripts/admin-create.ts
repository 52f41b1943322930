import { z } from 'zod';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { ensureAdmin } from '../modules/auth/admin-account.js';

// Usage: npm run admin:create -- <email>   (password from ADMIN_PASSWORD, or a generated one is printed)
const email = z.email().safeParse(process.argv[2]);
if (!email.success) {
  console.error('Usage: npm run admin:create -- <email>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config, undefined, { command: true });
try {
  const result = await ensureAdmin(database.db, email.data, process.env.ADMIN_PASSWORD || undefined);
  console.log(result.created ? `Created admin ${email.data}` : `${email.data} is now an admin`);
  if (result.password) console.log(`Password (shown once): ${result.password}`);
  console.log('The admin console opens once they turn on two-step verification: /admin walks them through it.');
} finally {
  await database.close();
}
