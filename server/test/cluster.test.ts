import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../lib/rate-limit.js';
import { createAdmin, createTestApp, registerUser, uniqueEmail, type TestUser } from './helpers.js';
import { createIsolatedDatabase } from './isolated-db.js';
import { startNginx, type LoadBalancer } from './load-balancer.js';
import { startAppProcess, type AppProcess } from './processes.js';
import { openSse } from './sse-client.js';
import { farmerWithListing } from '../modules/messages/test-fixtures.js';
import { startSmtpSink } from '../../scripts/smtp-sink.mjs';

/**
 * The app as production runs it (docs/deploy.md): three processes with their job runners on one PostgreSQL,
 * behind nginx on loopback. Nothing here waits a fixed time or asserts one: every wait is for a state.
 */
const ORIGIN = 'http://localhost:5000';
const databaseUrl = await createIsolatedDatabase('cluster');
const { app, db } = await createTestApp({}, databaseUrl);
const smtp = await startSmtpSink();
const { received, url: smtpUrl } = smtp;

let processes: AppProcess[] = [];
let lb: LoadBalancer;
const SUPPORT = 'support-desk@example.com';

beforeAll(async () => {
  const env = { TRUST_PROXY: '1', SMTP_URL: smtpUrl, SUPPORT_EMAIL: SUPPORT };
  processes = await Promise.all([0, 1, 2].map(() => startAppProcess(env, { CHILD_JOBS: '1' }, databaseUrl)));
  lb = await startNginx(processes.map((p) => p.port));
}, 120_000);
afterAll(async () => {
  await lb?.stop();
  await smtp.close();
});

