import crypto from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { renderHead } from '../../plugins/spa.js';
import { as, createAdmin, createTestApp, ORIGIN, registerUser } from '../../test/helpers.js';
import { blogHead } from './blog-head.js';

const { app, db, config } = await createTestApp();
const admin = await createAdmin(app, db);
const asAdmin = as(app, admin);
const word = () => `w${crypto.randomBytes(4).toString('hex')}`;

const post = (over: object = {}) => ({
  title: `Sweet corn is in ${word()}`,
  description: 'When to go, what to ask for, and how to keep it sweet.',
  bodyMarkdown:
    '# Picking\n\nAsk for corn **picked this morning**.\n\n<script>alert(1)</script>\n\n[Find a stand](/open-now) or [read more](https://example.com).',
  tags: ['Seasonal guide'],
  status: 'published',
  ...over,
});

async function create(over: object = {}) {
  const res = await asAdmin({ method: 'POST', url: '/api/admin/blog', payload: post(over) });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json();
}

describe('admin blog API', () => {
  it('is closed to visitors (401) and non-admins (403)', async () => {
    const farmer = await registerUser(app, 'farmer');
    const id = crypto.randomUUID();
    const routes = [
      ['GET', '/api/admin/blog'],
      ['GET', `/api/admin/blog/${id}`],
      ['POST', '/api/admin/blog'],
      ['PUT', `/api/admin/blog/${id}`],
      ['DELETE', `/api/admin/blog/${id}`],
      ['POST', '/api/admin/blog/preview'],
    ] as const;
    for (const [method, url] of routes) {
      expect((await as(app)({ method, url, payload: post() })).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(app, farmer)({ method, url, payload: post() })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('creates a post with a slug from its title, renders sanitized HTML, updates and deletes it', async () => {
    const w = word();
    const created = await create({ title: `First Strawberries of June, ${w}!`, slug: '' });
    expect(created.slug).toBe(`first-strawberries-of-june-${w}`);
    expect(created).toMatchObject({ status: 'published', isLive: true });
    const read = (await as(app)({ method: 'GET', url: `/api/blog/posts/${created.slug}` })).json();
    expect(read.html).toContain('<h2>Picking</h2>');
    expect(read.html).toContain('<strong>picked this morning</strong>');
    expect(read.html).not.toContain('<script');
    expect(read.html).toContain('<a href="https://example.com" rel="noopener" target="_blank">');
    expect(read.readingMinutes).toBe(1);

    const updated = await asAdmin({
      method: 'PUT',
      url: `/api/admin/blog/${created.id}`,
      payload: post({ title: 'Renamed', slug: created.slug, status: 'draft' }),
    });
    expect(updated.json()).toMatchObject({ title: 'Renamed', status: 'draft', isLive: false });
    expect((await as(app)({ method: 'GET', url: `/api/blog/posts/${created.slug}` })).statusCode).toBe(404);

    expect((await asAdmin({ method: 'DELETE', url: `/api/admin/blog/${created.id}` })).statusCode).toBe(204);
    expect((await asAdmin({ method: 'GET', url: `/api/admin/blog/${created.id}` })).statusCode).toBe(404);
  });

  it('de-duplicates and lowercases tags', async () => {
    const created = await create({ tags: ['Seasonal guide', 'seasonal guide', 'Berries'] });
    expect(created.tags).toEqual(['seasonal guide', 'berries']);
  });

  it('refuses a slug another post has (409 naming the field) and bad input (400)', async () => {
    const first = await create();
    const clash = await asAdmin({ method: 'POST', url: '/api/admin/blog', payload: post({ slug: first.slug }) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields.slug).toBeTruthy();
    const bad = [
      post({ title: '' }),
      post({ bodyMarkdown: ' ' }),
      post({ slug: 'Not A Slug' }),
      post({ coverImageUrl: 'javascript:alert(1)' }),
      post({ coverImageUrl: '/uploads/x.webp', coverImageAlt: '' }),
      post({ tags: ['<b>'] }),
      post({ status: 'live' }),
      post({ publishedAt: 'tomorrow' }),
      post({ extra: 1 }),
    ];
    for (const payload of bad) expect((await asAdmin({ method: 'POST', url: '/api/admin/blog', payload })).statusCode, JSON.stringify(payload)).toBe(400);
  });

  it('lists every post for admins, searched, filtered and paged', async () => {
    const w = word();
    await create({ title: `Admin list ${w} one`, status: 'draft' });
    await create({ title: `Admin list ${w} two` });
    const page = (await asAdmin({ method: 'GET', url: `/api/admin/blog?q=${w}&sort=title&dir=asc&limit=1` })).json();
    expect(page.total).toBe(2);
    expect(page.items[0].title).toBe(`Admin list ${w} one`);
    const next = (await asAdmin({ method: 'GET', url: `/api/admin/blog?q=${w}&sort=title&dir=asc&limit=1&cursor=${page.nextCursor}` })).json();
    expect(next.items[0].title).toBe(`Admin list ${w} two`);
    expect((await asAdmin({ method: 'GET', url: `/api/admin/blog?q=${w}&status=draft` })).json().total).toBe(1);
  });

  it('previews Markdown through the same renderer', async () => {
    const res = await asAdmin({ method: 'POST', url: '/api/admin/blog/preview', payload: { bodyMarkdown: '## Hello\n\n<img src=x onerror=alert(1)>' } });
    expect(res.json().html).toContain('<h2>Hello</h2>');
    expect(res.json().html).not.toContain('onerror');
  });
});

describe('public blog', () => {
  it('lists live posts only, newest first, by tag, with cursor paging', async () => {
    const tag = word();
    const old = await create({ tags: [tag], publishedAt: '2025-06-01T12:00:00Z' });
    const recent = await create({ tags: [tag], publishedAt: '2025-07-01T12:00:00Z' });
    await create({ tags: [tag], status: 'draft' });
    await create({ tags: [tag], publishedAt: new Date(Date.now() + 86_400_000).toISOString() }); // scheduled
    const first = (await as(app)({ method: 'GET', url: `/api/blog/posts?tag=${tag}&limit=1` })).json();
    expect(first.items.map((p: { slug: string }) => p.slug)).toEqual([recent.slug]);
    const second = (await as(app)({ method: 'GET', url: `/api/blog/posts?tag=${tag}&limit=1&cursor=${first.nextCursor}` })).json();
    expect(second.items.map((p: { slug: string }) => p.slug)).toEqual([old.slug]);
    expect(second.nextCursor).toBeNull();
    expect(second.items[0]).not.toHaveProperty('html');
    const tags = (await as(app)({ method: 'GET', url: '/api/blog/tags' })).json();
    expect(tags).toContainEqual({ tag, posts: 2 });
    expect((await as(app)({ method: 'GET', url: '/api/blog/posts?cursor=nonsense' })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await as(app)({ method: 'GET', url: `/api/blog/posts/no-such-${word()}` })).statusCode).toBe(404);
  });

  it('serves a valid RSS feed of live posts', async () => {
    const live = await create({ title: `Feed & <friends> ${word()}`, bodyMarkdown: 'See [the map](/map) and ]]> this.' });
    const draft = await create({ status: 'draft' });
    const res = await as(app)({ method: 'GET', url: '/blog/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(res.body).toContain(`<link>${ORIGIN}/blog/${live.slug}</link>`);
    expect(res.body).toContain(`<title>${live.title.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')}</title>`);
    expect(res.body).toContain(`href="${ORIGIN}/map"`);
    expect(res.body).not.toContain(draft.slug);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const channel = new XMLParser().parse(res.body).rss.channel;
    expect(channel.title).toBe('Farm Stand Finder blog');
    expect(channel.item.length).toBeGreaterThan(0);
  });

  it('puts the title, description, Open Graph and JSON-LD in the served <head>; 404 for unknown slugs', async () => {
    const live = await create({
      title: 'The honor box, explained',
      slug: `honor-box-${word()}`,
      coverImageUrl: '/uploads/blog/cover.webp',
      coverImageAlt: 'A cash box on a shelf',
    });
    const head = blogHead(db, config);
    const h = (await head({ slug: live.slug }, {} as never))!;
    expect(h).toMatchObject({ title: 'The honor box, explained', description: post().description, type: 'article', canonicalPath: `/blog/${live.slug}` });
    expect(h.jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: 'The honor box, explained', image: `${ORIGIN}/uploads/blog/cover.webp` });
    const html = renderHead(h, ORIGIN, {} as never);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/uploads/blog/cover.webp">`);
    expect(await head({ slug: `missing-${word()}` }, {} as never)).toMatchObject({ status: 404 });
    expect(await head({ slug: '%E0%A4%A' }, {} as never)).toMatchObject({ status: 404 });
  });

  it('lists live posts in the sitemap, not drafts', async () => {
    const live = await create();
    const draft = await create({ status: 'draft' });
    const sitemap = (await as(app)({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/blog/${live.slug}</loc>`);
    expect(sitemap).not.toContain(draft.slug);
  });
});

describe('seed posts', () => {
  it('publishes the team’s posts once, including success stories, rendered to HTML', async () => {
    const { seedBlogPosts } = await import('./seed/seed-posts.js');
    const first = await seedBlogPosts(db);
    expect(await seedBlogPosts(db)).toBe(0);
    if (first === 0) return; // another test file of this run seeded them
    const stories = (await as(app)({ method: 'GET', url: '/api/blog/posts?tag=success%20story&limit=50' })).json();
    expect(stories.items.length).toBeGreaterThanOrEqual(3);
    const guide = (await as(app)({ method: 'GET', url: '/api/blog/posts/honor-box-etiquette' })).json();
    expect(guide.html).toContain('<h2>Bring small bills and coins</h2>');
    expect(guide.html).not.toMatch(/(^|\n)## /);
  });
});
