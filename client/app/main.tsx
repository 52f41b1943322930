import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createClientI18n, loadNamespaces } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/offline/service-worker';
import { App } from './app';
import './styles.css';

// zod would otherwise try `new Function` to see whether it may compile validators, which the CSP (script-src
// 'self', no eval) refuses and the browser reports as a violation. Validation works the same without it.
// zod keeps its settings in this global (zod/v4/core `config()` reads and writes it): setting it here, rather
// than importing zod's config, keeps zod out of the first chunk (it loads with the pages that validate).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

// The reader's language (on <html lang>, chosen by the server) and its shared words load before the first render.
const i18n = createClientI18n();
void loadNamespaces(i18n, ['common']).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </StrictMode>,
  ),
);

// The service worker: the app and the user's pages offline, actions queued offline, push (decision 022).
registerServiceWorker();
