// A process that sends one message (the real deliverMessage, in its own transaction) and dies with SIGKILL right
// after the commit, before any listener of `message.sent` ran: what a crash between the change and its handlers
// leaves behind (server/modules/messages/messages.crash.test.ts).
import { createDb } from '../db/client.js';
import { deliverMessage } from '../modules/messages/messages.service.js';

const db = createDb(process.env.DATABASE_URL!, 2);
const sender = { id: process.env.SENDER_ID!, firstName: process.env.SENDER_NAME! };
await db.transaction((tx) => deliverMessage(tx, sender, process.env.RECIPIENT_ID!, process.env.BODY!));
process.stdout.write('committed\n');
process.kill(process.pid, 'SIGKILL');
