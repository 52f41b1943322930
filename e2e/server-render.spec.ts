import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { parseTodayLabel } from '../common/hours/phrases';
import { test, expect, createUser, expectIconsDrawn, ICON_SPRITE, signIn } from './fixtures';

// Public pages arrive with their content: each is read here with JavaScript off, as a crawler, a phone whose
// scripts have not arrived yet, or a reader who turned them off would see it. Expectations come from the API.
test.use({ javaScriptEnabled: false });

interface Summary {
  id: number;
  name: string;
  open: { status: string; todayLabel: string };
}
const api = async <T>(request: APIRequestContext, url: string) => {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
};
const names = (items: Summary[]) => items.map((f) => f.name);
const heroTitleIn = (lang: string) =>
  (JSON.parse(fs.readFileSync(`common/i18n/locales/${lang}/pages.json`, 'utf8')) as { home: { heroTitle: string } }).home.heroTitle;

test('/farm/{id}: the listing’s name, open state, today’s hours and products are in the HTML', async ({ page, request }) => {
  const { items } = await api<{ items: Summary[] }>(request, '/api/farms?location=12401&limit=50');
  // Hours today ("8 AM – 6 PM"), which the header shows as "Today: …" (not "Closed today", nor "Open 24 hours", which
  // the open badge already says), and products: the nearest listings may be ones other tests made, without any.
  type Detail = { id: number; name: string; products: Array<{ name: string }>; open: Summary['open'] };
  let found: Detail | undefined;
  for (const f of items.filter((i) => i.open.status !== 'unknown' && parseTodayLabel(i.open.todayLabel)?.kind === 'periods')) {
    const detail = await api<Detail>(request, `/api/farms/${f.id}`);
    if (detail.products.length > 0) {
      found = detail;
      break;
    }
  }
  expect(found, 'a listing near 12401 with hours today and products').toBeTruthy();
  const farm = found!;

  const res = await page.goto(`/farm/${farm.id}`);
  expect(res!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: farm.name })).toBeVisible();
  await expect(page.getByText(farm.open.status === 'open' ? 'Open now' : 'Closed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Today: ${farm.open.todayLabel}`)).toBeVisible();
  const today = page.locator('tr[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).toContainText('Today');
  await expect(page.getByRole('region', { name: 'Products' })).toContainText(farm.products[0].name);
});

test('/browse?location=ZIP lists the first page of results in the HTML', async ({ page, request }) => {
  const { items } = await api<{ items: Summary[] }>(request, '/api/farms?location=12401&limit=20');
  expect(items.length).toBeGreaterThanOrEqual(5);
  await page.goto('/browse?location=12401');
  const cards = page.locator('main article h3');
  await expect(cards).toHaveCount(items.length);
  expect(await cards.allTextContents()).toEqual(names(items));
});

test('the home page’s search answers before its scripts run: a ZIP code opens /browse with that search', async ({ page, request }) => {
  const { items } = await api<{ items: Summary[] }>(request, '/api/farms?location=12401&limit=20');
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Find farm stands' });
  await search.getByRole('textbox').fill('12401');
  await search.getByRole('button').click();
  await expect(page).toHaveURL(/\/browse\?location=12401$/);
  expect(await page.locator('main article h3').allTextContents()).toEqual(names(items));
});

test('icons are drawn without scripts, from one sprite fetched once a page, compressed and kept a year', async ({ page }) => {
  const sprites: Array<{ url: string; encoding?: string; cache?: string; type?: string }> = [];
  page.on('response', (res) => {
    if (ICON_SPRITE.test(new URL(res.url()).pathname))
      sprites.push({ url: res.url(), encoding: res.headers()['content-encoding'], cache: res.headers()['cache-control'], type: res.headers()['content-type'] });
  });
  for (const path of ['/browse?location=12401', '/blog']) {
    sprites.length = 0;
    await page.goto(path);
    await expectIconsDrawn(page);
    expect(sprites, path).toEqual([{ url: expect.any(String), encoding: 'br', cache: 'public, max-age=31536000, immutable', type: 'image/svg+xml' }]);
  }
});

test('/browse with a place, open now and words answers that search in the HTML', async ({ page, request }) => {
  const { items } = await api<{ items: Summary[] }>(request, '/api/farms?location=12401&open=now&q=eggs&limit=20');
  await page.goto('/browse?location=12401&open=now&q=eggs');
  await expect(page.getByRole('button', { name: 'Open now' })).toHaveAttribute('aria-pressed', 'true');
  if (items.length) expect(await page.locator('main article h3').allTextContents()).toEqual(names(items));
  else await expect(page.locator('main')).toContainText('No stands match');
});

test('/open-now answers for the place in the address, and for a signed-in user’s saved home', async ({ page, request, baseURL }) => {
  const { items } = await api<{ items: Summary[] }>(request, '/api/farms?location=12401&open=now&sort=distance&limit=20');
  await page.goto('/open-now?location=12401');
  await expect(page.getByRole('heading', { level: 1, name: 'Open now' })).toBeVisible();
  if (items.length) expect(await page.locator('main article h3').allTextContents()).toEqual(names(items));
  else await expect(page.locator('main')).toContainText('Nothing open nearby right now');

  const user = await createUser(request, baseURL!, 'consumer');
  await signIn(page, user.email, user.password);
  const home = await page.request.put('/api/user/home', { data: { location: '12401' }, headers: { origin: baseURL! } });
  expect(home.status(), await home.text()).toBe(200);
  const { lat, lng } = (await home.json()).home as { lat: number; lng: number };
  const near = `${lat.toFixed(5)},${lng.toFixed(5)}`;
  const nearHome = await api<{ items: Summary[] }>(request, `/api/farms?near=${near}&open=now&sort=distance&limit=20`);
  await page.goto('/open-now');
  await expect(page.getByText('Getting ready…')).toHaveCount(0);
  if (nearHome.items.length) expect(await page.locator('main article h3').allTextContents()).toEqual(names(nearHome.items));
  else await expect(page.locator('main')).toContainText('Nothing open nearby right now');
});

test('/in-season answers for the place in the address, and for a signed-in user’s saved home', async ({ page, request, baseURL }) => {
  type Groups = { items: Array<{ product: string }> };
  const products = (g: Groups) => g.items.map((i) => i.product);
  const { items } = await api<Groups>(request, '/api/in-season?location=12401&radius=25&unit=mi');
  expect(items.length, 'demo listings near 12401 with products marked available').toBeGreaterThan(0);
  await page.goto('/in-season?location=12401');
  await expect(page.getByRole('heading', { level: 1, name: 'What’s fresh near you' })).toBeVisible();
  const groups = page.getByRole('region', { name: 'Products available near you' }).locator('li h3 span.font-display');
  expect(await groups.allTextContents()).toEqual(products({ items }));

  const user = await createUser(request, baseURL!, 'consumer');
  await signIn(page, user.email, user.password);
  const home = await page.request.put('/api/user/home', { data: { location: '12401' }, headers: { origin: baseURL! } });
  expect(home.status(), await home.text()).toBe(200);
  const { lat, lng } = (await home.json()).home as { lat: number; lng: number };
  const nearHome = await api<Groups>(request, `/api/in-season?near=${lat.toFixed(5)},${lng.toFixed(5)}&radius=25&unit=mi`);
  await page.goto('/in-season');
  await expect(page.getByText('Getting ready…')).toHaveCount(0);
  expect(await groups.allTextContents()).toEqual(products(nearHome));
});

test('/blog lists the posts, and /blog/{slug} has the article’s text', async ({ page, request }) => {
  const list = await api<{ items: Array<{ title: string; slug: string }> }>(request, '/api/blog/posts?limit=9');
  expect(list.items.length).toBeGreaterThan(0);
  await page.goto('/blog');
  for (const post of list.items) await expect(page.getByRole('link', { name: post.title })).toBeVisible();

  const post = await api<{ title: string; html: string }>(request, `/api/blog/posts/${list.items[0].slug}`);
  const firstParagraph = /<p>(.*?)<\/p>/s.exec(post.html)![1].replace(/<[^>]+>/g, '');
  await page.goto(`/blog/${list.items[0].slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.locator('article')).toContainText(firstParagraph.slice(0, 60));
});

const CONTENT_PAGES: Array<[string, string]> = [
  ['/', 'Fresh from the farm, open right now.'],
  ['/how-it-works', 'Find what’s fresh and open, near you'],
  ['/about-us', 'About Farm Stand Finder'],
  ['/about', 'About Farm Stand Finder'],
  ['/support', 'How can we help?'],
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-of-service', 'Terms of service'],
  ['/join', 'List your farm stand'],
  ['/farmers', 'Spend a minute a day, not an evening'],
  ['/market-vendors', 'For market managers and market vendors'],
  ['/success-stories', 'Farms that keep their regulars in the loop'],
  ['/ambassador', 'Help the stands near you get found'],
];

test('the content pages send their content', async ({ page }) => {
  for (const [path, heading] of CONTENT_PAGES) {
    const res = await page.goto(path);
    expect(res!.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.locator('main p').first(), path).not.toBeEmpty();
  }
});

test('an unknown page is a 404 with the not-found page; an unknown listing says so', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const farm = await page.goto('/farm/987654321');
  expect(farm!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We couldn’t find this stand' })).toBeVisible();
});

test('signed-in pages are the app shell, with nothing of the page in it', async ({ page }) => {
  const res = await page.goto('/favorites');
  expect(res!.status()).toBe(200);
  expect(await page.locator('#root').innerHTML()).toBe('');
  expect(await page.locator('#fsf-state').count()).toBe(0);
});

test('a page names the message catalogues its render used and preloads them, without carrying the messages', async ({ request }) => {
  for (const [lang, heroTitle] of [
    ['en', heroTitleIn('en')],
    ['es', heroTitleIn('es')],
  ] as const) {
    const html = await (await request.get(`/?lang=${lang}`)).text();
    const state = JSON.parse(/<script type="application\/json" id="fsf-state">(.*?)<\/script>/s.exec(html)![1]!) as { i18n: Record<string, unknown> };
    expect(state.i18n.lang).toBe(lang);
    expect(state.i18n.namespaces).toEqual(expect.arrayContaining(['common', 'layout', 'pages']));
    expect(state.i18n).not.toHaveProperty('resources');
    // The home page's words come in the preloaded chunk of its language's `pages` catalogue.
    const preloads = /data-preload="([^"]*)"/.exec(html)![1]!.split(' ');
    const chunks = await Promise.all(preloads.map(async (href) => (await request.get(href)).text()));
    expect(chunks.some((js) => js.includes(JSON.stringify(heroTitle).slice(1, -1)))).toBe(true);
  }
});
