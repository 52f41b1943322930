import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import esCommon from './locales/es/common.json';
import esErrors from './locales/es/errors.json';
import enAuth from './locales/en/auth.json';
import esAuth from './locales/es/auth.json';
import enOnboarding from './locales/en/onboarding.json';
import esOnboarding from './locales/es/onboarding.json';
import enPush from './locales/en/push.json';
import esPush from './locales/es/push.json';
import enOffline from './locales/en/offline.json';
import esOffline from './locales/es/offline.json';
import enInstall from './locales/en/install.json';
import esInstall from './locales/es/install.json';
import enGeo from './locales/en/geo.json';
import esGeo from './locales/es/geo.json';
import enNewsletter from './locales/en/newsletter.json';
import esNewsletter from './locales/es/newsletter.json';
import enSite from './locales/en/site.json';
import esSite from './locales/es/site.json';
import enSupport from './locales/en/support.json';
import esSupport from './locales/es/support.json';
import enMessages from './locales/en/messages.json';
import esMessages from './locales/es/messages.json';
import enTrips from './locales/en/trips.json';
import esTrips from './locales/es/trips.json';
import enNotifications from './locales/en/notifications.json';
import esNotifications from './locales/es/notifications.json';
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
    auth: enAuth,
    onboarding: enOnboarding,
    push: enPush,
    offline: enOffline,
    install: enInstall,
    geo: enGeo,
    newsletter: enNewsletter,
    site: enSite,
    support: enSupport,
    messages: enMessages,
    trips: enTrips,
    notifications: enNotifications,
  },
  es: {
    common: esCommon,
    errors: esErrors,
    auth: esAuth,
    onboarding: esOnboarding,
    push: esPush,
    offline: esOffline,
    install: esInstall,
    geo: esGeo,
    newsletter: esNewsletter,
    site: esSite,
    support: esSupport,
    messages: esMessages,
    trips: esTrips,
    notifications: esNotifications,
  },
} satisfies Record<Language, Record<string, object>>;

export type Namespace = keyof (typeof catalogues)['en'];
export const NAMESPACES = Object.keys(catalogues.en) as Namespace[];
