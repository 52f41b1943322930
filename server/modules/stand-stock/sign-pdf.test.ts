import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { signPdf } from './sign-pdf.js';
import { drawnWords } from './sign-fixtures.js';

const hasPdftotext = (() => {
  try {
    execFileSync('which', ['pdftotext'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const words = (text: string) => text.replace(/\s+/g, '');

describe('the stand sign PDF', () => {
  const url = 'https://farmstand.example/farm/12/stock/AbCdEfGhIjKlMnOpQrStUv';

  it('is one page of the asked size', async () => {
    for (const [paper, box] of [
      ['letter', '[0 0 612 792]'],
      ['a4', '[0 0 595.28 841.89]'],
    ] as const) {
      const pdf = (await signPdf({ name: 'Hillside Eggs', url, paper })).toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
      expect(pdf).toContain(`/MediaBox ${box}`);
    }
  });

  it.skipIf(!hasPdftotext)('prints accented names, leaves out what the standard fonts cannot draw, and gives the address (poppler)', async () => {
    const pdf = await signPdf({ name: 'Ñandú Eggs 🥚 農場', url, paper: 'letter' });
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
    expect(text).toContain('Ñandú Eggs');
    expect(text).not.toMatch(/🥚|農/);
    expect(text).toContain('What’s in stock today?');
    expect(text.replace(/\s+/g, '')).toContain(url);
  });

  it('is in the language of the farmer who prints it: English by default, Spanish when asked', async () => {
    const english = drawnWords(await signPdf({ name: 'Hillside Eggs', url, paper: 'letter' }));
    expect(english).toContain(words('SELF-SERVICE STAND'));
    expect(english).toContain(words('Thank you! The next shopper will know before they drive out.'));
    const spanish = drawnWords(await signPdf({ name: 'Huevos del Cerro', url, paper: 'letter', lang: 'es' }));
    expect(spanish).toContain(words('PUESTO DE AUTOSERVICIO'));
    expect(spanish).toContain(words('¿Qué hay hoy?'));
    expect(spanish).toContain(words('Escanea el código con la cámara de tu teléfono.'));
    expect(spanish).toContain(words('¿Sin cámara? Escribe esta dirección:'));
    expect(spanish).not.toContain(words('Thank you'));
  });
});
