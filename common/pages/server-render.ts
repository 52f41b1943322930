import type { IntlAnswers } from '../i18n/intl-answers.js';
import type { Language } from '../i18n/languages.js';
import type { User } from '../schemas/auth.js';

/**
 * The contract between the client's server-render bundle (client/entry-server.tsx, built by `vite build --ssr`)
 * and the Fastify server that runs it (server/modules/pages). Types only: neither side imports the other.
 *
 * A public page declares the data its first render reads as `PageQuery`s: the query key the client reads and
 * where the server loads it from (`PageSource`). The server loads each source through the same service its API
 * route calls, so the HTML and the client's cache hold exactly what the API would have answered.
 */
export type PageSource =
  /** GET /api/farms?<query> */
  | { source: 'farms.search'; query: Record<string, string> }
  /** GET /api/farms/:id */
  | { source: 'farms.detail'; id: string }
  /** GET /api/farms/:id/trust */
  | { source: 'farms.trust'; id: string }
  /** GET /api/farms/:id/reviews (the first page) */
  | { source: 'farms.reviews'; id: string }
  /** GET /api/farms/:id/seasons */
  | { source: 'farms.seasons'; id: string }
  /** GET /api/farms/:id/picking */
  | { source: 'farms.picking'; id: string }
  /** GET /api/blog/posts?<query> */
  | { source: 'blog.list'; query: Record<string, string> }
  /** GET /api/blog/posts/:slug */
  | { source: 'blog.post'; slug: string }
  /** GET /api/blog/tags */
  | { source: 'blog.tags' }
  /** GET /api/in-season?<query> */
  | { source: 'inSeason.near'; query: Record<string, string> };

export type PageSourceName = PageSource['source'];

export interface PageQuery {
  queryKey: readonly unknown[];
  from: PageSource;
  /** An infinite (paged) query: the answer is its first page. */
  infinite?: boolean;
}

/** An API error as the client would have received it: status and the JSON body's message. */
export interface LoadError {
  status: number;
  message: string;
}

export type LoadedQuery = Omit<PageQuery, 'from'> & ({ data: unknown } | { error: LoadError });

/** What the server knows about a request before it renders. */
export interface PageRequest {
  /** Path and query string, as requested. */
  url: string;
  /** The signed-in user as GET /api/user presents them, or null. */
  user: User | null;
  maintenance: boolean;
  comingSoon: boolean;
  /** The reader's language (the server's `request.lang`: account setting, cookie, Accept-Language). */
  lang: Language;
}

export interface PageMatch {
  /** 'shell': a signed-in-only page, rendered in the browser from the empty app shell. */
  mode: 'server' | 'shell';
  /** The route's lazily loaded page modules (source paths relative to client/, as Vite's manifest names them). */
  modules: string[];
  queries: PageQuery[];
}

export interface RenderInput extends PageRequest {
  queries: LoadedQuery[];
  /** The instant the page is rendered at: the client hydrates with the same clock, then moves on. */
  now: number;
}

export interface RenderOutput {
  html: string;
  /** The dehydrated query cache and the render's clock, as JSON safe inside <script type="application/json">. */
  state: string;
  /** 404 when the path matched no page, 503 behind the maintenance gate. */
  status: number;
  /** A gate (maintenance, coming soon) was rendered in place of the page. */
  gated: boolean;
  /** The message namespaces the render used: the server preloads their catalogues' chunks with the page's. */
  namespaces: string[];
}

/** What client/entry-server.tsx exports. */
export interface ServerRenderer {
  /** Which page the request shows, with its module loaded (so it renders at once) and the data it reads. */
  matchPage(request: PageRequest): Promise<PageMatch>;
  render(input: RenderInput): Promise<RenderOutput>;
}

/** The id of the <script type="application/json"> that carries RenderOutput.state. */
export const SERVER_STATE_ID = 'fsf-state';

/** What RenderOutput.state holds. */
export interface ServerState {
  url: string;
  now: number;
  queries: unknown;
  /**
   * The language rendered in, and the message namespaces the render used: the browser loads their catalogues (preloaded
   * with the page's scripts) before it hydrates. The messages themselves are not in the page: 34 KB of the home page's
   * 152 KB, every page's again, where a catalogue's chunk is cached once (issue 31 point 5).
   */
  i18n?: { lang: Language; namespaces: string[] };
  /** What Intl answered the render (common/i18n/intl-answers.ts): the browser hydrates without starting ICU. */
  intl?: IntlAnswers;
}
