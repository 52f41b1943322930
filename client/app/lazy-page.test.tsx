import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { render, waitFor } from '@testing-library/react';
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

  it('a render in the browser (a navigation) shows the page once what comes alongside is in too, not before', async () => {
    let sectionsIn = false;
    let release!: () => void;
    const sections = new Promise<void>((r) => (release = r)).then(() => void (sectionsIn = true));
    const Page = () => <p>{sectionsIn ? 'Hours' : 'no hours yet'}</p>;
    const page = lazyPage(
      'app/pages/n.tsx',
      async () => ({ default: Page }),
      () => sections,
    );
    const view = render(
      <Suspense fallback={<i>loading</i>}>
        <page.Component />
      </Suspense>,
    );
    await page.load();
    // Longer than React's 300 ms before it shows a boundary's content once it has shown its fallback.
    await new Promise((r) => setTimeout(r, 400));
    expect(view.container.innerHTML).toBe('<i>loading</i>');
    release();
    await waitFor(() => expect(view.container.innerHTML).toBe('<p>Hours</p>'));
  });

  it('loading before the first render (the server, hydration) does not wait for what comes alongside', async () => {
    const page = lazyPage(
      'app/pages/h.tsx',
      async () => ({ default: () => <p>Open now</p> }),
      () => new Promise(() => {}),
    );
    await page.load();
    expect(html(page.Component)).toBe('<!--$--><p>Open now</p><!--/$-->');
  });

  it('shows the page all the same when what comes alongside fails', async () => {
    const page = lazyPage(
      'app/pages/f.tsx',
      async () => ({ default: () => <p>Open now</p> }),
      () => Promise.reject(new Error('offline')),
    );
    const view = render(
      <Suspense fallback={<i>loading</i>}>
        <page.Component />
      </Suspense>,
    );
    await waitFor(() => expect(view.container.innerHTML).toBe('<p>Open now</p>'));
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
