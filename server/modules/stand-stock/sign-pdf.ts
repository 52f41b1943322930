import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { translator, type Language } from '../../lib/i18n.js';

/** Page sizes in PDF points (1/72 in). */
const PAPER = { letter: [612, 792], a4: [595.28, 841.89] } as const;
export type Paper = keyof typeof PAPER;

/** Every word of the sign, in the language of the farmer who prints it (trust:signPdf). */
function signText(lang: Language) {
  const t = translator(lang);
  return {
    kicker: t('trust:signPdf.kicker'),
    ask: t('trust:signPdf.ask'),
    steps: [t('trust:signPdf.step1'), t('trust:signPdf.step2'), t('trust:signPdf.step3')],
    thanks: t('trust:signPdf.thanks'),
    typed: t('trust:signPdf.typed'),
    title: (name: string) => t('trust:signPdf.title', { name }),
    brand: 'Farm Stand Finder',
  };
}

// The standard PDF fonts only draw Windows-1252: other letters lose their accents, or are left out (emoji).
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const printable = (text: string) =>
  [...text.normalize('NFC')]
    .map((ch) => {
      if (ch.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(ch)) return ch;
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      return [...base].every((c) => c.charCodeAt(0) <= 0xff) ? base : '';
    })
    .join('')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** Draws the QR code as vector squares: sharp at any printer's resolution. */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / (n + 8); // a quiet zone of four modules each side
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill('#000000');
}

/** The printable sign of a self-service stand (docs/product.md §9): its name, a QR code to its stock page, and how. */
export function signPdf({ name, url, paper, lang = 'en' }: { name: string; url: string; paper: Paper; lang?: Language }): Promise<Buffer> {
  const TEXT = signText(lang);
  const [width, height] = PAPER[paper];
  const margin = 54;
  const inner = width - margin * 2;
  const doc = new PDFDocument({ size: [width, height], margin, info: { Title: printable(TEXT.title(name)), Creator: TEXT.brand } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.rect(0, 0, width, 12).fill('#2f6b3a');
  doc
    .fillColor('#2f6b3a')
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(printable(TEXT.kicker.toLocaleUpperCase(lang)), margin, margin, { width: inner, align: 'center', characterSpacing: 2 });
  // The stand's name as big as fits on two lines.
  const title = printable(name);
  let size = 44;
  doc.font('Helvetica-Bold');
  while (size > 20 && doc.fontSize(size).heightOfString(title, { width: inner }) > size * 2.6) size -= 2;
  doc.moveDown(0.4).fillColor('#1c1917').fontSize(size).text(title, { width: inner, align: 'center' });
  doc.moveDown(0.3).font('Helvetica').fontSize(22).fillColor('#44403c').text(printable(TEXT.ask), { width: inner, align: 'center' });

  const qrSize = Math.min(inner, 330);
  const qrTop = doc.y + 18;
  drawQr(doc, url, (width - qrSize) / 2, qrTop, qrSize);

  doc.y = qrTop + qrSize + 18;
  doc.font('Helvetica').fontSize(15).fillColor('#1c1917');
  TEXT.steps.forEach((step, i) => doc.text(`${i + 1}.  ${printable(step)}`, margin + 24, doc.y + 4, { width: inner - 48 }));
  doc.moveDown(0.8).font('Helvetica-Oblique').fontSize(13).fillColor('#44403c').text(printable(TEXT.thanks), margin, doc.y, { width: inner, align: 'center' });

  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#57534e')
    .text(`${printable(TEXT.typed)} ${url}`, margin, height - margin - 24, { width: inner, align: 'center' })
    .text(TEXT.brand, { width: inner, align: 'center' });
  doc.end();
  return done;
}
