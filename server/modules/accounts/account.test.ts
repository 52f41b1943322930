import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favorites, farms, sessions, users } from '../../db/schema/index.js';
import { as, createAdmin, createTestApp, ORIGIN, PASSWORD, registerUser, sessionCookie, type TestUser } from '../../test/helpers.js';
import { createListing, farmInput } from '../farms/test-fixtures.js';
import { lastLink, queuedEmails } from './test-mail.js';

const { app, db } = await createTestApp();
const NEW_PASSWORD = 'a brand new passphrase';
const loginAgain = (user: TestUser, password = PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: ORIGIN, 'user-agent': 'Second phone' },
    payload: { email: user.email, password },
    remoteAddress: '198.51.100.60',
  });

describe('profile', () => {
  it('changes the name and units, and refuses anything else', async () => {
    const user = await registerUser(app);
    const patch = (payload: unknown) => as(app, user)({ method: 'PATCH', url: '/api/account/profile', payload: payload as object });
    const res = await patch({ firstName: '  Robin ', units: 'km' });
    expect(res.json()).toMatchObject({ firstName: 'Robin', units: 'km' });
    expect((await patch({ userType: 'admin' })).statusCode).toBe(400);
    expect((await patch({ email: 'x@example.com' })).statusCode).toBe(400);
    expect((await patch({ units: 'furlongs' })).statusCode).toBe(400);
    expect((await patch({ firstName: '<script>' })).statusCode).toBe(400);
    expect((await as(app, user)({ method: 'GET', url: '/api/user' })).json()).toMatchObject({ firstName: 'Robin', units: 'km', userType: 'consumer' });
  });
});

describe('account type', () => {
  const put = (user: TestUser, payload: unknown) => as(app, user)({ method: 'PUT', url: '/api/account/user-type', payload: payload as object });

  it('turns a shopper into a farmer who can list a stand, and back while the account owns no listing', async () => {
    const user = await registerUser(app);
    expect((await as(app, user)({ method: 'POST', url: '/api/farms', payload: farmInput() })).statusCode).toBe(403);
    const farmer = await put(user, { userType: 'farmer' });
    expect(farmer.statusCode).toBe(200);
    expect(farmer.json()).toMatchObject({ userType: 'farmer' });
    expect((await put(user, { userType: 'consumer' })).json()).toMatchObject({ userType: 'consumer' });
    await put(user, { userType: 'farmer' });
    await createListing(app, user, {}, false);
    const kept = await put(user, { userType: 'consumer' });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toMatch(/owns listings/);
    expect((await as(app, user)({ method: 'GET', url: '/api/user' })).json()).toMatchObject({ userType: 'farmer' });
  });

  it('refuses anything but farmer or consumer, signed-out callers and admins', async () => {
    const user = await registerUser(app);
    for (const payload of [{ userType: 'admin' }, {}, { userType: 'farmer', firstName: 'X' }]) {
      const res = await put(user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const es = await as(app, user)({ method: 'PUT', url: '/api/account/user-type', payload: { userType: 'admin' }, headers: { 'accept-language': 'es' } });
    expect(es.json().fields.userType).toMatch(/debe ser|must/);
    expect((await app.inject({ method: 'PUT', url: '/api/account/user-type', headers: { origin: ORIGIN }, payload: { userType: 'farmer' } })).statusCode).toBe(
      401,
    );
    const admin = await createAdmin(app, db);
    const refused = await put(admin, { userType: 'consumer' });
    expect(refused.statusCode).toBe(403);
    expect((await as(app, admin)({ method: 'GET', url: '/api/user' })).json()).toMatchObject({ userType: 'admin' });
  });

  it('limits switches per account', async () => {
    const user = await registerUser(app);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await put(user, { userType: i % 2 ? 'consumer' : 'farmer' })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('password change', () => {
  it('needs the current password, rotates this session and ends the others', async () => {
    const user = await registerUser(app);
    const other = sessionCookie(await loginAgain(user));
    const change = (payload: object) => as(app, user)({ method: 'POST', url: '/api/account/password', payload });
    const wrong = await change({ currentPassword: 'not it at all', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword).toMatch(/not correct/);
    expect((await change({ currentPassword: PASSWORD, newPassword: 'password123' })).json().fields.newPassword).toBeTruthy();
    const ok = await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
    const fresh = sessionCookie(ok);
    expect(fresh).not.toBe(user.cookie);
    for (const dead of [user.cookie, other]) expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: dead } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: fresh } })).statusCode).toBe(200);
    expect((await loginAgain(user)).statusCode).toBe(401);
    expect((await loginAgain(user, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await queuedEmails(db, user.email)).some((m) => m.template === 'security-notice')).toBe(true);
  });

  it('limits wrong current passwords per account', async () => {
    const user = await registerUser(app);
    let last = 0;
    for (let i = 0; i < 11; i++)
      last = (await as(app, user)({ method: 'POST', url: '/api/account/password', payload: { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD } }))
        .statusCode;
    expect(last).toBe(429);
  });
});

describe('email change', () => {
  it('keeps the old address until the link sent to the new one is opened; then it is verified', async () => {
    const user = await registerUser(app);
    const newEmail = `new-${user.email}`;
    const res = await as(app, user)({ method: 'POST', url: '/api/account/email', payload: { email: newEmail, currentPassword: PASSWORD } });
    expect(res.statusCode).toBe(202);
    expect((await as(app, user)({ method: 'GET', url: '/api/user' })).json().email).toBe(user.email);
    const { token } = await lastLink(db, newEmail, 'confirm-new-email');
    const verified = await as(app, user)({ method: 'POST', url: '/api/verify-email', payload: { token } });
    expect(verified.json()).toEqual({ verified: true, email: newEmail });
    // a credential change: the session goes on under a new id (test/security/email-change-sessions.test.ts)
    const rotated = { ...user, cookie: sessionCookie(verified) };
    expect((await as(app, rotated)({ method: 'GET', url: '/api/user' })).json()).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await queuedEmails(db, user.email)).some((m) => m.subject.includes('email address was changed'))).toBe(true);
  });

  it('needs the password, and answers the same whether or not the address is taken', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    expect(
      (await as(app, user)({ method: 'POST', url: '/api/account/email', payload: { email: `x-${user.email}`, currentPassword: 'wrong one!' } })).statusCode,
    ).toBe(400);
    const taken = await as(app, user)({ method: 'POST', url: '/api/account/email', payload: { email: other.email, currentPassword: PASSWORD } });
    const free = await as(app, user)({ method: 'POST', url: '/api/account/email', payload: { email: `y-${user.email}`, currentPassword: PASSWORD } });
    expect(taken.statusCode).toBe(202);
    expect(free.statusCode).toBe(202);
    expect((await queuedEmails(db, other.email)).some((m) => m.template === 'confirm-new-email')).toBe(false);
  });
});

