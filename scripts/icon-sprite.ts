import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseAst, type Plugin } from 'vite';

interface Options {
  /** The folder whose source is scanned for the icons it imports (client/). */
  root: string;
  /** The module that draws an icon from the sprite (client/components/ui/icon.tsx, spriteIcon). */
  component: string;
}

/** An icon as lucide describes it (node_modules/lucide-react/dist/esm/icons/*.mjs, __iconData). */
interface IconData {
  name: string;
  size?: number;
  node: Array<[tag: string, attributes: Record<string, string>]>;
  aliases?: string[];
}

/** Where the URL of the sprite is written into the client's code (client/components/ui/icon.tsx). */
const URL_CONSTANT = '__ICON_SPRITE__';
/** The sprite under `vite` (dev) and Vitest: no hash, rebuilt on every request. */
const DEV_URL = '/@fsf/icons.svg';
const LUCIDE = 'lucide-react';
const LUCIDE_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;

/**
 * Icons from one SVG sprite instead of lucide-react's JavaScript (decision 088). Each `import { Heart } from
 * 'lucide-react'` in the client's code becomes a small function that draws `<svg …><use href="sprite#heart"/></svg>`
 * (spriteIcon), so no icon's paths are in a script the phone parses, runs and hydrates; the paths are in one static,
 * hashed sprite of the icons the client imports, built from lucide's own data. The icons are found by a scan of the
 * client's source, the same in the browser's and the server's build, so both write the same URL; the browser's build
 * emits the sprite into dist/client/assets (compressed and served immutable like any asset, precached by the
 * service worker). Type imports (LucideIcon, LucideProps) are left to TypeScript, which removes them.
 */
export function iconSprite(options: Options): Plugin {
  let sprite: Sprite;
  let building = false;
  return {
    name: 'fsf:icon-sprite',
    async config(_config, env) {
      building = env.command === 'build';
      sprite = await buildSprite(await scanIcons(options.root));
      return { define: { [URL_CONSTANT]: JSON.stringify(building ? sprite.url : DEV_URL) } };
    },
    buildStart() {
      if (this.environment?.name === 'client' && building) this.emitFile({ type: 'asset', fileName: sprite.url.slice(1), source: sprite.svg });
    },
    configureServer(server) {
      // Scanned again on each request: an icon added while `vite` runs is in the sprite at the next reload.
      server.middlewares.use(DEV_URL, (_req, res, next) => {
        scanIcons(options.root)
          .then(buildSprite)
          .then(({ svg }) => {
            res.setHeader('content-type', 'image/svg+xml');
            res.setHeader('cache-control', 'no-cache');
            res.end(svg);
          }, next);
      });
    },
    // Any module that still names lucide-react after the transform below would bring its JavaScript back.
    resolveId(source, importer) {
      if (building && importer && !importer.includes('node_modules') && (source === LUCIDE || source.startsWith(`${LUCIDE}/`)))
        this.error(`${importer} imports ${source} in a way the icon sprite does not rewrite (scripts/icon-sprite.ts): import icons by name`);
    },
    // After TypeScript's transform (a plugin with no `enforce` runs after Vite's own): type-only imports are gone.
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: LUCIDE },
      async handler(code, id) {
        const exports = await lucideExports();
        const edits: Array<{ start: number; end: number; text: string }> = [];
        for (const statement of parseAst(code).body) {
          if (statement.type !== 'ImportDeclaration' || statement.source.value !== LUCIDE) continue;
          const functions: string[] = [];
          for (const specifier of statement.specifiers) {
            if (specifier.type !== 'ImportSpecifier') this.error(`${id}: import lucide-react's icons by name, not as ${specifier.type}`);
            const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
            const file = exports.get(imported);
            if (!file) this.error(`${id}: lucide-react has no icon named ${imported} (only icons come from the sprite: scripts/icon-sprite.ts)`);
            // Under `vite`, an icon imported since the start is in the sprite it serves (scanned on each request).
            const icon = sprite.icons.get(file) ?? (building ? null : await iconData(file));
            if (!icon) this.error(`${id}: the icon ${imported} is not in the sprite: the scan of ${options.root} did not find its import`);
            const aliases = (icon.aliases ?? []).map((alias) => `lucide-${alias}`).join(' ');
            const args = [JSON.stringify(icon.name), ...(aliases ? [JSON.stringify(aliases)] : [])].join(', ');
            // A function declaration, not a const: hoisted like the import it replaces, so no use of it comes too early.
            functions.push(`function ${specifier.local.name}(props) { return __fsfSpriteIcon(props, ${args}); }`);
          }
          // On as many lines as the import had, so that the lines after it keep their places in the source map.
          const lines = code.slice(statement.start, statement.end).split('\n').length;
          edits.push({ start: statement.start, end: statement.end, text: functions.join(' ') + '\n'.repeat(lines - 1) });
        }
        if (!edits.length) return null;
        let out = code;
        for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
        return { code: `import { spriteIcon as __fsfSpriteIcon } from ${JSON.stringify(options.component)}; ${out}`, map: null };
      },
    },
  };
}

