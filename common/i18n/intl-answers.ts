/**
 * Intl's answers a server render gave, sent with the page so the phone hydrates it without making an Intl object
 * (issue 31 point 1, decision 074). The first Intl object of a page is ICU starting: 50–90 ms in one task on a slow
 * phone, whichever formatter it is. Every formatter of `format.ts` (and the translator's plural rules) asks here
 * first: a server render writes down each answer it computed, per formatter and input; the browser starts with them
 * and makes a formatter only for an input the server did not format (after the live clock took over, a new page).
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
export function intlAnswer(key: string, input: string, compute: () => string): string {
  const sent = known[key]?.[input];
  if (sent !== undefined) return sent;
  const text = compute();
  const record = current();
  if (record) (record[key] ??= {})[input] = text;
  return text;
}
