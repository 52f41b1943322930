import crypto from 'node:crypto';
import { afterAll, inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { createDb, type Db } from '../db/client.js';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { ensureAdmin } from '../modules/auth/admin-account.js';
import { lazySecretBox } from '../modules/auth/secret-key.js';
import { newTotpSecret, totpCode } from '../modules/auth/totp.js';
import { twoFactorService } from '../modules/auth/two-factor.service.js';

export const ORIGIN = 'http://localhost:5000';
/** What every test app runs with. Push may reach the loopback receiver (server/test/push-receiver.ts) only here. */
export const TEST_ENV = { NODE_ENV: 'test', APP_ORIGIN: ORIGIN, DATA_DIR: '/tmp/fsf-test-data', LOG_LEVEL: 'silent', PUSH_ALLOW_LOOPBACK: '1' };

/** The real app on the run's test database (embedded or the machine's PostgreSQL: see global-setup.ts). */
export async function createTestApp(env: Record<string, string> = {}, databaseUrl = inject('databaseUrl')) {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const db = createDb(databaseUrl, 4);
  const app = await buildApp({ config, db });
  rememberDatabase(app, db);
  afterAll(async () => {
    await app.close();
    await db.$client.end();
  });
  return { app, db, config };
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${crypto.randomBytes(6).toString('hex')}@example.com`;
export const PASSWORD = 'correct horse battery';

/** The session cookie from a response, ready for a `cookie` header. */
export function sessionCookie(res: { cookies: Array<{ name: string; value: string }> }) {
  const c = res.cookies.find((x) => x.name === 'fsf_session');
  if (!c) throw new Error('no session cookie in response');
  return `fsf_session=${c.value}`;
}

/** The stored id of a test user's session (the sha256 of its cookie's token): what rows bound to it point at. */
export const sessionIdOf = (user: { cookie: string }) =>
  crypto
    .createHash('sha256')
    .update(user.cookie.replace(/^fsf_session=/, ''))
    .digest('hex');

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

const databases = new WeakMap<FastifyInstance, Db>();
/** Lets registerUser() reach the database of an app built outside createTestApp(). */
export const rememberDatabase = (app: FastifyInstance, db: Db) => void databases.set(app, db);

/**
 * Registers through the API. The address counts as confirmed (as if the emailed link had been opened), so
 * tests of messages and reviews need no mail round trip; `{ verified: false }` keeps it unconfirmed.
 */
export async function registerUser(
  app: FastifyInstance,
  userType: 'farmer' | 'consumer' = 'consumer',
  extra: object = {},
  { verified = true } = {},
): Promise<TestUser> {
  const email = uniqueEmail(userType);
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { origin: ORIGIN },
    // A distinct "IP" per registration keeps the per-network sign-up limit out of unrelated tests.
    remoteAddress: `10.${rand()}.${rand()}.${rand()}`,
    payload: { email, password: PASSWORD, firstName: 'Test', userType, ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const id: string = res.json().id;
  const db = databases.get(app);
  if (verified && db) await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
  return { id, email, cookie: sessionCookie(res) };
}

/** A visitor whose account weighs in trust signals: registered, and older than a day (decision 033). */
export async function weighingVisitor(app: FastifyInstance): Promise<TestUser> {
  const user = await registerUser(app);
  await databases
    .get(app)!
    .update(users)
    .set({ createdAt: sql`now() - interval '2 days'` })
    .where(eq(users.id, user.id));
  return user;
}

/**
 * An admin as the site requires them: two-step verification on (a secret of its own, so codes never collide
 * between tests), signed in through the code step. `{ secondFactor: false }` makes one without it.
 */
export async function createAdmin(app: FastifyInstance, db: Db, { secondFactor = true } = {}): Promise<TestUser & { totpSecret?: string }> {
  const email = uniqueEmail('admin');
  const { userId } = await ensureAdmin(db, email, PASSWORD);
  const totpSecret = secondFactor ? newTotpSecret() : undefined;
  if (totpSecret) await twoFactorService(db, lazySecretBox(db, loadConfig(TEST_ENV)), ORIGIN).provision(userId, totpSecret);
  const from = `10.${rand()}.${rand()}.${rand()}`;
  const res = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, remoteAddress: from, payload: { email, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  if (!totpSecret) return { id: res.json().user.id, email, cookie: sessionCookie(res) };
  const challenge = res.cookies.find((c) => c.name === 'fsf_2fa');
  const verified = await app.inject({
    method: 'POST',
    url: '/api/login/verify-2fa',
    headers: { origin: ORIGIN, cookie: `fsf_2fa=${challenge?.value}` },
    remoteAddress: from,
    payload: { code: totpCode(totpSecret, Date.now()) },
  });
  if (verified.statusCode !== 200) throw new Error(`admin second factor failed: ${verified.body}`);
  return { id: userId, email, cookie: sessionCookie(verified), totpSecret };
}

const rand = () => crypto.randomInt(1, 255);

/** inject() with the same-origin header a browser sends, and optionally a signed-in user. */
export function as(app: FastifyInstance, user?: TestUser | null) {
  return (opts: InjectOptions & { url: string }) =>
    app.inject({ ...opts, headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}), ...(opts.headers ?? {}) } });
}
