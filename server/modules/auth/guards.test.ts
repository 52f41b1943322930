import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { limit, LIMITS } from '../../lib/rate-limit.js';
import { localize } from '../../lib/i18n.js';
import { as, createTestApp, registerUser } from '../../test/helpers.js';
import { requireVerifiedUser } from './session.js';

const { app, db } = await createTestApp();
// Stands for the message and review routes, which call the guard the same way.
app.post('/api/test/verified-only', async (request) => ({ by: requireVerifiedUser(request, 'send messages').id }));

describe('requireVerifiedUser', () => {
  it('is 401 signed out, 403 with a clear message until the email is verified, then lets the user through', async () => {
    expect((await as(app, null)({ method: 'POST', url: '/api/test/verified-only' })).statusCode).toBe(401);
    const user = await registerUser(app, 'consumer', {}, { verified: false });
    const refused = await as(app, user)({ method: 'POST', url: '/api/test/verified-only' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Verify your email address to send messages\./);
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const ok = await as(app, user)({ method: 'POST', url: '/api/test/verified-only' });
    expect(ok.json()).toEqual({ by: user.id });
  });
});

describe('abuse limits for messages and reviews', () => {
  it.each(['messagesMinute', 'messagesDay', 'reviews'] as const)('%s: a 429 with Retry-After once over the limit, per subject', async (name) => {
    const subject = `test-${name}-${Date.now()}`;
    for (let i = 0; i < LIMITS[name].max; i++) await limit(db, name, subject);
    const err = await limit(db, name, subject).then(
      () => null,
      (e: { statusCode: number; headers: Record<string, string>; message: string }) => e,
    );
    expect(err?.statusCode).toBe(429);
    expect(Number(err?.headers['retry-after'])).toBeGreaterThan(0);
    // The limit's message is a key; the error's `message` is its English.
    expect(err?.message).toBe(localize(LIMITS[name].message, 'en'));
    await expect(limit(db, name, `${subject}-other`)).resolves.toBeUndefined();
  });
});
