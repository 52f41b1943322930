// A loopback SMTP server for the browser tests: started by Playwright as a web server (see playwright.config.ts),
// on a free port it prints for the app servers, keeping each message it receives as JSON in MAIL_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const dir = process.env.MAIL_DIR;
if (!dir) throw new Error('MAIL_DIR is required');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const file = path.join(dir, `${Date.now()}-${++count}.json`);
        fs.writeFileSync(`${file}.tmp`, JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' }));
        fs.renameSync(`${file}.tmp`, file); // readers never see half a file
        callback();
      },
      (err) => callback(err),
    );
  },
});
server.listen(0, '127.0.0.1', () => console.log(`smtp-sink listening on port ${server.server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
