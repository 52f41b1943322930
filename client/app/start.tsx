import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { seedIntlAnswers } from '@common/i18n/intl-answers';
import { captureInstallPrompt } from '@/features/install/install-prompt';
import { createClientI18n } from '@/lib/i18n';
import { I18nProvider } from '@/lib/i18n/react';
import { registerServiceWorker } from '@/lib/offline/service-worker';
import { installDeferredHydration } from '@/lib/hydration';
import { createQueryClient } from '@/lib/query-client';
import { hydrateQueries, readServerState } from '@/lib/server-state';
import { App } from './app';
import { loadPageAt } from './routes';
import { signedInBadges } from './shell/header';
import { userQuery } from '@/features/auth/api/use-user';

// The app's start, loaded by main.tsx once React DOM is in (decision 080).

// zod would otherwise try `new Function` to see whether it may compile validators, which the CSP (script-src
// 'self', no eval) refuses and the browser reports as a violation. Validation works the same without it.
// zod keeps its settings in this global (zod/v4/core `config()` reads and writes it): setting it here, rather
// than importing zod's config, keeps zod out of the first chunk (it loads with the pages that validate).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

captureInstallPrompt();

const queryClient = createQueryClient();

async function start() {
  const root = document.getElementById('root')!;
  const state = readServerState();
  // What Intl answered the server's render: hydration formats nothing itself, so ICU does not start (50–90 ms on a
  // slow phone) before the first touch (decision 075).
  seedIntlAnswers(state?.intl);
  // The reader's language: the server chose it, and named the catalogues its render used (their chunks were preloaded
  // with the page's); the header, footer and splash are on every page, the shell's too: their words before the first render.
  const i18n = createClientI18n(state?.i18n?.lang);
  await i18n.loadNamespaces(['common', 'layout', ...(state?.i18n?.namespaces ?? [])]);
  if (state && root.firstElementChild) {
    // The server rendered this page: take over its markup. The page's chunk was preloaded by the server's
    // <link rel="modulepreload">, and its data comes with the page, so hydration renders in one pass and fetches nothing.
    hydrateQueries(queryClient, state);
    // The page's sections marked to hydrate when seen (lib/hydration.tsx, decision 073) wait as the server sent them.
    installDeferredHydration(root);
    // So are a signed-in header's badges (app/shell/header.tsx), or a tap on the bell before they came would be lost.
    const signedIn = Boolean(queryClient.getQueryData(userQuery.queryKey));
    await Promise.all([loadPageAt(window.location.pathname), signedIn && signedInBadges.load()]).catch(() => {});
    // In a transition, React hydrates in slices of a few milliseconds, yielding to the browser in between, instead
    // of one task as long as the page (a slow phone's main thread would be blocked for hundreds of ms: the page
    // is on screen but does not answer a tap). Input on a part not yet hydrated hydrates that part first.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <App queryClient={queryClient} serverNow={state.now} />
          </I18nProvider>
        </StrictMode>,
      );
    });
  } else {
    // The app shell (a signed-in page, or the service worker's offline fallback): render from scratch.
    root.replaceChildren();
    createRoot(root).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <App queryClient={queryClient} />
        </I18nProvider>
      </StrictMode>,
    );
  }
}
void start();

// The service worker: the app and the user's pages offline, actions queued offline, push (decision 022).
// Once the first worker controls the page, the answers on screen are asked again through it, so it keeps the
// signed-in user's (a thread opened by its address is readable offline: saved-rules.ts).
registerServiceWorker(() => void queryClient.refetchQueries({ type: 'active' }));
