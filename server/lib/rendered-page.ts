import type { FastifyRequest } from 'fastify';

/**
 * The shapes the page renderer (modules/pages/server-pages.ts) and the plugin that serves pages (plugins/spa.ts)
 * share. They live below both, so the plugin needs nothing of a module (eslint.config.js, SERVER_LAYERS; decision 059):
 * app.ts hands the renderer in.
 */

/** A page as the server rendered it: what goes in <head>, inside #root, and after it. */
export interface RenderedPage {
  /** Its own stylesheets' links. */
  head: string;
  /** Its own chunks beyond the first chunk's, in fetch order: preloaded, or fetched after paint (server/plugins/spa.ts). */
  scripts: string[];
  root: string;
  afterRoot: string;
  status: number;
  /** The page shows the signed-in user's own data: no shared cache may keep it. */
  personal: boolean;
  /** A gate was rendered in place of the page: its <head> must not describe the page either. */
  gated: boolean;
}

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
/** Vite's manifest of the built client. */
export type Manifest = Record<string, ManifestChunk>;

/** Renders a request's page on the server, or null when the browser renders it alone (the shell). */
export type RenderPage = (request: FastifyRequest) => Promise<RenderedPage | null>;