/** A request through nginx (or straight to one process with `base`); `ip` is what the client writes in X-Forwarded-For. */
function call(path: string, { user, method = 'GET', body, ip, base }: { user?: TestUser; method?: string; body?: unknown; ip?: string; base?: string } = {}) {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (user) headers.cookie = user.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (ip) headers['x-forwarded-for'] = ip;
  return fetch(`${base ?? lb.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
/** The app processes nginx sent the requests for `path` to (by port). */
const upstreamsOf = (method: string, path: string) =>
  new Set(
    lb
      .upstreamLog()
      .filter((l) => l.endsWith(` ${method} ${path}`))
      .map((l) => l.split(' ')[0]),
  );
async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('several app processes behind nginx', () => {
  it('a session made on one process is valid on every other, and through the load balancer', async () => {
    const email = uniqueEmail('cluster');
    const registered = await call('/api/register', {
      method: 'POST',
      base: processes[0].url,
      body: { email, password: 'correct horse battery', firstName: 'Robin', userType: 'consumer' },
    });
    expect(registered.status, await registered.clone().text()).toBeLessThan(300);
    const cookie = registered.headers
      .getSetCookie()
      .find((c) => c.startsWith('fsf_session='))!
      .split(';')[0];
    const user = { id: '', email, cookie };
    for (const p of processes.slice(1)) {
      const me = await call('/api/user', { user, base: p.url });
      expect(me.status).toBe(200);
      expect((await me.json()).email ?? email).toBe(email);
    }
    for (let i = 0; i < 6; i++) expect((await call('/api/user', { user })).status).toBe(200);
    expect(upstreamsOf('GET', '/api/user').size).toBeGreaterThanOrEqual(2);
  });

  it('a message sent through one process arrives live on streams held by another and through nginx', async () => {
    const { farmer } = await farmerWithListing(app, (t) => registerUser(app, t));
    const consumer = await registerUser(app);
    const direct = openSse(processes[2].url, farmer.cookie);
    const balanced = openSse(lb.url, farmer.cookie);
    for (const s of [direct, balanced]) {
      expect(await s.opened).toBe(200);
      await s.waitFor((e) => e.event === 'ready', 60_000);
    }
    const res = await call(`/api/messages/${farmer.id}`, { method: 'POST', user: consumer, base: processes[0].url, body: { body: 'Through process one' } });
    expect(res.status).toBe(201);
    const isIt = (e: { event: string; data: unknown }) =>
      e.event === 'message' && (e.data as { message: { body: string } }).message.body === 'Through process one';
    for (const s of [direct, balanced]) await s.waitFor(isIt, 60_000);
    direct.close();
    balanced.close();
  });

  it('a rate limit counts the hits on every process', async () => {
    const user = await registerUser(app);
    const statuses: number[] = [];
    // loginFailures allows 10 failed tries per account and source in 15 minutes, whichever process each lands on.
    for (let i = 0; i < 11; i++) {
      const res = await call('/api/login', { method: 'POST', body: { email: user.email, password: `wrong ${i}` }, ip: '198.51.100.7' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(upstreamsOf('POST', '/api/login').size).toBeGreaterThanOrEqual(2);
  });

  it('a spoofed leftmost X-Forwarded-For changes nothing: the limits and the audit log see the address nginx saw', async () => {
    // Every request here reaches nginx from 127.0.0.1; nginx replaces X-Forwarded-For with that address (TRUST_PROXY=1).
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await call('/api/login', {
        method: 'POST',
        body: { email: `nobody-${i}@example.com`, password: 'wrong password' },
        ip: `9.9.${i}.1, 127.0.0.1`,
      });
      statuses.push(res.status);
    }
    // The source's budget (loginIp, 30 per 15 minutes, shared with the sign-ins above) runs out within the 40.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LIMITS.loginIp.max);
    expect(statuses.at(-1)).toBe(429);

    const admin = await createAdmin(app, db);
    const res = await call('/api/admin/blog', {
      method: 'POST',
      user: admin,
      ip: '6.6.6.6',
      body: { title: 'From behind nginx', description: 'A post.', bodyMarkdown: 'Text.', tags: [], status: 'draft' },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const [entry] = (await db.execute(sql`SELECT ip FROM audit_log WHERE actor_id = ${admin.id}`)).rows as Array<{ ip: string }>;
    expect(entry.ip).toBe('127.0.0.1');
  });

  it('a queued job runs once, whichever of the three job runners takes it', async () => {
    const senders = Array.from({ length: 5 }, () => uniqueEmail('visitor'));
    // Five, the contact form's budget for one network (all of these come from nginx's 127.0.0.1).
    for (const [i, email] of senders.entries()) {
      const res = await call('/api/support/messages', {
        method: 'POST',
        body: { name: 'Sam', email, topic: 'listing', message: `Question ${i} about a listing's hours` },
      });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
    }
    const done = () =>
      db.execute(
        sql`SELECT count(*) FILTER (WHERE status = 'done')::int AS done, count(*)::int AS all FROM jobs WHERE kind = 'email.send' AND payload->>'to' = ${SUPPORT}`,
      );
    await until('every email job done', async () => {
      const [r] = (await done()).rows as Array<{ done: number; all: number }>;
      return r.all >= senders.length && r.done === r.all;
    });
    const [r] = (
      await db.execute(sql`SELECT count(*)::int AS n, max(attempts)::int AS attempts FROM jobs WHERE kind = 'email.send' AND payload->>'to' = ${SUPPORT}`)
    ).rows as Array<{
      n: number;
      attempts: number;
    }>;
    expect(r).toEqual({ n: senders.length, attempts: 1 });
    expect(received.filter((m) => m.to === SUPPORT)).toHaveLength(senders.length);
  });

  it('killing a process under load loses no acknowledged write, and the others keep answering', async () => {
    const user = await registerUser(app);
    const acknowledged: string[] = [];
    const failures: number[] = [];
    let stop = false;
    let afterKill = 0;
    let killed = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const res = await call('/api/trips', { method: 'POST', user, body: { name: `Load ${w}-${i}`, date: '2027-06-12' } }).catch(() => null);
        if (res && res.status === 201) {
          acknowledged.push((await res.json()).trip.id);
          if (killed) afterKill++;
        } else {
          failures.push(res?.status ?? 0);
          await res?.body?.cancel();
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    await until('writes under way', async () => acknowledged.length >= 40);
    await processes[1].kill('SIGKILL');
    killed = true;
    await until('writes acknowledged after the kill', async () => afterKill >= 80);
    stop = true;
    await Promise.all(writers);

    // Only requests cut off in the killed process fail, and they fail as gateway errors (the client may retry).
    expect(failures.every((s) => s === 502 || s === 504)).toBe(true);
    const stored = (await db.execute(sql`SELECT id::text FROM trips WHERE id = ANY(${sql.param(acknowledged)}::uuid[])`)).rows.length;
    expect(stored).toBe(acknowledged.length);
    // Afterwards every request is answered, by the processes left.
    for (let i = 0; i < 20; i++) expect((await call('/api/trips', { user })).status).toBe(200);
    const alive = [processes[0], processes[2]].map((p) => `127.0.0.1:${p.port}`);
    expect([...upstreamsOf('GET', '/api/trips')].every((u) => alive.includes(u))).toBe(true);
  });
});
