/**
 * The languages the product speaks (docs/product.md §10, issue 16). English is the default and the fallback: every key
 * exists in it, and a key missing elsewhere fails CI (`npm run i18n:check`).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie a visitor's choice is kept in (signed-in users also keep it on their account). */
export const LANGUAGE_COOKIE = 'lang';

/** Each language named in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * The locale Intl formats with. US English; plain `es` for Spanish, so decimals read "2,3 mi" and clocks "7:00"
 * as Spanish speakers write them (`es-US` would print "2.3").
 */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', es: 'es' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The reader's language from the page's translations (`useTranslation().i18n`); English for any other. */
export const languageOf = (i18n: { language: string }): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
