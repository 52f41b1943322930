import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { ServerRenderer } from '@common/pages/server-render.js';
import { SERVER_STATE_ID } from '@common/pages/server-render.js';
import type { Db } from '../../db/client.js';
import type { SessionService } from '../auth/session.js';
import { presentUser } from '../auth/user.presenter.js';
import { settingsRepository } from '../../lib/settings/settings.repository.js';
import type { Manifest, RenderedPage, RenderPage } from '../../lib/rendered-page.js';
import { isLastingAnswer, loadPageQueries, pageDataLoaders, pageTags } from './page-data.js';

export type { Manifest, RenderedPage, RenderPage } from '../../lib/rendered-page.js';

/** Vite's manifest of the built client (null in a build without it): read once, here, at start-up. */
export function readManifest(clientDir: string): Manifest | null {
  const file = path.join(clientDir, '.vite/manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The chunks a page module needs beyond the first chunk, in the order the browser should fetch them. */
export function chunksOf(manifest: Manifest, modules: string[], entry = 'index.html') {
  const loaded = new Set<string>();
  const walk = (key: string) => {
    if (loaded.has(key) || !manifest[key]) return;
    loaded.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  walk(entry);
  // What the entry starts on demand (React DOM, then the app: client/app/main.tsx) is preloaded by index.html too.
  for (const started of manifest[entry]?.dynamicImports ?? []) walk(started);
  const already = new Set(loaded);
  for (const m of modules) walk(m);
  const keys = [...loaded].filter((k) => !already.has(k));
  return {
    scripts: keys.map((k) => `/${manifest[k].file}`),
    styles: keys.flatMap((k) => (manifest[k].css ?? []).map((c) => `/${c}`)),
  };
}

/** The chunks of a language's message catalogues (client/lib/i18n/index.ts loads each namespace as one). */
export function catalogueChunks(manifest: Manifest, lang: string, namespaces: string[]): string[] {
  return namespaces.flatMap((ns) => {
    const chunk = manifest[`../common/i18n/locales/${lang}/${ns}.json`];
    return chunk ? [`/${chunk.file}`] : [];
  });
}

/**
 * Loads the server-render bundle (`dist/ssr/entry-server.js`) built beside the client, and returns a function that
 * renders a request's page, or null when there is no bundle (the client is then rendered in the browser alone).
 */
export async function loadServerPages(clientDir: string, manifest: Manifest | null, deps: { db: Db; sessions: SessionService }): Promise<RenderPage | null> {
  const bundle = path.resolve(clientDir, '../ssr/entry-server.js');
  if (!fs.existsSync(bundle) || !manifest) return null;
  const { renderer } = (await import(pathToFileURL(bundle).href)) as { renderer: ServerRenderer };
  const loaders = pageDataLoaders(deps.db);
  const settings = settingsRepository(deps.db);
  const switchOn = async (key: string) => (await settings.get<{ isEnabled: boolean }>(key))?.isEnabled ?? false;

  return async function renderPage(request: FastifyRequest): Promise<RenderedPage | null> {
    if (!request.sessionId) await deps.sessions.resolve(request);
    const [maintenance, comingSoon] = await Promise.all([switchOn('maintenance'), switchOn('comingSoon')]);
    const now = new Date();
    const pageRequest = { url: request.url, user: request.user ? presentUser(request.user) : null, maintenance, comingSoon, lang: request.lang };
    const match = await renderer.matchPage(pageRequest);
    if (match.mode === 'shell') return null;
    const queries = await loadPageQueries(loaders, match.queries, { actor: request.user, now, lang: request.lang, ip: request.ip });
    const out = await renderer.render({ ...pageRequest, queries, now: now.getTime() });
    const { scripts, styles } = chunksOf(manifest, match.modules);
    return {
      head: styles.map((s) => `<link rel="stylesheet" href="${s}">`).join('\n    '),
      scripts: [...scripts, ...catalogueChunks(manifest, request.lang, out.namespaces)],
      root: out.html,
      afterRoot: `<script type="application/json" id="${SERVER_STATE_ID}">${out.state}</script>`,
      status: out.status,
      personal: Boolean(request.user),
      gated: out.gated,
      tags: pageTags(match.queries, queries),
      cacheable: !request.user && !out.gated && queries.every(isLastingAnswer),
    };
  };
}
