import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, type Language } from '@common/i18n/languages';
import { setI18n } from './react';
import { createTranslator, type Catalogue, type I18n, type Resources } from './translator';

// Each catalogue is its own small chunk: the browser loads the reader's language only, a namespace at a time
// (a page's namespaces load with it; a server-rendered page names the ones it used, and preloads their chunks).
const catalogueFiles = import.meta.glob<Catalogue>('./*/*.json', { import: 'default', base: '../../../common/i18n/locales' });

/** The page's language: the server decided it (user setting, cookie, Accept-Language) and wrote it on <html lang>. */
export function pageLanguage(): Language {
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : '';
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** The browser's translations (decision 038): the reader's language only, primed with what the server-rendered page carried. */
export function createClientI18n(lang: Language = pageLanguage(), resources?: Resources): I18n {
  const i18n = createTranslator({
    language: lang,
    resources,
    load(ns) {
      const load = catalogueFiles[`./${lang}/${ns}.json`];
      return load ? load() : Promise.reject(new Error(`No catalogue ${lang}/${ns}`));
    },
  });
  setI18n(i18n);
  return i18n;
}

/**
 * Switches language for this browser (the cookie; a signed-in user's account setting is saved by the caller)
 * and reloads, so the server renders the page, its title and its links in the new language.
 */
export function switchLanguage(lang: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
  // A `?lang=` address (a search result's alternate) would keep answering in its own language: drop it.
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  window.location.replace(url.href);
}
