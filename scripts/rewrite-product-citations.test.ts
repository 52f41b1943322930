import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without types
import { rewriteCitations, rewriteTree } from './rewrite-product-citations.mjs';

const rewrite = rewriteCitations as (text: string) => string;

describe('rewrite-product-citations', () => {
  it('points each section of PRODUCT.md at the same number of docs/product.md, and SPEC.md’s at §S', () => {
    expect(rewrite('/** The fixed vocabularies (PRODUCT.md section 1). */')).toBe('/** The fixed vocabularies (docs/product.md §1). */');
    expect(rewrite('// PRODUCT.md 9: fresh ≤ 30 days')).toBe('// docs/product.md §9: fresh ≤ 30 days');
    expect(rewrite('/** SPEC.md 2 and 9: the splash fades at 1.5 s */')).toBe('/** docs/product.md §S2 and §S9: the splash fades at 1.5 s */');
    expect(rewrite('(PRODUCT.md 9, 10)')).toBe('(docs/product.md §9, §10)');
    expect(rewrite('PRODUCT.md 1–2')).toBe('docs/product.md §1–§2');
    expect(rewrite("SPEC.md 8's toast")).toBe("docs/product.md §S8's toast");
    expect(rewrite('see ../shared/SPEC.md 4.')).toBe('see docs/product.md §S4.');
  });

  it('names the document alone where no section is cited, and leaves measures and other words alone', () => {
    expect(rewrite("SPEC.md's 30 s delay")).toBe("docs/product.md's 30 s delay");
    expect(rewrite('// SPEC.md: maintenance wins')).toBe('// docs/product.md: maintenance wins');
    expect(rewrite('PRODUCT.md 9, `available=`')).toBe('docs/product.md §9, `available=`');
    expect(rewrite('const PRODUCT_FIELDS = ["a"]; // SPEC wording')).toBe('const PRODUCT_FIELDS = ["a"]; // SPEC wording');
  });

  it('rewrites a tree’s files in place, and --check only counts', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'citations-'));
    fs.mkdirSync(path.join(root, 'server'));
    fs.writeFileSync(path.join(root, 'server/a.ts'), '// PRODUCT.md 4 and SPEC.md 9\nconst x = 1;\n');
    fs.writeFileSync(path.join(root, 'server/b.ts'), '// nothing cited\n');
    expect(rewriteTree(root, { check: true })).toEqual([{ file: 'server/a.ts', count: 2 }]);
    expect(fs.readFileSync(path.join(root, 'server/a.ts'), 'utf8')).toContain('PRODUCT.md 4');
    rewriteTree(root);
    expect(fs.readFileSync(path.join(root, 'server/a.ts'), 'utf8')).toBe('// docs/product.md §4 and docs/product.md §S9\nconst x = 1;\n');
    expect(rewriteTree(root, { check: true })).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
