import type { Plugin, Rollup } from 'vite';

/**
 * Writes into index.html a <link rel="modulepreload"> for each file the entry starts on demand (its dynamic imports
 * and what they import), as Vite does for its static imports: the entry only starts React DOM and then the app, each
 * in a task of its own (client/app/main.tsx, decision 080), and both must be downloading beside the entry, not found
 * one after the other. The server moves these tags to the after-paint script with the others (server/plugins/spa.ts).
 */
export function startPreloads(): Plugin {
  return {
    name: 'fsf:start-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const entry = ctx.chunk;
        const bundle = ctx.bundle;
        if (!entry || !bundle) return [];
        const closure = (roots: string[], into = new Set<string>()) => {
          for (const fileName of roots) {
            const chunk = bundle[fileName] as Rollup.OutputChunk | undefined;
            if (chunk?.type !== 'chunk' || into.has(fileName)) continue;
            into.add(fileName);
            closure(chunk.imports, into);
          }
          return into;
        };
        const preloaded = closure(entry.imports, new Set([entry.fileName]));
        return [...closure(entry.dynamicImports)]
          .filter((fileName) => !preloaded.has(fileName))
          .map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}
