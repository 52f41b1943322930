import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview } from '@common/schemas/reviews.js';
import { as, createAdmin, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { createListing, nonce } from '../farms/test-fixtures.js';

const { app, db } = await createTestApp();
let farmer: TestUser, admin: TestUser;
// Every listing of this file has the tag in its name: searching for it shows only this file's reviews.
const tag = nonce();

beforeAll(async () => {
  [farmer, admin] = await Promise.all([registerUser(app, 'farmer'), createAdmin(app, db)]);
});

const asAdmin = (opts: Parameters<ReturnType<typeof as>>[0]) => as(app, admin)(opts);
const table = async (query: string) => {
  const res = await asAdmin({ method: 'GET', url: `/api/admin/reviews?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: AdminReview[]; nextCursor: string | null; total: number };
};
const ids = (page: { items: AdminReview[] }) => page.items.map((r) => r.id);

/** A published listing of the tag with one review by a fresh consumer, reported by `reports` other people. */
async function reviewed(name: string, body: string, reports: string[] = [], rating = 4) {
  const farm = await createListing(app, farmer, { name: `${name} ${tag}` });
  const author = await registerUser(app, 'consumer');
  const res = await as(app, author)({ method: 'POST', url: `/api/farms/${farm.id}/reviews`, payload: { rating, body } });
  expect(res.statusCode, res.body).toBe(201);
  const id: string = res.json().review.id;
  for (const reason of reports) {
    const reporter = await registerUser(app, 'consumer');
    expect((await as(app, reporter)({ method: 'POST', url: `/api/reviews/${id}/report`, payload: { reason } })).statusCode).toBe(201);
  }
  return { id, farm: farm as { id: number; name: string }, author };
}

const auditFor = async (reviewId: string) => {
  const log = (await asAdmin({ method: 'GET', url: '/api/admin/audit-log?action=review.&limit=100' })).json();
  return (log.items as Array<{ action: string; summary: string; targetId: string; actorEmail: string; details: Record<string, unknown> }>).filter(
    (e) => e.targetId === reviewId,
  );
};
const publicIds = async (farmId: number) =>
  (await as(app, null)({ method: 'GET', url: `/api/farms/${farmId}/reviews` })).json().items.map((r: { id: string }) => r.id);

describe('admin reviews table', () => {
  let spam: Awaited<ReturnType<typeof reviewed>>, rude: Awaited<ReturnType<typeof reviewed>>, fine: Awaited<ReturnType<typeof reviewed>>;

  beforeAll(async () => {
    fine = await reviewed('Quiet Acres', 'Lovely peaches and a friendly dog.');
    rude = await reviewed('Hilltop', 'The owner was rude to me.', ['Personal attack']);
    spam = await reviewed('Meadowlark', 'Buy cheap watches at example.com', ['Spam', 'Advertising', '']);
    await as(app, farmer)({ method: 'POST', url: `/api/reviews/${fine.id}/reply`, payload: { body: 'Thank you! Biscuit says hi.' } });
  });

  it('is for admins only: 401 signed out, 403 for consumers and farmers', async () => {
    const consumer = await registerUser(app, 'consumer');
    for (const [method, url] of [
      ['GET', '/api/admin/reviews'],
      ['POST', `/api/admin/reviews/${spam.id}/dismiss-reports`],
    ] as const) {
      expect((await as(app, null)({ method, url })).statusCode).toBe(401);
      expect((await as(app, consumer)({ method, url })).statusCode).toBe(403);
      expect((await as(app, farmer)({ method, url })).statusCode).toBe(403);
    }
    expect((await table(`q=${tag}`)).total).toBe(2);
  });

  it('lists reported reviews by default, most reported first, with the reasons and the listing', async () => {
    const page = await table(`q=${tag}`);
    expect(ids(page)).toEqual([spam.id, rude.id]);
    expect(page.items[0]).toMatchObject({
      farm: { id: spam.farm.id, name: `Meadowlark ${tag}` },
      author: { id: spam.author.id, email: spam.author.email, firstName: 'Test' },
      rating: 4,
      body: 'Buy cheap watches at example.com',
      hidden: false,
      reply: null,
      reports: { open: 3, total: 3 },
    });
    expect(page.items[0].reports.latest.map((r) => r.reason).sort()).toEqual(['', 'Advertising', 'Spam']);
    expect(page.items[0].reports.latest.every((r) => r.open && !Number.isNaN(Date.parse(r.at)))).toBe(true);
  });

  it('shows every review with "all" (reported first, the farmer’s reply included) and sorts by rating', async () => {
    const all = await table(`q=${tag}&status=all`);
    expect(ids(all)).toEqual([spam.id, rude.id, fine.id]);
    expect(all.items[2]).toMatchObject({ reply: { body: 'Thank you! Biscuit says hi.' }, reports: { open: 0, total: 0, latest: [] } });
    const low = await reviewed('Lowland', 'Mostly closed when we came by.', [], 1);
    expect(ids(await table(`q=${tag}&status=all&sort=rating&dir=asc`))[0]).toBe(low.id);
    expect(ids(await table(`q=${tag}&status=all&sort=created&dir=desc`))[0]).toBe(low.id);
  });

  it('searches the text, the author’s email and the listing’s name', async () => {
    expect(ids(await table(`status=all&q=${encodeURIComponent('CHEAP watches')}`))).toContain(spam.id);
    expect(ids(await table(`status=all&q=${encodeURIComponent(rude.author.email)}`))).toEqual([rude.id]);
    expect(ids(await table(`status=all&q=${encodeURIComponent(`Quiet Acres ${tag}`)}`))).toEqual([fine.id]);
    expect((await table(`status=all&q=${tag}zzz`)).total).toBe(0);
    // Wildcards are searched for as themselves.
    expect((await table(`status=all&q=${encodeURIComponent(`${tag}%`)}`)).total).toBe(0);
  });

  it('refuses unknown filters and sorts', async () => {
    for (const q of ['status=spam', 'sort=author', 'dir=up', 'limit=0', 'limit=101', 'cursor=nope', `q=${'x'.repeat(101)}`]) {
      const res = await asAdmin({ method: 'GET', url: `/api/admin/reviews?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('pages without repeats or gaps, whatever the sort', async () => {
    const many = nonce();
    const made: string[] = [];
    for (let i = 0; i < 7; i++)
      made.push((await reviewed(`Paging ${many}`, `Review number ${i} of a long list.`, i % 3 === 0 ? ['Spam'] : [], (i % 2) + 3)).id);
    for (const order of ['status=all&sort=reports', 'status=all&sort=rating&dir=asc', 'status=all&sort=created']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await table(`q=${many}&${order}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.total).toBe(7);
        seen.push(...ids(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.sort(), order).toEqual([...made].sort());
    }
  });
});

describe('moderation actions', () => {
  it('dismisses the reports: the review leaves the reported list, stays public, and it is audited once', async () => {
    const r = await reviewed('Dismiss', 'Great corn, but the road is bumpy.', ['Wrong stand', 'Not helpful']);
    const res = await asAdmin({ method: 'POST', url: `/api/admin/reviews/${r.id}/dismiss-reports` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: r.id, hidden: false, reports: { open: 0, total: 2 } });
    expect(res.json().reports.latest.every((x: { open: boolean }) => !x.open)).toBe(true);
    expect(ids(await table(`q=${encodeURIComponent(`Dismiss ${tag}`)}`))).toEqual([]);
    expect(await publicIds(r.farm.id)).toContain(r.id);
    // The listing page's report count for admins counts open reports only.
    expect((await asAdmin({ method: 'GET', url: `/api/farms/${r.farm.id}/reviews` })).json().items[0].reports).toBe(0);

    expect((await asAdmin({ method: 'POST', url: `/api/admin/reviews/${r.id}/dismiss-reports` })).statusCode).toBe(200);
    const audit = await auditFor(r.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'review.dismiss-reports', actorEmail: admin.email, details: { dismissed: 2 } });
    expect(audit[0].summary).toContain(`Dismiss ${tag}`);

    // Someone new reporting it puts it back in the queue.
    const another = await registerUser(app, 'consumer');
    await as(app, another)({ method: 'POST', url: `/api/reviews/${r.id}/report`, payload: { reason: 'Still wrong' } });
    expect((await table(`q=${encodeURIComponent(`Dismiss ${tag}`)}`)).items[0].reports).toMatchObject({ open: 1, total: 3 });
  });

  it('answers 404 for a review that does not exist', async () => {
    expect((await asAdmin({ method: 'POST', url: `/api/admin/reviews/${crypto.randomUUID()}/dismiss-reports` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'POST', url: '/api/admin/reviews/not-a-uuid/dismiss-reports' })).statusCode).toBe(404);
  });

  it('hides (closing the reports) and unhides, each audited; hidden ones are under "hidden"', async () => {
    const r = await reviewed('Hide', 'Terrible people, avoid.', ['Abusive']);
    const hide = await asAdmin({ method: 'PATCH', url: `/api/reviews/${r.id}/hidden`, payload: { hidden: true } });
    expect(hide.statusCode).toBe(200);
    expect(await publicIds(r.farm.id)).not.toContain(r.id);
    const q = `q=${encodeURIComponent(`Hide ${tag}`)}`;
    expect((await table(q)).total).toBe(0);
    expect((await table(`${q}&status=hidden`)).items).toMatchObject([{ id: r.id, hidden: true, reports: { open: 0, total: 1 } }]);
    // Hiding it again changes nothing and records nothing.
    await asAdmin({ method: 'PATCH', url: `/api/reviews/${r.id}/hidden`, payload: { hidden: true } });

    await asAdmin({ method: 'PATCH', url: `/api/reviews/${r.id}/hidden`, payload: { hidden: false } });
    expect(await publicIds(r.farm.id)).toContain(r.id);
    expect((await table(`${q}&status=hidden`)).total).toBe(0);
    expect((await table(q)).total).toBe(0);
    const audit = await auditFor(r.id);
    expect(audit.map((e) => e.action)).toEqual(['review.unhide', 'review.hide']);
    expect(audit[1]).toMatchObject({ actorEmail: admin.email, details: { farmId: r.farm.id, authorId: r.author.id, reportsResolved: 1 } });
    expect(audit[1].summary).toBe(`Hid the review of “Hide ${tag}” by Test (${r.author.email})`);
  });

  it('audits a deletion by an admin (with the removed text), not one by the author', async () => {
    const byAdmin = await reviewed('Delete', 'Spam spam spam.', ['Spam']);
    expect((await asAdmin({ method: 'DELETE', url: `/api/reviews/${byAdmin.id}` })).statusCode).toBe(200);
    expect((await table(`q=${encodeURIComponent(`Delete ${tag}`)}&status=all`)).total).toBe(0);
    expect(await auditFor(byAdmin.id)).toMatchObject([{ action: 'review.delete', details: { body: 'Spam spam spam.', rating: 4 } }]);

    const own = await reviewed('Own', 'Changed my mind about this one.');
    expect((await as(app, own.author)({ method: 'DELETE', url: `/api/reviews/${own.id}` })).statusCode).toBe(200);
    expect(await auditFor(own.id)).toEqual([]);
  });

  it('counts the reviews waiting on the overview', async () => {
    const count = async () =>
      (await asAdmin({ method: 'GET', url: '/api/admin/overview?days=7' })).json().totals.find((t: { key: string }) => t.key === 'reportedReviews');
    await reviewed('Overview', 'Five stars for the pie.', ['Spam', 'Fake']);
    const total = await count();
    expect(total).toMatchObject({ label: 'Reported reviews waiting', value: expect.any(Number), detail: expect.stringMatching(/^\d+ open reports?$/) });
    // Other tests run beside this one: at least this file's open reports are counted.
    expect(total.value).toBeGreaterThanOrEqual(2);
    expect(Number(total.detail.split(' ')[0])).toBeGreaterThanOrEqual(total.value + 1);
  });
});
