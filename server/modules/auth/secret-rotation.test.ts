import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, twoFactor } from '../../db/schema/index.js';
import { keyFromSecret, secretBox } from '../../lib/secret-box.js';
import { createTestApp, registerUser } from '../../test/helpers.js';
import { createIsolatedDatabase } from '../../test/isolated-db.js';
import { lazySecretBox } from './secret-key.js';
import { resealEverything } from './secret-rotation.js';

// Its own database: the rotation re-seals every sealed value there is, which must not touch other files' rows.
const OLD = 'the-old-app-secret-that-leaked-0123456789';
const NEW = 'the-new-app-secret-chosen-today-9876543210';
const { app, db, config } = await createTestApp({ APP_SECRET: OLD }, await createIsolatedDatabase('secret_rotation'));
const boxOf = (secret: string) => secretBox(keyFromSecret(secret));

/** Issue 30 point 5: rotating APP_SECRET keeps two-step secrets and queued emails readable, with the exact steps. */
describe('rotating APP_SECRET', () => {
  it('opens what the previous secret sealed, and secrets:rotate re-seals it under the new one only', async () => {
    const user = await registerUser(app);
    await db.insert(twoFactor).values({ userId: user.id, secret: boxOf(OLD).seal('JBSWY3DPEHPK3PXP') });
    const [email] = await db
      .insert(jobs)
      .values({ kind: 'email.test', payload: { to: user.email, sealed: boxOf(OLD).seal(JSON.stringify({ text: 'Your code is 123456' })) } })
      .returning({ id: jobs.id });
    // A body sealed under a secret nobody has any more: reported, left alone.
    const [lost] = await db
      .insert(jobs)
      .values({ kind: 'email.test', payload: { to: user.email, sealed: boxOf('a-third-secret-nobody-remembers-000000').seal('{}') } })
      .returning({ id: jobs.id });

    // During the change-over every process runs with APP_SECRET=new, APP_SECRET_PREVIOUS=old.
    const rotating = await lazySecretBox(db, { ...config, appSecret: NEW, appSecretPrevious: OLD })();
    const [before] = await db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
    expect(rotating.open(before.secret)).toBe('JBSWY3DPEHPK3PXP');

    // Two emails: ours and the sign-up's verification mail, queued under the old secret too.
    expect(await resealEverything(db, rotating)).toEqual({ twoFactor: 1, emails: 2, unreadable: 1 });

    // Afterwards the new secret alone opens everything, and the old one opens nothing.
    const [after] = await db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
    expect(boxOf(NEW).open(after.secret)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => boxOf(OLD).open(after.secret)).toThrow();
    const [queued] = await db.select().from(jobs).where(eq(jobs.id, email.id));
    const sealed = (queued.payload as { sealed: string }).sealed;
    expect(JSON.parse(boxOf(NEW).open(sealed))).toEqual({ text: 'Your code is 123456' });
    expect(queued.payload).toMatchObject({ to: user.email });
    const [untouched] = await db.select().from(jobs).where(eq(jobs.id, lost.id));
    expect(() => boxOf(NEW).open((untouched.payload as { sealed: string }).sealed)).toThrow();

    // Running it again is harmless: the same values, still readable under the new secret.
    expect(await resealEverything(db, rotating)).toEqual({ twoFactor: 1, emails: 2, unreadable: 1 });
    const [again] = await db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
    expect(boxOf(NEW).open(again.secret)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('tags made under the previous secret (the stand sign device cookie) are still recognised', () => {
    const tag = boxOf(OLD).mac('device-1');
    const rotating = secretBox(keyFromSecret(NEW), [keyFromSecret(OLD)]);
    expect(rotating.verifyMac('device-1', tag)).toBe(true);
    expect(boxOf(NEW).verifyMac('device-1', tag)).toBe(false);
    expect(rotating.mac('device-1')).toBe(boxOf(NEW).mac('device-1'));
  });
});
