import { inflateSync } from 'node:zlib';

/** The words drawn on the page, without spaces (PDFKit writes the standard fonts' WinAnsi bytes as hex, in kerned pieces). */
export function drawnWords(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let content = '';
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    try {
      content += inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      // not a compressed content stream
    }
  }
  return [...content.matchAll(/<([0-9a-f]+)>/g)]
    .map((h) => Buffer.from(h[1], 'hex').toString('latin1'))
    .join('')
    .replace(/\s+/g, '');
}
