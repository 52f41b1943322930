import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { iconSprite } from './icon-sprite';

type Drawn = { props: object; name: string; aliasClasses?: string; url: string };

/** A real Vite build of `app.tsx` (with the plugin, and a spriteIcon that says what it was asked to draw). */
async function buildApp(app: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-sprite-'));
  fs.writeFileSync(path.join(root, 'app.tsx'), app);
  const component = path.join(root, 'icon.ts');
  fs.writeFileSync(
    component,
    'declare const __ICON_SPRITE__: string;\nexport const spriteIcon = (props: object, name: string, aliasClasses?: string) => ({ props, name, aliasClasses, url: __ICON_SPRITE__ });\n',
  );
  const outDir = path.join(root, 'dist');
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [iconSprite({ root, component })],
    build: {
      outDir,
      minify: false,
      rollupOptions: { input: path.join(root, 'app.tsx'), preserveEntrySignatures: 'strict', output: { entryFileNames: 'app.js' } },
    },
  });
  const [sprite] = fs.readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.svg'));
  const code = fs.readFileSync(path.join(outDir, 'app.js'), 'utf8');
  const icons = (await import(pathToFileURL(path.join(outDir, 'app.js')).href)) as Record<string, (props: object) => Drawn>;
  return { code, icons, sprite: sprite!, svg: fs.readFileSync(path.join(outDir, 'assets', sprite!), 'utf8') };
}

describe('icon sprite (decision 088)', () => {
  it('draws each imported icon from a hashed sprite of lucide’s own symbols, aliases included, with no lucide JavaScript', async () => {
    const { code, icons, sprite, svg } = await buildApp(
      [
        "import { Heart, CheckCircle2, X as Close, type LucideIcon } from 'lucide-react';",
        "import type { LucideProps } from 'lucide-react';",
        'const all: LucideIcon[] = [Heart, CheckCircle2, Close];',
        'export const props: LucideProps = { size: 16 };',
        'export { Heart, CheckCircle2, Close, all };',
      ].join('\n'),
    );
    expect(sprite).toMatch(/^icon-sprite-[\w-]{8}\.svg$/);
    // The three icons, each a symbol with lucide's paths (heart's begins so in lucide-react 1.x), and no others.
    expect([...svg.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24">/g)].map((m) => m[1])).toEqual(['circle-check', 'heart', 'x']);
    expect(svg).toMatch(/<symbol id="heart" viewBox="0 0 24 24"><path d="M2 9\.5a5\.5 5\.5 0 0 1 [^"]+"\/><\/symbol>/);
    expect(svg).not.toContain('key=');
    expect(icons.Heart!({ className: 'h-4' })).toEqual({ props: { className: 'h-4' }, name: 'heart', url: `/assets/${sprite}` });
    // An alias of lucide's (CheckCircle2 is circle-check) draws its icon, with the alias's class as lucide gives it.
    expect(icons.CheckCircle2!({})).toMatchObject({ name: 'circle-check', aliasClasses: 'lucide-check-circle-2' });
    expect(icons.Close!({})).toMatchObject({ name: 'x' });
    expect(icons.all).toEqual([icons.Heart, icons.CheckCircle2, icons.Close]);
    expect(code).not.toMatch(/lucide-react|createLucideIcon|M2 9\.5/);
  }, 30_000);

  it('fails the build on a name lucide has no icon for', async () => {
    await expect(buildApp("import { Heart, Hart } from 'lucide-react';\nexport { Heart, Hart };")).rejects.toThrow(/no icon named Hart/);
    await expect(buildApp("import { createLucideIcon } from 'lucide-react';\nexport { createLucideIcon };")).rejects.toThrow(/no icon named createLucideIcon/);
  }, 30_000);

  it('fails the build on an import it does not rewrite', async () => {
    await expect(buildApp("import * as icons from 'lucide-react';\nexport { icons };")).rejects.toThrow(/by name/);
  }, 30_000);
});
