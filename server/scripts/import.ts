import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { runImport } from '../modules/imports/import.service.js';
import { IMPORT_FORMATS, type ImportFormat } from '../modules/imports/listing.js';

// Usage: npm run import -- --format usda|osm|csv <file>   (DATABASE_URL, or the embedded database under DATA_DIR)
// opening_hours evaluates in the process's local time; the hours module switches zones explicitly.
process.env.TZ = 'UTC';

const usage = `Usage: npm run import -- --format ${IMPORT_FORMATS.join('|')} <file>`;
const { values, positionals } = parseArgs({ options: { format: { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: true });
const format = values.format as ImportFormat | undefined;
const file = positionals[0];
if (values.help || !format || !IMPORT_FORMATS.includes(format) || !file) {
  console.error(usage);
  process.exit(2);
}
if (!fs.existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}

const database = await openDatabase(loadConfig(), undefined, { command: true });
try {
  const started = performance.now();
  const { runId, report } = await runImport(database.db, { format, input: fs.createReadStream(file), fileName: path.basename(file) });
  const seconds = (performance.now() - started) / 1000;
  console.log(`Import ${runId} (${format}, ${path.basename(file)}) in ${seconds.toFixed(1)} s, ${Math.round(report.read / seconds)} rows/s`);
  console.log(`  read ${report.read}, created ${report.created}, updated ${report.updated}, skipped (claimed) ${report.skipped}, rejected ${report.rejected}`);
  for (const r of report.rejections.slice(0, 20)) console.log(`  row ${r.row}: ${r.reason}`);
  if (report.rejected > 20) console.log(`  … and ${report.rejected - 20} more rejections (see the admin import screen)`);
  const warned = report.warned ?? 0;
  if (warned > 0) console.log(`  imported with something left out: ${warned}`);
  for (const w of (report.warnings ?? []).slice(0, 10)) console.log(`  row ${w.row}: ${w.reason}`);
  if (warned > 10) console.log(`  … and ${warned - 10} more (see the admin import screen)`);
} catch (err) {
  console.error(`Import failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
