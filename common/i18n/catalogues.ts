import enAchievements from './locales/en/achievements.json';
import enAdmin from './locales/en/admin.json';
import enAlerts from './locales/en/alerts.json';
import enAmbassadors from './locales/en/ambassadors.json';
import enApiKeys from './locales/en/apiKeys.json';
import enAuth from './locales/en/auth.json';
import enBlog from './locales/en/blog.json';
import enCommon from './locales/en/common.json';
import enContent from './locales/en/content.json';
import enDashboard from './locales/en/dashboard.json';
import enEmails from './locales/en/emails.json';
import enErrors from './locales/en/errors.json';
import enFarms from './locales/en/farms.json';
import enFavorites from './locales/en/favorites.json';
import enFreshness from './locales/en/freshness.json';
import enGeo from './locales/en/geo.json';
import enInSeason from './locales/en/inSeason.json';
import enInstall from './locales/en/install.json';
import enLayout from './locales/en/layout.json';
import enMessages from './locales/en/messages.json';
import enNewsletter from './locales/en/newsletter.json';
import enNotifications from './locales/en/notifications.json';
import enOffline from './locales/en/offline.json';
import enOnboarding from './locales/en/onboarding.json';
import enPages from './locales/en/pages.json';
import enPush from './locales/en/push.json';
import enReviews from './locales/en/reviews.json';
import enSite from './locales/en/site.json';
import enSponsors from './locales/en/sponsors.json';
import enSupport from './locales/en/support.json';
import enTrips from './locales/en/trips.json';
import enTrust from './locales/en/trust.json';
import enVisits from './locales/en/visits.json';
import esAchievements from './locales/es/achievements.json';
import esAdmin from './locales/es/admin.json';
import esAlerts from './locales/es/alerts.json';
import esAmbassadors from './locales/es/ambassadors.json';
import esApiKeys from './locales/es/apiKeys.json';
import esAuth from './locales/es/auth.json';
import esBlog from './locales/es/blog.json';
import esCommon from './locales/es/common.json';
import esContent from './locales/es/content.json';
import esDashboard from './locales/es/dashboard.json';
import esEmails from './locales/es/emails.json';
import esErrors from './locales/es/errors.json';
import esFarms from './locales/es/farms.json';
import esFavorites from './locales/es/favorites.json';
import esFreshness from './locales/es/freshness.json';
import esGeo from './locales/es/geo.json';
import esInSeason from './locales/es/inSeason.json';
import esInstall from './locales/es/install.json';
import esLayout from './locales/es/layout.json';
import esMessages from './locales/es/messages.json';
import esNewsletter from './locales/es/newsletter.json';
import esNotifications from './locales/es/notifications.json';
import esOffline from './locales/es/offline.json';
import esOnboarding from './locales/es/onboarding.json';
import esPages from './locales/es/pages.json';
import esPush from './locales/es/push.json';
import esReviews from './locales/es/reviews.json';
import esSite from './locales/es/site.json';
import esSponsors from './locales/es/sponsors.json';
import esSupport from './locales/es/support.json';
import esTrips from './locales/es/trips.json';
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
    achievements: enAchievements,
    admin: enAdmin,
    alerts: enAlerts,
    ambassadors: enAmbassadors,
    apiKeys: enApiKeys,
    auth: enAuth,
    blog: enBlog,
    content: enContent,
    dashboard: enDashboard,
    emails: enEmails,
    farms: enFarms,
    favorites: enFavorites,
    freshness: enFreshness,
    geo: enGeo,
    inSeason: enInSeason,
    install: enInstall,
    layout: enLayout,
    messages: enMessages,
    newsletter: enNewsletter,
    notifications: enNotifications,
    offline: enOffline,
    onboarding: enOnboarding,
    pages: enPages,
    push: enPush,
    reviews: enReviews,
    site: enSite,
    sponsors: enSponsors,
    support: enSupport,
    trips: enTrips,
    trust: enTrust,
    visits: enVisits,
  },
  es: {
    common: esCommon,
    errors: esErrors,
    achievements: esAchievements,
    admin: esAdmin,
    alerts: esAlerts,
    ambassadors: esAmbassadors,
    apiKeys: esApiKeys,
    auth: esAuth,
    blog: esBlog,
    content: esContent,
    dashboard: esDashboard,
    emails: esEmails,
    farms: esFarms,
    favorites: esFavorites,
    freshness: esFreshness,
    geo: esGeo,
    inSeason: esInSeason,
    install: esInstall,
    layout: esLayout,
    messages: esMessages,
    newsletter: esNewsletter,
    notifications: esNotifications,
    offline: esOffline,
    onboarding: esOnboarding,
    pages: esPages,
    push: esPush,
    reviews: esReviews,
    site: esSite,
    sponsors: esSponsors,
    support: esSupport,
    trips: esTrips,
    trust: esTrust,
    visits: esVisits,
  },
} satisfies Record<Language, Record<string, object>>;

export type Namespace = keyof (typeof catalogues)['en'];
export const NAMESPACES = Object.keys(catalogues.en) as Namespace[];
