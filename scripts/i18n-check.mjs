// Fails when the message catalogues and the code disagree (issue 16): a key used in the code but missing from a
// catalogue, a key no code uses, or a message left empty. i18next-parser reads the code (i18next-parser.config.mjs)
// into a copy of the catalogues; the two are compared key by key. `npx i18next --config i18next-parser.config.mjs`
// writes the missing keys (empty, to fill in) and drops the unused ones.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve('common/i18n/locales');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'));
fs.cpSync(root, path.join(tmp, 'locales'), { recursive: true });
const config = path.join(tmp, 'config.mjs');
fs.writeFileSync(
  config,
  `import base from ${JSON.stringify(pathToFileURL(path.resolve('i18next-parser.config.mjs')).href)};\n` +
    // The parser reads `input` relative to its config file: from the temporary folder, the project's paths are absolute.
    `const here = ${JSON.stringify(process.cwd() + '/')};\n` +
    `const input = base.input.map((p) => (p.startsWith('!') ? '!' + here + p.slice(1) : here + p));\n` +
    `export default { ...base, input, output: ${JSON.stringify(path.join(tmp, 'locales/$LOCALE/$NAMESPACE.json'))} };\n`,
);
const run = spawnSync('npx', ['i18next', '--config', config, '--silent'], { encoding: 'utf8' });
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  process.exit(1);
}

/** Every leaf of a catalogue folder: "es/farms:card.closes" → its message. */
function leaves(dir) {
  const out = new Map();
  const walk = (node, prefix) => {
    for (const [k, v] of Object.entries(node)) {
      if (typeof v === 'object' && v) walk(v, `${prefix}${k}.`);
      else out.set(`${prefix}${k}`, v);
    }
  };
  for (const lang of fs.readdirSync(dir).filter((d) => fs.statSync(path.join(dir, d)).isDirectory())) {
    for (const file of fs.readdirSync(path.join(dir, lang))) {
      walk(JSON.parse(fs.readFileSync(path.join(dir, lang, file), 'utf8')), `${lang}/${file.replace(/\.json$/, '')}:`);
    }
  }
  return out;
}
const have = leaves(root);
const want = leaves(path.join(tmp, 'locales'));
fs.rmSync(tmp, { recursive: true, force: true });

const missing = [...want.keys()].filter((k) => !have.has(k));
const unused = [...have.keys()].filter((k) => !want.has(k));
const empty = [...have.entries()].filter(([k, v]) => v === '' && want.has(k)).map(([k]) => k);
const report = [
  [missing, 'used in the code but missing from the catalogue'],
  [unused, 'in the catalogue but used nowhere in the code'],
  [empty, 'left empty'],
].filter(([list]) => list.length);
for (const [list, what] of report) console.error(`${list.length} message(s) ${what}:\n  ${list.slice(0, 200).join('\n  ')}`);
if (report.length) process.exit(1);
console.log(`message catalogues: ${have.size} messages, every key used, none missing, none empty`);
