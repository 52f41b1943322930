import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setupServer } from 'msw/node';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { catalogues } from '@common/i18n/catalogues';
import type { User } from '@common/schemas/auth';
import { Toaster } from '@/components/ui/toaster';
import { getI18n, setI18n } from '@/lib/i18n/react';
import { createTranslator, type Resources } from '@/lib/i18n/translator';
import { createQueryClient } from '@/lib/query-client';

/**
 * Page tests (issue 35 point 4, decision 061): a page renders as in the app, with the app's own query client
 * (client/lib/query-client.ts: its defaults, its fetching by key) and request helper, in the router at an address;
 * the network is msw, answering what the API answers. Every answer a test gives is parsed by the API's own response
 * schema from common/ first (`json(Schema, body)`), so an answer the server could not send fails the test.
 */
export const api = setupServer();
/** Answers a test gave that the API's schema refused: msw would send them as a 500, the test fails on them instead. */
const refused: string[] = [];

/** Installs the msw server around a test file (unanswered requests fail the test) and a translator in English. */
export function setUpPageTests() {
  // A page renders many components and waits on several answers: on a loaded two-core machine more than 5 s.
  vi.setConfig({ testTimeout: 30_000 });
  const before = getI18n();
  const unanswered: string[] = [];
  beforeAll(() => {
    api.listen({
      onUnhandledRequest: (request) => {
        unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
        throw new Error(`No answer in this test for ${request.method} ${request.url}`);
      },
    });
    setI18n(createTranslator({ language: 'en', resources: catalogues.en as unknown as Resources }));
  });
  afterEach(() => {
    cleanup();
    api.resetHandlers();
    // A page that asked for something the test did not expect fails, even when it rendered without it.
    const asked = unanswered.splice(0);
    if (asked.length) throw new Error(`Requests the test did not answer: ${[...new Set(asked)].join(', ')}`);
    const wrong = refused.splice(0);
    if (wrong.length) throw new Error(`Answers the API's schema refuses (update the test's answer):\n${wrong.join('\n')}`);
  });
  afterAll(() => {
    api.close();
    if (before) setI18n(before);
  });
}

/** A JSON answer, checked against the schema the server answers with. */
export function json(schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: Error } }, body: unknown, init?: ResponseInit) {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    refused.push(parsed.error?.message ?? 'refused');
    throw parsed.error;
  }
  return HttpResponse.json(parsed.data as object, init);
}

/** `GET /api/user`: who is signed in (null: nobody, a 401 as the server answers). */
export const signedInAs = (user: User | null) =>
  http.get('/api/user', () => (user ? HttpResponse.json(user) : HttpResponse.json({ message: 'Not signed in' }, { status: 401 })));

/** Renders a page at `address` with the app's query client; `handlers` answer its requests. */
export function renderPage(page: ReactElement, { address = '/', handlers = [] }: { address?: string; handlers?: RequestHandler[] } = {}) {
  api.use(...handlers);
  const [path, search = ''] = address.split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const queryClient = createQueryClient(false);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Suspense fallback={<p>Loading…</p>}>{page}</Suspense>
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, location };
}
