import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageViews, sponsorEvents } from '../../db/schema/index.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { as, createAdmin, createTestApp, ORIGIN } from '../helpers.js';

const { app, db } = await createTestApp();
let n = 0;
const source = () => `10.${150 + (++n >> 8)}.${n & 255}.1`; // a /24 of its own: limits count per network
const beacon = (from: string, url: string, payload: object) => app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, remoteAddress: from, payload });
const viewsOf = async (path: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(pageViews)
      .where(eq(pageViews.path, path))
  )[0].n;
const viewsLike = async (prefix: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(pageViews)
      .where(sql`${pageViews.path} LIKE ${`${prefix}%`}`)
  )[0].n;
const tag = () => `/farm/${crypto.randomInt(1e9)}`;

describe('anonymous counters cannot be inflated by a loop', () => {
  it('the same page from the same visitor over and over is one view', async () => {
    const path = tag();
    const from = source();
    for (let i = 0; i < 20; i++) expect((await beacon(from, '/api/analytics/pageview', { path, visitorId: 'loop-visitor-1' })).statusCode).toBe(204);
    expect(await viewsOf(path)).toBe(1);
  });

  it(`one visitor counts at most ${LIMITS.pageViewsVisitor.max} views an hour`, async () => {
    const prefix = tag();
    const from = source();
    for (let i = 0; i < LIMITS.pageViewsVisitor.max + 20; i++)
      await beacon(from, '/api/analytics/pageview', { path: `${prefix}/${i}`, visitorId: 'loop-visitor-2' });
    expect(await viewsLike(prefix)).toBe(LIMITS.pageViewsVisitor.max);
  });

  it(`one network counts at most ${LIMITS.pageViewsIp.max} views an hour, whatever visitor ids it makes up`, async () => {
    const prefix = tag();
    const from = source();
    for (let i = 0; i < LIMITS.pageViewsIp.max + 20; i++) await beacon(from, '/api/analytics/pageview', { path: `${prefix}/${i}`, visitorId: `made-up-${i}` });
    expect(await viewsLike(prefix)).toBe(LIMITS.pageViewsIp.max);
  });

  it('sponsor impressions: one per showing, and a bounded number per network however many session ids it invents', async () => {
    const admin = await createAdmin(app, db);
    const asset = (
      await as(
        app,
        admin,
      )({
        method: 'POST',
        url: '/api/admin/sponsors',
        payload: { title: 'Inflate Me', linkUrl: 'https://example.com', mediaType: 'image', imageUrl: 'https://example.com/a.png', altText: 'A' },
      })
    ).json();
    const count = async (kind: 'impression' | 'click') =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(sponsorEvents)
          .where(and(eq(sponsorEvents.assetId, asset.id), eq(sponsorEvents.kind, kind)))
      )[0].n;
    const event = (from: string, kind: string, sessionId: string) =>
      beacon(from, `/api/sponsors/${kind}`, { assetId: asset.id, placement: 'popup', sessionId });

    // a click with no showing behind it is dropped
    expect((await event(source(), 'click', 'never-shown-session')).json()).toEqual({ recorded: false });
    const from = source();
    const sessions = Array.from({ length: LIMITS.sponsorImpressionsIp.max + 10 }, (_, i) => `loop-session-${i}-${crypto.randomBytes(4).toString('hex')}`);
    for (const sid of sessions) await event(from, 'impression', sid);
    await event(from, 'impression', sessions[0]); // the same showing again
    expect(await count('impression')).toBe(LIMITS.sponsorImpressionsIp.max);
    for (const sid of sessions.slice(0, LIMITS.sponsorImpressionsIp.max)) await event(from, 'click', sid);
    expect(await count('click')).toBe(LIMITS.sponsorClicksIp.max);
  });
});
