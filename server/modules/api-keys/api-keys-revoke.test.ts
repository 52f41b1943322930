import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { as, createTestApp, registerUser } from '../../test/helpers.js';

const { app } = await createTestApp();
const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../scripts/api-keys-revoke.ts');

/** npm run api-keys:revoke (docs/operations.md, "an API key leaked"): the command itself, on the test database. */
describe('revoking API keys in bulk', () => {
  it('revokes an account’s keys by email: they stop working, other accounts’ keys go on', async () => {
    const [leaky, other] = [await registerUser(app), await registerUser(app)];
    const make = async (user: typeof leaky) =>
      (await as(app, user)({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'app' } })).json().secret as string;
    const [k1, k2, kept] = [await make(leaky), await make(leaky), await make(other)];
    const remaining = async (key: string) =>
      (await app.inject({ method: 'GET', url: '/api/v1/listings/987654321', headers: { authorization: `Bearer ${key}` } })).headers['ratelimit-limit'];
    expect(await remaining(k1)).toBe('1000');

    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, '--email', leaky.email.toUpperCase()], {
      env: { ...process.env, DATABASE_URL: inject('databaseUrl'), LOG_LEVEL: 'silent' },
    });
    expect(stdout).toContain('Revoked 2 API keys');
    for (const key of [k1, k2]) expect(await remaining(key)).not.toBe('1000');
    expect(await remaining(kept)).toBe('1000');
  }, 60_000);

  it('refuses to run without saying which keys', async () => {
    await expect(
      run(process.execPath, ['--import', 'tsx', script, '--email'], { env: { ...process.env, DATABASE_URL: inject('databaseUrl') } }),
    ).rejects.toMatchObject({
      code: 2,
    });
  });
});
