import enAlerts from './locales/en/alerts.json';
import enApiKeys from './locales/en/apiKeys.json';
import enCommon from './locales/en/common.json';
import enContent from './locales/en/content.json';
import enEmails from './locales/en/emails.json';
import enErrors from './locales/en/errors.json';
import enFarms from './locales/en/farms.json';
import enFavorites from './locales/en/favorites.json';
import enFreshness from './locales/en/freshness.json';
import enInSeason from './locales/en/inSeason.json';
import enLayout from './locales/en/layout.json';
import enPages from './locales/en/pages.json';
import enPush from './locales/en/push.json';
import enReviews from './locales/en/reviews.json';
import enTrust from './locales/en/trust.json';
import enVisits from './locales/en/visits.json';
import esAlerts from './locales/es/alerts.json';
import esApiKeys from './locales/es/apiKeys.json';
import esCommon from './locales/es/common.json';
import esContent from './locales/es/content.json';
import esEmails from './locales/es/emails.json';
import esErrors from './locales/es/errors.json';
import esFarms from './locales/es/farms.json';
import esFavorites from './locales/es/favorites.json';
import esFreshness from './locales/es/freshness.json';
import esInSeason from './locales/es/inSeason.json';
import esLayout from './locales/es/layout.json';
import esPages from './locales/es/pages.json';
import esPush from './locales/es/push.json';
import esReviews from './locales/es/reviews.json';
import esTrust from './locales/es/trust.json';
import esVisits from './locales/es/visits.json';
import type { Language } from './languages.js';

/**
 * Every catalogue, for the server (it renders pages, emails, push notifications and error messages in any
 * language) and for the types of the keys. The browser never imports this file: it loads only the reader's
 * language, a namespace at a time (client/lib/i18n.ts). A new namespace is one JSON file per language and a
 * line here for each.
 */
export const catalogues = {
  en: {
    common: enCommon,
    errors: enErrors,
    alerts: enAlerts,
    apiKeys: enApiKeys,
    content: enContent,
    emails: enEmails,
    farms: enFarms,
    favorites: enFavorites,
    freshness: enFreshness,
    inSeason: enInSeason,
    layout: enLayout,
    pages: enPages,
    push: enPush,
    reviews: enReviews,
    trust: enTrust,
    visits: enVisits,
  },
  es: {
    common: esCommon,
    errors: esErrors,
    alerts: esAlerts,
    apiKeys: esApiKeys,
    content: esContent,
    emails: esEmails,
    farms: esFarms,
    favorites: esFavorites,
    freshness: esFreshness,
    inSeason: esInSeason,
    layout: esLayout,
    pages: esPages,
    push: esPush,
    reviews: esReviews,
    trust: esTrust,
    visits: esVisits,
  },
} satisfies Record<Language, Record<string, object>>;

export type Namespace = keyof (typeof catalogues)['en'];
export const NAMESPACES = Object.keys(catalogues.en) as Namespace[];
