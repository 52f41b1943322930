import fs from 'node:fs';
import path from 'node:path';

/**
 * Test support only: the real OSM opening_hours corpus in ../shared/data (read in place: the data must
 * not be copied into the repo). Values contain commas, quotes and one newline, so this is a full
 * RFC 4180 reader (quoted fields, "" escapes, CRLF or LF) rather than a split on commas.
 */
export const CORPUS_PATH = path.resolve(process.cwd(), '../shared/data/osm_opening_hours_values.csv');

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"')
        field += text[++i]; // "" inside quotes is one "
      else quoted = false;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += ch;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length) endRow();
  return rows;
}

export interface CorpusRow {
  value: string;
  count: number;
  /** Whether opening_hours@3.15.0 parsed it for the SOURCES.md reference (not ground truth). */
  referenceOk: boolean;
}

export function readCorpus(file = CORPUS_PATH): CorpusRow[] {
  const [header, ...rows] = parseCsv(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`corpus has no column ${name}`);
    return i;
  };
  const [v, c, ok] = [col('opening_hours'), col('count'), col('ohjs_ok')];
  return rows.map((r) => {
    if (r.length !== header.length) throw new Error(`corpus row with ${r.length} fields: ${JSON.stringify(r)}`);
    return { value: r[v], count: Number(r[c]), referenceOk: r[ok] === '1' };
  });
}
