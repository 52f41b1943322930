import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import esCommon from './locales/es/common.json';
import esErrors from './locales/es/errors.json';
import enAuth from './locales/en/auth.json';
import esAuth from './locales/es/auth.json';
import type { Language } from './languages.js';

/**
 * Every catalogue, for the server (it renders pages, emails, push notifications and error messages in any
 * language) and for the types of the keys. The browser never imports this file: it loads only the reader's
 * language, a namespace at a time (client/lib/i18n.ts). A new namespace is one JSON file per language and a
 * line here for each.
 */
export const catalogues = {
  en: { common: enCommon, errors: enErrors, auth: enAuth },
  es: { common: esCommon, errors: esErrors, auth: esAuth },
} satisfies Record<Language, Record<string, object>>;

export type Namespace = keyof (typeof catalogues)['en'];
export const NAMESPACES = Object.keys(catalogues.en) as Namespace[];
