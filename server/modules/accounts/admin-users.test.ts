import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { as, createAdmin, createTestApp, ORIGIN, PASSWORD, registerUser } from '../../test/helpers.js';

const { app, db } = await createTestApp();
const admin = await createAdmin(app, db);
const asAdmin = as(app, admin);
const login = (email: string) =>
  app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { email, password: PASSWORD }, remoteAddress: '198.51.100.80' });
const auditLog = async (query = '') => (await asAdmin({ method: 'GET', url: `/api/admin/audit-log${query}` })).json();

describe('admin users', () => {
  it('lists and searches users by email or name, with filters and paging', async () => {
    const farmer = await registerUser(app, 'farmer', {}, { verified: false });
    const res = await asAdmin({ method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(farmer.email.slice(0, 14))}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((u: { email: string }) => u.email)).toContain(farmer.email);
    const found = res.json().items.find((u: { email: string }) => u.email === farmer.email);
    expect(found).toMatchObject({ userType: 'farmer', emailVerified: false, twoFactorEnabled: false, suspended: false, deleted: false });
    expect(JSON.stringify(res.json())).not.toMatch(/password|hash/i);

    const admins = (await asAdmin({ method: 'GET', url: '/api/admin/users?role=admin&limit=100' })).json().items;
    expect(admins.every((u: { userType: string }) => u.userType === 'admin')).toBe(true);
    // % and _ are searched for literally
    expect((await asAdmin({ method: 'GET', url: '/api/admin/users?q=%25' })).json().items).toEqual([]);

    // Paged within accounts of its own: other files add users to the shared database meanwhile, and a new account on
    // top of the whole list would push one of page 1 onto page 2.
    const tag = `Pageme${crypto.randomBytes(3).toString('hex')}`;
    for (const name of ['Ann', 'Bo', 'Cal']) await registerUser(app, 'consumer', { firstName: `${tag} ${name}` });
    const page1 = (await asAdmin({ method: 'GET', url: `/api/admin/users?q=${tag}&limit=2` })).json();
    expect(page1.items).toHaveLength(2);
    expect(page1.total).toBe(3);
    const page2res = await asAdmin({ method: 'GET', url: `/api/admin/users?q=${tag}&limit=2&cursor=${page1.nextCursor}` });
    expect(page2res.statusCode, page2res.body).toBe(200);
    const page2 = page2res.json();
    expect(page2.items).toHaveLength(1);
    expect(page2.items.map((u: { id: string }) => u.id)).not.toContain(page1.items[0].id);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/users?cursor=nonsense' })).statusCode).toBe(400);
  });

  it('sorts on the server by email, name, joined and last seen, both ways; an unknown sort is a 400', async () => {
    // Three accounts of their own (the database is shared with other files), found by a name only they have.
    const tag = `Sortme${crypto.randomBytes(3).toString('hex')}`;
    for (const name of ['Bea', 'al', 'Cy']) await registerUser(app, 'consumer', { firstName: `${tag} ${name}` });
    const list = async (q: string) => {
      const res = await asAdmin({ method: 'GET', url: `/api/admin/users?q=${tag}&${q}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as Array<{ email: string; firstName: string; createdAt: string; lastSeenAt: string | null }>;
    };
    expect((await list('sort=name&dir=asc')).map((u) => u.firstName)).toEqual([`${tag} al`, `${tag} Bea`, `${tag} Cy`]);
    expect((await list('sort=name&dir=desc')).map((u) => u.firstName)).toEqual([`${tag} Cy`, `${tag} Bea`, `${tag} al`]);
    const emails = (await list('sort=email&dir=asc')).map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect((await list('sort=email&dir=desc')).map((u) => u.email)).toEqual([...emails].reverse());
    expect((await list('sort=created&dir=asc')).map((u) => u.firstName)).toEqual([`${tag} Bea`, `${tag} al`, `${tag} Cy`]);
    const seen = (await list('sort=lastSeen&dir=desc')).map((u) => u.lastSeenAt);
    expect(seen.every(Boolean)).toBe(true); // registering signs in
    expect(seen).toEqual([...seen].sort().reverse());
    const bad = await asAdmin({ method: 'GET', url: '/api/admin/users?sort=password' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('sort');
  });

  it('suspends: the sessions end at once, sign-in is refused, and it is audited; lifting it works', async () => {
    const user = await registerUser(app);
    const res = await asAdmin({ method: 'PATCH', url: `/api/admin/users/${user.id}`, payload: { suspended: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().suspended).toBe(true);
    expect((await as(app, user)({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const refused = await login(user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/suspended/);
    const log = await auditLog('?action=user.');
    expect(log.items[0]).toMatchObject({ action: 'user.suspend', actorEmail: admin.email, targetType: 'user', targetId: user.id });
    expect(log.items[0].summary).toContain(user.email);

    await asAdmin({ method: 'PATCH', url: `/api/admin/users/${user.id}`, payload: { suspended: false } });
    expect((await login(user.email)).statusCode).toBe(200);
    expect((await auditLog('?action=user.unsuspend')).items[0].targetId).toBe(user.id);

    // Searched by the user's email (in the summary), alone or with the kind of action; % is literal.
    const found = await auditLog(`?q=${encodeURIComponent(user.email.toUpperCase())}`);
    expect(found.items.map((e: { action: string }) => e.action)).toEqual(['user.unsuspend', 'user.suspend']);
    expect((await auditLog(`?q=${encodeURIComponent(user.email)}&action=user.unsuspend`)).items).toHaveLength(1);
    expect((await auditLog('?q=%25%25nobody%25')).items).toEqual([]);
    const tooLong = await asAdmin({ method: 'GET', url: `/api/admin/audit-log?q=${'x'.repeat(101)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/at most 100/);
  });

  it('changes a role: the user signs in again to get it; the change is audited', async () => {
    const user = await registerUser(app);
    const res = await asAdmin({ method: 'PATCH', url: `/api/admin/users/${user.id}`, payload: { userType: 'farmer' } });
    expect(res.json().userType).toBe('farmer');
    expect((await as(app, user)({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await login(user.email)).json().user.userType).toBe('farmer');
    expect((await auditLog('?action=user.role')).items[0]).toMatchObject({ targetId: user.id, details: { from: 'consumer', to: 'farmer' } });
  });

  it('keeps a user’s last visit after their sessions end: signed out, then suspended', async () => {
    const user = await registerUser(app);
    const lastSeen = async () => (await asAdmin({ method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(user.email)}` })).json().items[0].lastSeenAt;
    const seen = await lastSeen();
    expect(seen).toEqual(expect.any(String));
    expect((await as(app, user)({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect(await db.$client.query(`SELECT 1 FROM sessions WHERE user_id = $1`, [user.id])).toMatchObject({ rows: [] });
    expect(await lastSeen()).toBe(seen);
    const suspended = await asAdmin({ method: 'PATCH', url: `/api/admin/users/${user.id}`, payload: { suspended: true } });
    expect(suspended.json().lastSeenAt).toBe(seen);
    expect(await lastSeen()).toBe(seen);
  });

  it('refuses non-admins, self-changes, unknown users and bad input', async () => {
    const consumer = await registerUser(app);
    const farmer = await registerUser(app, 'farmer');
    for (const who of [consumer, farmer]) {
      expect((await as(app, who)({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(403);
      expect((await as(app, who)({ method: 'PATCH', url: `/api/admin/users/${who.id}`, payload: { userType: 'admin' } })).statusCode).toBe(403);
      expect((await as(app, who)({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(403);
    }
    expect((await as(app, null)({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    expect((await asAdmin({ method: 'PATCH', url: `/api/admin/users/${admin.id}`, payload: { suspended: true } })).statusCode).toBe(403);
    expect((await asAdmin({ method: 'PATCH', url: '/api/admin/users/00000000-0000-0000-0000-000000000000', payload: { suspended: true } })).statusCode).toBe(
      404,
    );
    expect((await asAdmin({ method: 'PATCH', url: '/api/admin/users/not-a-uuid', payload: { suspended: true } })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'PATCH', url: `/api/admin/users/${consumer.id}`, payload: {} })).statusCode).toBe(400);
    expect((await asAdmin({ method: 'PATCH', url: `/api/admin/users/${consumer.id}`, payload: { userType: 'root' } })).statusCode).toBe(400);
  });
});

describe('audit log of the other admin actions', () => {
  it('records site switches and sponsor changes, newest first, paged', async () => {
    await asAdmin({ method: 'PUT', url: '/api/admin/settings/maintenance', payload: { isEnabled: false } });
    const sponsor = await asAdmin({
      method: 'POST',
      url: '/api/admin/sponsors',
      payload: { title: 'Audit Seeds', linkUrl: 'https://example.com', mediaType: 'image', imageUrl: 'https://example.com/a.png', altText: 'Seeds' },
    });
    expect(sponsor.statusCode, sponsor.body).toBe(201);
    await asAdmin({ method: 'DELETE', url: `/api/admin/sponsors/${sponsor.json().id}` });
    const sponsorLog = (await auditLog('?action=sponsor.')).items;
    expect(sponsorLog.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['sponsor.delete', 'sponsor.create']);
    expect(sponsorLog[0].summary).toBe('Deleted sponsor “Audit Seeds”');
    expect((await auditLog('?action=site.maintenance')).items[0]).toMatchObject({ summary: 'Turned maintenance mode off', actorEmail: admin.email });

    const page = await auditLog('?limit=1');
    expect(page.items).toHaveLength(1);
    const next = await auditLog(`?limit=1&cursor=${page.nextCursor}`);
    expect(next.items[0].id).toBeLessThan(page.items[0].id);
  });
});
