import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ALL, createPageCache } from './page-cache.js';
import { isLastingAnswer, pageTags } from './page-data.js';

// The store behind the signed-out pages (decision 066): freshness, stale-while-revalidate, tags, one render per key.
const html = (text: string) => `<!doctype html><html><body>${text}</body></html>`;
const page =
  (text: string, tags: string[] = []) =>
  async () => ({ status: 200, html: html(text), tags });

function setup(opts: Parameters<typeof createPageCache>[0] = {}) {
  let now = 1_000_000;
  const cache = createPageCache({ freshMs: 30_000, staleMs: 60_000, clock: () => now, ...opts });
  return { cache, tick: (ms: number) => (now += ms) };
}

describe('the page cache', () => {
  it('keeps a page compressed both ways, fresh for its time, then stale for as long again, then gone', async () => {
    const { cache, tick } = setup();
    expect(cache.get('k')).toBeNull();
    const kept = await cache.render('k', page('one'));
    expect(zlib.brotliDecompressSync(kept!.br).toString()).toBe(html('one'));
    expect(zlib.gunzipSync(kept!.gzip).toString()).toBe(html('one'));
    expect(cache.get('k')?.state).toBe('fresh');
    tick(30_000);
    expect(cache.get('k')?.state).toBe('stale');
    tick(60_000);
    expect(cache.get('k')).toBeNull();
  });

  it('forgets the pages showing a tag that changed, and only those; * forgets all', async () => {
    const { cache } = setup();
    await cache.render('farm', page('farm 12', ['listing:12']));
    await cache.render('list', page('list', ['listings', 'listing:12', 'listing:13']));
    await cache.render('other', page('farm 13', ['listing:13']));
    await cache.render('about', page('about'));
    cache.invalidate(['listing:12']);
    expect(cache.get('farm')).toBeNull();
    expect(cache.get('list')).toBeNull();
    expect(cache.get('other')?.state).toBe('fresh');
    expect(cache.get('about')?.state).toBe('fresh');
    cache.invalidate([ALL]);
    expect(cache.get('other')).toBeNull();
    expect(cache.get('about')).toBeNull();
  });

  it('renders a key once for the requests that miss it together', async () => {
    const { cache } = setup();
    let renders = 0;
    let finish!: () => void;
    const slow = async () => {
      renders++;
      await new Promise<void>((r) => (finish = r));
      return { status: 200, html: html('slow'), tags: [] };
    };
    const [a, b] = [cache.render('k', slow), cache.render('k', slow)];
    await Promise.resolve();
    finish();
    expect(await a).toBe(await b);
    expect(renders).toBe(1);
  });

  it('does not keep a render its data changed under, and a request after the change does not wait for it', async () => {
    const { cache } = setup();
    let finishOld!: () => void;
    const old = cache.render('k', async () => {
      await new Promise<void>((r) => (finishOld = r));
      return { status: 200, html: html('before the change'), tags: ['listing:1'] };
    });
    await Promise.resolve();
    cache.invalidate(['listing:1']);
    const after = await cache.render('k', page('after the change', ['listing:1']));
    expect(zlib.gunzipSync(after!.gzip).toString()).toBe(html('after the change'));
    finishOld();
    await old;
    const kept = cache.get('k');
    expect(zlib.gunzipSync(kept!.page.gzip).toString()).toBe(html('after the change'));
  });

  it('keeps nothing a render declines, and stays within its bytes by dropping the least recently served', async () => {
    const { cache } = setup({ maxBytes: 1 });
    expect(await cache.render('none', async () => null)).toBeNull();
    expect(cache.get('none')).toBeNull();
    const big = setup();
    const sized = (await big.cache.render('a', page('a')))!;
    const each = sized.br.length + sized.gzip.length + 1;
    const small = setup({ maxBytes: each * 2 });
    await small.cache.render('a', page('a'));
    await small.cache.render('b', page('b'));
    small.cache.get('a'); // a was served last: b goes first
    await small.cache.render('c', page('c'));
    expect(small.cache.get('b')).toBeNull();
    expect(small.cache.get('a')).not.toBeNull();
    expect(small.cache.get('c')).not.toBeNull();
  });
});

describe('pageTags', () => {
  it('tags a listing page with its listing, a list with every listing it shows and the lists, the blog with the blog', () => {
    const search = { queryKey: ['farms'], from: { source: 'farms.search' as const, query: {} } };
    const detail = { queryKey: ['farm'], from: { source: 'farms.detail' as const, id: '012' } };
    const blog = { queryKey: ['blog'], from: { source: 'blog.tags' as const } };
    const loaded = [
      { queryKey: ['farms'], data: { items: [{ id: 3 }, { id: 4 }], nextCursor: null } },
      { queryKey: ['farm'], data: { id: 12 } },
      { queryKey: ['blog'], data: [] },
    ];
    expect(pageTags([search, detail, blog], loaded)).toEqual(['listings', 'listing:3', 'listing:4', 'listing:12', 'blog']);
  });

  it('keeps a page whose answers any visitor would get, not one showing a rate limit', () => {
    expect(isLastingAnswer({ queryKey: [], data: {} })).toBe(true);
    expect(isLastingAnswer({ queryKey: [], error: { status: 404, message: 'No such listing' } })).toBe(true);
    expect(isLastingAnswer({ queryKey: [], error: { status: 429, message: 'Too many' } })).toBe(false);
  });
});
