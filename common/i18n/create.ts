import i18next, { type InitOptions, type Module, type Resource, type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';

/** The options every i18next instance shares, on the server (emails, errors, server rendering) and in the browser. */
export const baseOptions = {
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  // `:` separates the namespace, `.` nests keys: `farms:card.closes`. Plurals use Intl's categories
  // (`_one`, `_other`; Spanish adds `_many`), which the key check asks every catalogue for.
  nsSeparator: ':',
  keySeparator: '.',
  // React escapes what it renders; the mail templates escape their own values (server/lib/mail).
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
} satisfies InitOptions;

/**
 * A fresh, synchronously initialised instance for one language: one per request on the server (so two
 * visitors never share a language), one per page in the browser. `resources` may hold only some namespaces;
 * a `backend` module loads the rest on demand.
 */
export function createI18n(lang: Language, options: { resources?: Resource; modules?: Module[]; fallback?: boolean; ns?: string[] } = {}): i18n {
  const instance = i18next.createInstance();
  for (const m of options.modules ?? []) instance.use(m);
  void instance.init({
    ...baseOptions,
    lng: lang,
    // The server keeps every catalogue in memory and falls back to English; the browser loads only the reader's
    // language (CI guarantees every key exists in each, so there is nothing to fall back to).
    fallbackLng: options.fallback === false ? false : DEFAULT_LANGUAGE,
    resources: options.resources,
    partialBundledLanguages: !!options.modules?.length,
    ns: options.ns ?? ['common'],
    initAsync: false,
  });
  return instance;
}
