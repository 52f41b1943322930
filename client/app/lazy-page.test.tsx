import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageCodeUnavailable } from '@/lib/lazy-module';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  const html = (Page: React.ComponentType) =>
    renderToString(
      <Suspense fallback={<i>loading</i>}>
        <Page />
      </Suspense>,
    );

  it('renders at once when loaded before its first render (what hydration needs)', async () => {
    const page = lazyPage('app/pages/x.tsx', async () => ({ default: () => <p>Open now</p> }));
    await page.load();
    expect(html(page.Component)).toBe('<!--$--><p>Open now</p><!--/$-->');
  });

  it('suspends when not loaded yet', () => {
    const page = lazyPage('app/pages/z.tsx', async () => ({ default: () => <p>Open now</p> }));
    expect(html(page.Component)).toContain('loading');
  });

  it('tries again after a failed download', async () => {
    let calls = 0;
    const page = lazyPage('app/pages/y.tsx', async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return { default: () => null };
    });
    // Said as a page whose code is missing (the page then says it needs a connection), the download's error kept.
    const failed = await page.load().catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(PageCodeUnavailable);
    expect((failed as Error).cause).toEqual(new Error('offline'));
    await expect(page.load()).resolves.toHaveProperty('default');
    expect(calls).toBe(2);
  });
});
