// Points citations of the product's original spec files, which are not in the repository (`SPEC.md 8`,
// `../shared/PRODUCT.md section 9`), at docs/product.md, which is (issue 35, point 5). docs/product.md keeps
// PRODUCT.md's section numbers (§1–§10) and gives SPEC.md's its own (§S1–§S9), so each citation maps one to one:
// `PRODUCT.md 9` → `docs/product.md §9`, `SPEC.md 2 and 9` → `docs/product.md §S2 and §S9`. A citation with no
// section (`SPEC.md's 30 s delay`) names the document only.
//
//   node scripts/rewrite-product-citations.mjs           rewrites the files, prints what it changed
//   node scripts/rewrite-product-citations.mjs --check   changes nothing; fails if any citation is left
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGET = 'docs/product.md';
/** The folders and files read, and the kinds of file: code, styles, the docs (not docs/product.md itself). */
const ROOTS = ['client', 'server', 'common', 'e2e', 'scripts', 'bench', 'docs', 'README.md', 'eslint.config.js', 'vite.config.ts', 'playwright.config.ts'];
const EXTENSIONS = /\.(ts|tsx|mjs|js|cjs|css|html|md)$/;
const SKIP = new Set(['node_modules', 'dist', 'test-results']);

// The file's name, then (maybe) "section(s)" or "§", then a list of section numbers: "9", "2 and 9", "9, 10",
// "1–2". A number must not be a measure ("SPEC.md's 2 s" has an apostrophe first, so it is not a section).
const CITATION =
  /(?:\.\.\/shared\/)?(SPEC|PRODUCT)\.md(?:(\s+)(?:sections?\s+|§\s*)?(\d+(?:(?:\s*[,–-]\s*|\s+(?:and|&)\s+)\d+)*)(?![\d.]*\d)(?!\s*(?:ms|s|px|min|%)\b))?/g;

/** The text with every citation pointed at docs/product.md. */
export function rewriteCitations(text) {
  return text.replace(CITATION, (_match, file, space, list) => {
    if (!list) return TARGET;
    const prefix = file === 'SPEC' ? '§S' : '§';
    return `${TARGET}${space}${list.replace(/\d+/g, (n) => prefix + n)}`;
  });
}

function* files(entry) {
  if (!fs.existsSync(entry)) return;
  if (fs.statSync(entry).isFile()) {
    if (EXTENSIONS.test(entry)) yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry)) {
    if (SKIP.has(name)) continue;
    yield* files(path.join(entry, name));
  }
}

/** Rewrites (or, with `check`, only counts) the citations under `root`; returns the files that had any. */
export function rewriteTree(root, { check = false } = {}) {
  const changed = [];
  for (const top of ROOTS) {
    for (const file of files(path.join(root, top))) {
      const relative = path.relative(root, file);
      if (relative === TARGET || relative === 'scripts/rewrite-product-citations.mjs' || relative.endsWith('rewrite-product-citations.test.ts')) continue;
      const before = fs.readFileSync(file, 'utf8');
      const after = rewriteCitations(before);
      if (after === before) continue;
      changed.push({ file: relative, count: before.match(CITATION)?.length ?? 0 });
      if (!check) fs.writeFileSync(file, after);
    }
  }
  return changed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const check = process.argv.includes('--check');
  const changed = rewriteTree(process.cwd(), { check });
  const total = changed.reduce((n, c) => n + c.count, 0);
  for (const c of changed) console.log(`${c.file}: ${c.count}`);
  console.log(`${total} citation(s) in ${changed.length} file(s) ${check ? 'still point outside the repository' : 'now point to docs/product.md'}`);
  if (check && total) process.exit(1);
}
