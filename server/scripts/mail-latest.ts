import { z } from 'zod';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { latestOutboxMail, mailLatestRefusal } from '../lib/mail/outbox-reader.js';

// Usage: npm run mail:latest -- you@example.com   (the newest email kept in the local outbox for that address, with its links)
const email = z.email().safeParse(process.argv[2]);
if (!email.success) {
  console.error('Usage: npm run mail:latest -- you@example.com');
  process.exit(2);
}
const config = loadConfig();
const refusal = mailLatestRefusal(config);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const database = await openDatabase(config, undefined, { command: true });
try {
  const mail = await latestOutboxMail(database.db, email.data);
  if (!mail) {
    console.log(`No email for ${email.data} in the local outbox (it keeps a day of mail). Ask for one (sign up, "Forgot password") and run this again.`);
    process.exitCode = 1;
  } else {
    console.log(`${mail.subject}\n  to ${mail.to}, ${mail.createdAt.toISOString()}`);
    for (const link of mail.links) console.log(`  ${link}`);
    if (!mail.links.length) console.log('  (no links in this email)');
  }
} finally {
  await database.close();
}
