/**
 * Intl's answers a server render gave, sent with the page so the phone hydrates it without making an Intl object
 * (issue 31 point 1, decision 075). The first Intl object of a page is ICU starting: 50–90 ms in one task on a slow
 * phone. Every formatter of `format.ts` (and the translator's plural rules, for a count that is not a whole number:
 * whole ones are written without Intl) is made here and asks the answers first (a small module: the translator brings
 * it into the first script). A server render writes down each answer it computed, per formatter and input; the
 * browser starts with them and makes a formatter only for an input the server did not format (after the live clock
 * took over, on a new page).
 * A formatter's answer depends only on its locale, options and input, so a known answer stays right at any time.
 */

/** Formatter key (locale, options, zone) → input → text. */
export type IntlAnswers = Record<string, Record<string, string>>;

let known: IntlAnswers = {};
let current: () => IntlAnswers | undefined = () => undefined;

/** The browser: the answers its server-rendered page came with. */
export function seedIntlAnswers(answers: IntlAnswers | undefined) {
  known = answers ?? {};
}

/** The server: where the answers of the render running now are written (a request's own store), if any. */
export function recordIntlAnswersIn(store: () => IntlAnswers | undefined) {
  current = store;
}

/** `compute()`'s text for `input` to the formatter `key`: the server's when it sent it, else computed (and noted). */
function answer(key: string, input: string, compute: () => string): string {
  const sent = known[key]?.[input];
  if (typeof sent === 'string') return sent;
  const text = compute();
  const record = current();
  if (record) (record[key] ??= {})[input] = text;
  return text;
}

/** A formatter as format.ts's helpers use it: its one method, answering text. */
export interface Formatter<A extends unknown[]> {
  format(...args: A): string;
}

const formatters = new Map<string, unknown>();

/**
 * The formatter of `key` (its locale, options and zone), made once; its Intl object is made only for an input with
 * no answer known. `input` names an input for the answers; null: never answer from them.
 */
export function formatterOf<A extends unknown[]>(key: string, make: () => Formatter<A>, input: ((...args: A) => string) | null): Formatter<A> {
  let f = formatters.get(key) as Formatter<A> | undefined;
  if (!f) {
    let intl: Formatter<A> | undefined;
    const compute = (...args: A) => (intl ??= make()).format(...args);
    f = { format: input ? (...args: A) => answer(key, input(...args), () => compute(...args)) : compute };
    formatters.set(key, f);
  }
  return f;
}

/**
 * The plural category of a whole count in the product's languages, as CLDR gives it, without Intl (compared with
 * Intl.PluralRules in intl-answers.test.ts). Answers hold only the counts the server rendered: a count rendered in the
 * browser alone ("Coming up near you", fetched after the load) made the page's first Intl object whenever the page's own
 * counts differed, as they do once stands are added.
 */
function wholeCountCategory(language: string, n: number): string | undefined {
  if (!Number.isSafeInteger(n) || n < 0) return undefined;
  if (language === 'en') return n === 1 ? 'one' : 'other';
  if (language === 'es') return n === 1 ? 'one' : n !== 0 && n % 1_000_000 === 0 ? 'many' : 'other';
  return undefined;
}

/** The plural category of `count` in `language` ("one", "other"…), for the translator's `key_<category>`. */
export const pluralCategory = (language: string, count: number): string =>
  wholeCountCategory(language, count) ??
  formatterOf(
    `p:${language}`,
    () => {
      const rules = new Intl.PluralRules(language);
      return { format: (n: number) => rules.select(n) };
    },
    (n: number) => String(n),
  ).format(count);
