import enApiKeys from './locales/en/apiKeys.json';
import enCommon from './locales/en/common.json';
import enContent from './locales/en/content.json';
import enErrors from './locales/en/errors.json';
import enLayout from './locales/en/layout.json';
import enPages from './locales/en/pages.json';
import esApiKeys from './locales/es/apiKeys.json';
import esCommon from './locales/es/common.json';
import esContent from './locales/es/content.json';
import esErrors from './locales/es/errors.json';
import esLayout from './locales/es/layout.json';
import esPages from './locales/es/pages.json';
import type { Language } from './languages.js';

/**
 * Every catalogue, for the server (it renders pages, emails, push notifications and error messages in any
 * language) and for the types of the keys. The browser never imports this file: it loads only the reader's
 * language, a namespace at a time (client/lib/i18n.ts). A new namespace is one JSON file per language and a
 * line here for each.
 */
export const catalogues = {
  en: { common: enCommon, errors: enErrors, apiKeys: enApiKeys, content: enContent, layout: enLayout, pages: enPages },
  es: { common: esCommon, errors: esErrors, apiKeys: esApiKeys, content: esContent, layout: esLayout, pages: esPages },
} satisfies Record<Language, Record<string, object>>;

export type Namespace = keyof (typeof catalogues)['en'];
export const NAMESPACES = Object.keys(catalogues.en) as Namespace[];
