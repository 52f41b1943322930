import { describe, expect, it } from 'vitest';
import { acceptedEncoding, inlineStylesheets, lowPriorityScripts, pageHtml, scriptsAfterPaint } from './spa.js';

describe('acceptedEncoding', () => {
  it('prefers Brotli, falls back to gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('BR;q=0.5')).toBe('br');
  });
});

describe('pageHtml', () => {
  const template = '<html><head>\n    <!--app-head-->\n  </head><body><div id="root"></div></body></html>';
  it('is the app shell with its head when nothing was rendered', () => {
    expect(pageHtml(template, '<title>T</title>', null)).toBe('<html><head>\n    <title>T</title>\n  </head><body><div id="root"></div></body></html>');
  });
  it('puts the rendered page in #root, its state after it, and its own stylesheets last in <head>', () => {
    const html = pageHtml(template, '<title>T</title>', {
      head: '<link rel="stylesheet" href="/a.css">',
      scripts: ['/a.js'],
      root: "<main>Hi $&amp; $' $`</main>",
      afterRoot: '<script type="application/json" id="fsf-state">{}</script>',
      status: 200,
      personal: false,
      gated: false,
    });
    expect(html).toBe(
      '<html><head>\n    <title>T</title>\n    <link rel="stylesheet" href="/a.css">\n  </head><body><div id="root"><main>Hi $&amp; $\' $`</main></div>\n    <script type="application/json" id="fsf-state">{}</script></body></html>',
    );
  });
});

describe('inlineStylesheets', () => {
  const css: Record<string, string> = { '/assets/main-1.css': '.a{color:red}\n', '/assets/odd-2.css': '.b::after{content:"</style>"}' };
  const read = (href: string) => css[href] ?? null;
  it("writes the app's stylesheet into the page", () => {
    expect(inlineStylesheets('<head><link rel="stylesheet" crossorigin href="/assets/main-1.css"></head>', read)).toBe(
      '<head><style>.a{color:red}</style></head>',
    );
  });
  it('keeps a link when the file is missing or could end the <style> element', () => {
    const links = '<link rel="stylesheet" crossorigin href="/assets/gone-3.css"><link rel="stylesheet" href="/assets/odd-2.css">';
    expect(inlineStylesheets(links, read)).toBe(links);
  });
});

describe('lowPriorityScripts', () => {
  it('fetches the entry script and its preloads at low priority', () => {
    expect(lowPriorityScripts('<script type="module" crossorigin src="/a.js"></script><link rel="modulepreload" crossorigin href="/b.js">')).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/a.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/b.js">',
    );
  });
});

describe('scriptsAfterPaint', () => {
  const template =
    '<head>\n    <script type="module" fetchpriority="low" crossorigin src="/assets/main-1.js"></script>\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-2.js">\n    <link rel="stylesheet" href="/x.css">\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/browse-3.js">\n  </head>';
  it("moves the entry and every preload of the template, then the page's own chunks, onto the after-paint script's tag", () => {
    const page = scriptsAfterPaint(template, '/assets/after-paint-4.js')!;
    expect(page(['/assets/farm-5.js', '/assets/icons-6.js'])).toBe(
      '<head>\n    <script type="module" src="/assets/after-paint-4.js" data-entry="/assets/main-1.js" data-preload="/assets/runtime-2.js /assets/browse-3.js /assets/farm-5.js /assets/icons-6.js"></script>\n    <link rel="stylesheet" href="/x.css">\n  </head>',
    );
    expect(page([])).toBe(
      '<head>\n    <script type="module" src="/assets/after-paint-4.js" data-entry="/assets/main-1.js" data-preload="/assets/runtime-2.js /assets/browse-3.js"></script>\n    <link rel="stylesheet" href="/x.css">\n  </head>',
    );
  });
  it('is nothing to do for a template without an entry script', () => {
    expect(scriptsAfterPaint('<head><link rel="modulepreload" href="/a.js"></head>', '/assets/after-paint-4.js')).toBeNull();
  });
});
