import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import esCommon from './locales/es/common.json';
import esErrors from './locales/es/errors.json';
import enFarms from './locales/en/farms.json';
import enTrust from './locales/en/trust.json';
import enFreshness from './locales/en/freshness.json';
import enInSeason from './locales/en/inSeason.json';
import enAlerts from './locales/en/alerts.json';
import enVisits from './locales/en/visits.json';
import enFavorites from './locales/en/favorites.json';
import enReviews from './locales/en/reviews.json';
import esFarms from './locales/es/farms.json';
import esTrust from './locales/es/trust.json';
import esFreshness from './locales/es/freshness.json';
import esInSeason from './locales/es/inSeason.json';
import esAlerts from './locales/es/alerts.json';
import esVisits from './locales/es/visits.json';
import esFavorites from './locales/es/favorites.json';
import esReviews from './locales/es/reviews.json';
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
    farms: enFarms,
    trust: enTrust,
    freshness: enFreshness,
    inSeason: enInSeason,
    alerts: enAlerts,
    visits: enVisits,
    favorites: enFavorites,
    reviews: enReviews,
  },
  es: {
    common: esCommon,
    errors: esErrors,
    farms: esFarms,
    trust: esTrust,
    freshness: esFreshness,
    inSeason: esInSeason,
    alerts: esAlerts,
    visits: esVisits,
    favorites: esFavorites,
    reviews: esReviews,
  },
} satisfies Record<Language, Record<string, object>>;

export type Namespace = keyof (typeof catalogues)['en'];
export const NAMESPACES = Object.keys(catalogues.en) as Namespace[];
