import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../scripts/mail-latest.ts');
const env = (more: Record<string, string>) => ({ ...process.env, DATABASE_URL: inject('databaseUrl'), LOG_LEVEL: 'silent', SMTP_URL: '', ...more });

/** npm run mail:latest (issue 34): the command itself, on the test database's outbox. */
describe('npm run mail:latest', () => {
  it('prints the newest email for the address with its links, and refuses in production or when mail is sent', async () => {
    const email = `dev-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    try {
      const put = (subject: string, text: string, ago: string) =>
        client.query(`INSERT INTO mail_outbox (message_id, "to", subject, text, html, created_at) VALUES ($1, $2, $3, $4, '', now() - $5::interval)`, [
          crypto.randomUUID(),
          email,
          subject,
          text,
          ago,
        ]);
      await put('Confirm your email', 'Open http://localhost:5000/verify-email?token=old to confirm.', '10 minutes');
      await put(
        'Reset your password',
        'Reset it: http://localhost:5000/reset-password?token=abc123.\nOr http://localhost:5000/reset-password?token=abc123',
        '1 minute',
      );
    } finally {
      await client.end();
    }

    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, email.toUpperCase()], { env: env({ NODE_ENV: 'development' }) });
    expect(stdout).toContain('Reset your password');
    expect(stdout.match(/reset-password/g)).toHaveLength(1);
    expect(stdout).toContain('  http://localhost:5000/reset-password?token=abc123\n');
    expect(stdout).not.toContain('verify-email');

    await expect(run(process.execPath, ['--import', 'tsx', script, email], { env: env({ NODE_ENV: 'production' }) })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Refused in production'),
    });
    await expect(
      run(process.execPath, ['--import', 'tsx', script, email], { env: env({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2525' }) }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('SMTP_URL is set') });
    await expect(run(process.execPath, ['--import', 'tsx', script, 'not-an-address'], { env: env({ NODE_ENV: 'development' }) })).rejects.toMatchObject({
      code: 2,
    });
  }, 90_000);
});