interface Sprite {
  /** Its address, hashed by its content: /assets/icon-sprite-<hash>.svg. */
  url: string;
  svg: string;
  /** The icons in it, by lucide's file name (heart, circle-check). */
  icons: Map<string, IconData>;
}

/** The names of the icons the source under `root` imports (lucide's files: `heart`), failing on a name lucide lacks. */
export function scanIcons(root: string): Promise<string[]> {
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(tsx?|jsx?)$/.test(file) && !file.includes('node_modules'));
  const names = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const [, typeOnly, specifiers] of source.matchAll(LUCIDE_IMPORT)) {
      if (typeOnly) continue;
      for (const specifier of specifiers!.split(',').map((s) => s.trim())) {
        if (specifier && !specifier.startsWith('type ')) names.add(specifier.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return lucideExports().then((exports) =>
    [...names].map((name) => {
      const file = exports.get(name);
      if (!file) throw new Error(`icon sprite: lucide-react has no icon named ${name} (imported under ${root})`);
      return file;
    }),
  );
}

/** The sprite of the given icons: one <symbol> each, with lucide's own elements; its URL is a hash of its content. */
export async function buildSprite(names: string[]): Promise<Sprite> {
  const icons = new Map<string, IconData>();
  for (const file of [...new Set(names)].sort()) icons.set(file, await iconData(file));
  const escape = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const symbols = [...icons].map(([file, icon]) => {
    const size = icon.size ?? 24;
    const children = icon.node.map(([tag, attributes]) => {
      const attrs = Object.entries(attributes).filter(([name]) => name !== 'key');
      return `<${tag}${attrs.map(([name, value]) => ` ${name}="${escape(String(value))}"`).join('')}/>`;
    });
    return `<symbol id="${file}" viewBox="0 0 ${size} ${size}">${children.join('')}</symbol>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const hash = crypto.createHash('sha256').update(svg).digest('base64url').slice(0, 8);
  return { url: `/assets/icon-sprite-${hash}.svg`, svg, icons };
}

/** lucide-react's ESM folder (dist/esm), found through its export of single icons. */
const lucideDir = () => path.dirname(path.dirname(fileURLToPath(import.meta.resolve(`${LUCIDE}/icons/heart`))));

let exportsOnce: Promise<Map<string, string>> | null = null;
/** Each name lucide-react exports an icon under (Heart, HeartIcon, LucideHeart, CheckCircle2…) → its file (heart). */
export function lucideExports(): Promise<Map<string, string>> {
  exportsOnce ??= fs.promises.readFile(path.join(lucideDir(), 'lucide-react.mjs'), 'utf8').then((index) => {
    const exports = new Map<string, string>();
    for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
      for (const [, name] of names!.matchAll(/default as (\w+)/g)) exports.set(name!, file!);
    }
    return exports;
  });
  return exportsOnce;
}

const dataOf = new Map<string, Promise<IconData>>();
function iconData(file: string): Promise<IconData> {
  if (!dataOf.has(file))
    dataOf.set(
      file,
      import(pathToFileURL(path.join(lucideDir(), 'icons', `${file}.mjs`)).href).then((module: { __iconData: IconData }) => module.__iconData),
    );
  return dataOf.get(file)!;
}