describe('sessions', () => {
  it('lists this and other devices, ends one, then every one', async () => {
    const user = await registerUser(app);
    const phone = sessionCookie(await loginAgain(user));
    const list = await as(app, user)({ method: 'GET', url: '/api/account/sessions' });
    const items: Array<{ id: string; current: boolean; userAgent: string | null }> = list.json().items;
    expect(items).toHaveLength(2);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    const other = items.find((s) => !s.current)!;
    expect(other.userAgent).toBe('Second phone');
    // the public id is not the stored id, nor a usable cookie
    const stored = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((s) => s.id)).not.toContain(other.id);

    const intruder = await registerUser(app);
    expect((await as(app, intruder)({ method: 'DELETE', url: `/api/account/sessions/${other.id}` })).statusCode).toBe(404);
    expect((await as(app, user)({ method: 'DELETE', url: `/api/account/sessions/${other.id}` })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: phone } })).statusCode).toBe(401);

    const phone2 = sessionCookie(await loginAgain(user));
    const all = await as(app, user)({ method: 'POST', url: '/api/account/sessions/end-all' });
    expect(all.statusCode).toBe(200);
    for (const c of [user.cookie, phone2]) expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: c } })).statusCode).toBe(401);
  });
});

describe('download my data', () => {
  it('is a JSON attachment of everything the account owns, without secrets', async () => {
    const farmer = await registerUser(app, 'farmer');
    const farm = await createListing(app, farmer, { name: 'Export Test Farm' }, false);
    await db.insert(favorites).values({ userId: farmer.id, farmId: farm.id });
    const res = await as(app, farmer)({ method: 'GET', url: '/api/account/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="farm-stand-finder-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.account).toMatchObject({ email: farmer.email, userType: 'farmer' });
    expect(data.listings.map((l: { name: string }) => l.name)).toEqual(['Export Test Farm']);
    expect(data.records.favorites).toHaveLength(1);
    expect(data.records.sessions.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/password_hash|passwordHash|argon2|code_hash|"secret"/);
    for (const s of data.records.sessions) expect(s.id).toBeUndefined();
  });
});

describe('delete my account', () => {
  it('needs the password; unpublishes listings, erases personal rows, anonymises the account and frees the email', async () => {
    const farmer = await registerUser(app, 'farmer');
    const farm = await createListing(app, farmer, { name: 'Soon Gone Farm' });
    expect(farm.status).toBe('published');
    await db.insert(favorites).values({ userId: farmer.id, farmId: farm.id });
    const del = (password: string) => as(app, farmer)({ method: 'POST', url: '/api/account/delete', payload: { password } });
    expect((await del('not my password')).statusCode).toBe(400);
    const res = await del(PASSWORD);
    expect(res.statusCode, res.body).toBe(200);

    expect((await as(app, farmer)({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await loginAgain(farmer)).statusCode).toBe(401);
    const [row] = await db.select().from(users).where(eq(users.id, farmer.id));
    expect(row).toMatchObject({ firstName: 'Deleted user', homeLat: null });
    expect(row.email).not.toContain(farmer.email);
    expect(row.deletedAt).not.toBeNull();
    const [listing] = await db.select().from(farms).where(eq(farms.id, farm.id));
    expect(listing.status).toBe('draft');
    expect(await db.select().from(favorites).where(eq(favorites.userId, farmer.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, farmer.id))).toEqual([]);
    // the address can be used again
    const again = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: ORIGIN },
      remoteAddress: '198.51.100.77',
      payload: { email: farmer.email, password: PASSWORD, firstName: 'Back', userType: 'consumer' },
    });
    expect(again.statusCode).toBe(201);
  });
});
