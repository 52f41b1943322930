import type { BackendModule, Resource, i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createI18n } from '@common/i18n/create';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, type Language } from '@common/i18n/languages';

// Each catalogue is its own small chunk: the browser loads the reader's language only, a namespace at a time
// (a page's namespaces load with it; the server-rendered HTML carries the ones it used).
const catalogueFiles = import.meta.glob<Record<string, unknown>>('../../common/i18n/locales/*/*.json', { import: 'default' });

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, done) {
    const load = catalogueFiles[`../../common/i18n/locales/${lang}/${ns}.json`];
    if (!load) return done(new Error(`No catalogue ${lang}/${ns}`), false);
    load().then(
      (data) => done(null, data),
      (err: Error) => done(err, false),
    );
  },
};

/** The page's language: the server decided it (user setting, cookie, Accept-Language) and wrote it on <html lang>. */
export function pageLanguage(): Language {
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : '';
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** The browser's i18next: the reader's language only, primed with what the server-rendered page carried. */
export function createClientI18n(lang: Language = pageLanguage(), resources?: Resource): i18n {
  return createI18n(lang, { resources, modules: [initReactI18next, lazyCatalogues], fallback: false });
}

/** Loads namespaces before the first render, so nothing flashes in the wrong words (or as keys). */
export const loadNamespaces = (instance: i18n, ns: string[]) => instance.loadNamespaces(ns);

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
