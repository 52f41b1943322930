// The server-render bundle (`vite build --ssr client/entry-server.tsx`): the Fastify server asks it which page a
// request shows and what that page reads (matchPage), loads those answers through its own services, then has it
// render the page with them (render). See docs/architecture.md, "Server-rendered pages".
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { catalogues } from '@common/i18n/catalogues';
import { recordIntlAnswersIn, type IntlAnswers } from '@common/i18n/intl-answers';
import type { PageMatch, PageRequest, RenderInput, RenderOutput, ServerRenderer, ServerState } from '@common/pages/server-render';
import { App } from '@/app/app';
import { findRoute, isLazyPage, NOT_FOUND } from '@/app/routes';
import { signedInBadges } from '@/app/shell/header';
import { userQuery } from '@/features/auth/api/use-user';
import { siteQueries } from '@/features/site/api/settings';
import { gateFor } from '@/features/site/gates';
import { ApiError } from '@/lib/api-client';
import { I18nProvider } from '@/lib/i18n/react';
import { createTranslator, type Resources } from '@/lib/i18n/translator';
import { createQueryClient } from '@/lib/query-client';

const split = (url: string) => {
  const q = url.indexOf('?');
  return q < 0 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q + 1) };
};

const gateOf = ({ url, user, maintenance, comingSoon }: PageRequest) =>
  gateFor({ maintenance, comingSoon, isAdmin: user?.userType === 'admin', pathname: split(url).pathname });

async function matchPage(request: PageRequest): Promise<PageMatch> {
  const { pathname, search } = split(request.url);
  const found = findRoute(pathname);
  // A gated site shows the gate on every page (signed-in ones too), and neither loads nor sends a page's data.
  if (gateOf(request)) return { mode: 'server', modules: [], queries: [] };
  if (found?.route.guarded) return { mode: 'shell', modules: [], queries: [] };
  const page = found ? found.route.page : NOT_FOUND;
  if (!isLazyPage(page)) return { mode: 'server', modules: [], queries: [] };
  const loaded = await page.load(); // also lets the lazy page render at once
  const queries = found ? (loaded.serverData?.({ params: found.params, search, user: request.user }) ?? []) : [];
  if (!request.user) return { mode: 'server', modules: [page.module], queries };
  // The signed-in header's badges come with the page, as its chunk does: the browser hydrates them with it.
  await signedInBadges.load();
  return { mode: 'server', modules: [page.module, signedInBadges.module], queries };
}

function primeCache(queryClient: QueryClient, { user, maintenance, comingSoon, queries }: RenderInput) {
  queryClient.setQueryData(userQuery.queryKey, user);
  queryClient.setQueryData(siteQueries.maintenance().queryKey, { isEnabled: maintenance });
  queryClient.setQueryData(siteQueries.comingSoon().queryKey, { isEnabled: comingSoon });
  for (const q of queries) {
    if ('data' in q) {
      queryClient.setQueryData(q.queryKey, q.infinite ? { pages: [q.data], pageParams: [null] } : q.data);
    } else {
      // The client would have met this error (an unknown listing, a place that is not found): render it the same.
      const query = queryClient.getQueryCache().build(queryClient, { queryKey: q.queryKey });
      const error = new ApiError(q.error.status, JSON.stringify({ message: q.error.message }), '');
      query.setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
      queryClient.setQueryDefaults(q.queryKey, { retryOnMount: false }); // as lib/server-state.ts does in the browser
    }
  }
}

/** Renders to a string once every lazy part has resolved (a crawler and a phone without JavaScript get it all). */
function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed: unknown;
    const sink = new Writable({
      write(chunk, _enc, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        done();
        const html = Buffer.concat(chunks).toString('utf8');
        if (failed) reject(failed);
        else if (html.includes('<script')) reject(new Error('the render needs an inline script, which the CSP refuses'));
        else resolve(html);
      },
    });
    const stream = renderToPipeableStream(element, {
      // Everything in place, in order: no boundary is sent ahead of its content and revealed by an inline script
      // (the CSP allows no inline script, and nothing here is worth streaming ahead: the data is loaded before).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error inside a boundary would otherwise ship a fallback for the browser to retry: the server sends the
      // app shell instead, and says why in its log.
      onError: (err) => void (failed ??= err),
    });
  });
}

// Each render writes down what Intl answered it, in its own store: renders of several requests interleave.
const intlAnswers = new AsyncLocalStorage<IntlAnswers>();
recordIntlAnswersIn(() => intlAnswers.getStore());

async function render(input: RenderInput): Promise<RenderOutput> {
  const queryClient = createQueryClient(false);
  primeCache(queryClient, input);
  // One instance per request, in the reader's language: two visitors never share one. The page renders with the
  // browser's runtime (decision 038), so the markup is the one hydration expects by construction.
  const i18n = createTranslator({ language: input.lang, resources: catalogues[input.lang] as unknown as Resources });
  const intl: IntlAnswers = {};
  const html = await intlAnswers.run(intl, () =>
    renderToHtml(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <App queryClient={queryClient} ssrPath={input.url} serverNow={input.now} />
        </I18nProvider>
      </StrictMode>,
    ),
  );
  // The browser loads the catalogues this render used before it hydrates (their chunks come with the page's).
  const messages = catalogues[input.lang] as Record<string, unknown>;
  const namespaces = [...new Set(['common', ...i18n.usedNamespaces])].filter((ns) => ns in messages);
  const state: ServerState = {
    url: input.url,
    now: input.now,
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' || q.state.status === 'error' }),
    i18n: { lang: input.lang, namespaces },
    // The browser hydrates with exactly these, making no Intl object of its own before the first touch (decision 075).
    intl,
  };
  const gate = gateOf(input);
  return {
    html,
    // Inside <script type="application/json">: "</script>" and "<!--" must not end or open anything.
    state: JSON.stringify(state).replace(/</g, '\\u003c'),
    // Maintenance says "come back later" to crawlers too; a path no route matches is the not-found page.
    status: gate === 'maintenance' ? 503 : gate || findRoute(split(input.url).pathname) ? 200 : 404,
    gated: gate !== null,
    namespaces,
  };
}

export const renderer: ServerRenderer = { matchPage, render };
