import { describe, expect, it } from 'vitest';
import { acceptedEncoding, pageHtml } from './spa.js';

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
  it('puts the rendered page in #root, its state after it, and its preloads last in <head>', () => {
    const html = pageHtml(template, '<title>T</title>', {
      head: '<link rel="modulepreload" href="/a.js">',
      root: "<main>Hi $&amp; $' $`</main>",
      afterRoot: '<script type="application/json" id="fsf-state">{}</script>',
      status: 200,
      personal: false,
      gated: false,
    });
    expect(html).toBe(
      '<html><head>\n    <title>T</title>\n    <link rel="modulepreload" href="/a.js">\n  </head><body><div id="root"><main>Hi $&amp; $\' $`</main></div>\n    <script type="application/json" id="fsf-state">{}</script></body></html>',
    );
  });
});
