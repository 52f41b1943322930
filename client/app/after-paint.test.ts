import { afterEach, describe, expect, it, vi } from 'vitest';

// The loader runs as it is imported: each test sets up the page's tag first, then imports it afresh. It is a script,
// not a module (it exports nothing), so it is named by a variable rather than imported by name.
const LOADER = './after-paint';
async function load(preload: string[]) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="module" data-entry="/assets/main.js" data-preload="${preload.join(' ')}"></script>`;
  // The page has painted (happy-dom paints nothing, so the loader is told so as the browser would tell it).
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'first-contentful-paint' } as PerformanceEntry]);
  // happy-dom loads no script file, and says so on the console for each <script src>: the test reads the tags only.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.resetModules();
  await import(/* @vite-ignore */ LOADER);
}
const added = () => [...document.head.children].map((el) => (el.tagName === 'SCRIPT' ? `script ${el.getAttribute('src')}` : `link ${el.getAttribute('href')}`));

describe('after-paint loader (decision 039)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for the entry first, then the preloads a few per task, in the order the server gave', async () => {
    vi.useFakeTimers();
    const preload = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
    await load(preload);
    // The first task: the entry and two preloads, not all ten (each tag is a request started on the main thread).
    expect(added()).toEqual(['script /assets/main.js', ...preload.slice(0, 2).map((href) => `link ${href}`)]);
    vi.advanceTimersToNextTimer();
    expect(added()).toHaveLength(5);
    vi.runAllTimers();
    expect(added()).toEqual(['script /assets/main.js', ...preload.map((href) => `link ${href}`)]);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
  });

  it('starts the entry alone when the page preloads nothing', async () => {
    await load([]);
    expect(added()).toEqual(['script /assets/main.js']);
  });
});
