import Negotiator from 'negotiator';
import type { TFunction, i18n } from 'i18next';
import { NAMESPACES, catalogues, type Namespace } from '@common/i18n/catalogues.js';
import { createI18n } from '@common/i18n/create.js';
import { isMessageKey } from '@common/i18n/keys.js';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@common/i18n/languages.js';

export type { Language };

/** Values a message is filled with ("Closes {{time}}"). */
export type MessageValues = Record<string, string | number | { key: string; values?: MessageValues }>;
/** What the server says: a catalogue key (`errors:listing.notFound`), with values where it has blanks. */
export type Message = string | { key: string; values?: MessageValues };

// One instance per language for the whole process: they are read-only once built, so requests share them.
const instances = new Map<Language, i18n>();
export function i18nFor(lang: Language): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang, { resources: catalogues, ns: NAMESPACES });
    instances.set(lang, instance);
  }
  return instance;
}

/** `t` in a language: emails, push notifications and in-app notifications are written in the recipient's. */
export const translator = (lang: Language): TFunction<Namespace[]> => i18nFor(lang).getFixedT(lang, NAMESPACES);

/**
 * A message in a language. A key is looked up; any other string is said as it is (text that is not a key:
 * a person's words, or a message not moved to the catalogues).
 */
export function localize(message: Message, lang: Language): string {
  const { key, values } = typeof message === 'string' ? { key: message, values: undefined } : message;
  if (!isMessageKey(key)) return key;
  const t = i18nFor(lang).t as unknown as (k: string, v?: Record<string, string | number>) => string;
  // A value may itself be a message ("Verify your email address to {{action}}"): said in the same language. A
  // string is a key only if the catalogues have it: a listing named "shop:42" stays its name.
  const value = (v: MessageValues[string]) =>
    typeof v === 'number' ? v : typeof v === 'string' ? (isMessageKey(v) && i18nFor(lang).exists(v) ? t(v) : v) : localize(v, lang);
  const said = values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, value(v)]));
  return t(key, said);
}

/**
 * A message as text a column keeps (a failed job's `last_error`), and back: a key with values is kept as JSON, so
 * it is said in the language of whoever reads it later. Text that is not such JSON reads back as itself.
 */
export const messageToText = (message: Message): string => (typeof message === 'string' ? message : JSON.stringify(message));
export function messageFromText(text: string): Message {
  if (!text.startsWith('{"key":')) return text;
  try {
    const parsed = JSON.parse(text) as { key?: unknown };
    return typeof parsed.key === 'string' ? (parsed as Exclude<Message, string>) : text;
  } catch {
    return text;
  }
}

/**
 * The language to answer in (issue 16): a page address's `?lang=` (one page view in a chosen language: the URL
 * hreflang alternates point to), else the signed-in user's setting, else the `lang` cookie, else the browser's
 * Accept-Language, else English.
 */
export function pickLanguage(input: { query?: string; userLanguage?: string | null; cookie?: string; acceptLanguage?: string }): Language {
  if (isLanguage(input.query)) return input.query;
  if (isLanguage(input.userLanguage)) return input.userLanguage;
  if (isLanguage(input.cookie)) return input.cookie;
  if (input.acceptLanguage) {
    const [best] = new Negotiator({ headers: { 'accept-language': input.acceptLanguage } }).languages([...LANGUAGES]);
    if (isLanguage(best)) return best;
  }
  return DEFAULT_LANGUAGE;
}
