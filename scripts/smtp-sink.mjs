// The one loopback SMTP server of the tests (issue 35, point 5): a real server that keeps what it receives.
// Vitest files start it in-process (startSmtpSink); the browser tests run this file as a web server (see
// playwright.config.ts), which prints its free port for the app servers and keeps each message as JSON in MAIL_DIR
// (e2e/mail.ts reads them). nodemailer needs `ignoreTLS` towards it, as STARTTLS is off (../shared/STACK-NOTES.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Starts the sink on a free loopback port. Each message is parsed (mailparser) and kept in `received`, with its
 * envelope's recipients (`to`, joined with commas as the tests compare them), and handed to `onMail` if given.
 */
export async function startSmtpSink({ onMail } = {}) {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const recipients = session.envelope.rcptTo.map((r) => r.address);
          const entry = { to: recipients.join(','), recipients, mail };
          received.push(entry);
          onMail?.(entry);
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.server.address().port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = process.env.MAIL_DIR;
  if (!dir) throw new Error('MAIL_DIR is required');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const sink = await startSmtpSink({
    onMail: ({ recipients, mail }) => {
      const file = path.join(dir, `${Date.now()}-${++count}.json`);
      const to = recipients.map((r) => r.toLowerCase());
      fs.writeFileSync(`${file}.tmp`, JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' }));
      fs.renameSync(`${file}.tmp`, file); // readers never see half a file
    },
  });
  console.log(`smtp-sink listening on port ${sink.port}`);
  process.on('SIGTERM', () => void sink.close().then(() => process.exit(0)));
}
