import type { Readable } from 'node:stream';
import { CsvError, parse as csvParser } from 'csv-parse';
import { msg } from '@common/i18n/keys.js';
import { HttpError, withValues, type Message } from '../../lib/errors.js';
import type { ImportFormat } from './listing.js';
import { CSV_REQUIRED_COLUMNS } from './plain-csv.js';
import { USDA_REQUIRED_COLUMNS } from './usda.js';

/** A file that cannot be read as the chosen format: the run fails with this message (a 400 over HTTP). */
export class ImportFileError extends HttpError {
  constructor(message: Message) {
    super(400, message);
  }
}

export interface SourceRecord {
  /** Where the record is in the file: a CSV line number, or a feature's position. */
  row: number;
  record: unknown;
}

/** GeoJSON is parsed whole: a FeatureCollection has no record boundaries a stream parser could rely on. */
const MAX_GEOJSON_BYTES = 200 * 1024 * 1024;

async function* csvRecords(input: Readable, required: string[], lowerCase: boolean): AsyncGenerator<SourceRecord> {
  const parser = input.pipe(
    csvParser({
      bom: true,
      columns: (header: string[]) => {
        const names = header.map((h) => (lowerCase ? h.trim().toLowerCase() : h.trim()));
        const missing = required.filter((c) => !names.includes(c));
        if (missing.length) throw new ImportFileError(withValues('errors:imports.missingColumns', { columns: missing.join(', ') }));
        return names;
      },
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }),
  );
  input.on('error', (err) => parser.destroy(err));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: unknown; info: { lines: number } }>) yield { row: info.lines, record };
  } catch (err) {
    if (err instanceof ImportFileError) throw err;
    // Every parse error, not only the `CSV_…` codes: a stray quote in the header is INVALID_OPENING_QUOTE.
    if (err instanceof CsvError) throw new ImportFileError(withValues('errors:imports.notCsv', { detail: err.message }));
    throw err;
  }
}

async function* geojsonRecords(input: Readable): AsyncGenerator<SourceRecord> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    size += chunk.length;
    if (size > MAX_GEOJSON_BYTES) throw new ImportFileError(withValues('errors:imports.geojsonTooLarge', { mb: MAX_GEOJSON_BYTES / 1024 / 1024 }));
    chunks.push(chunk as Buffer);
  }
  let data: { type?: unknown; features?: unknown };
  try {
    data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ImportFileError(msg('errors:imports.notJson'));
  }
  if (data?.type !== 'FeatureCollection' || !Array.isArray(data.features)) throw new ImportFileError(msg('errors:imports.notFeatureCollection'));
  for (const [i, record] of data.features.entries()) yield { row: i + 1, record };
}

/** The records of a file in the given format, read as a stream where the format allows. */
export function readRecords(format: ImportFormat, input: Readable): AsyncGenerator<SourceRecord> {
  if (format === 'osm') return geojsonRecords(input);
  return format === 'usda' ? csvRecords(input, USDA_REQUIRED_COLUMNS, false) : csvRecords(input, CSV_REQUIRED_COLUMNS, true);
}
