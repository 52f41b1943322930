import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntlAnswers } from './intl-answers.js';

// The server and the browser are each a fresh copy of the modules: formatters and answers are kept per module.
async function side() {
  vi.resetModules();
  const answers = await import('./intl-answers.js');
  const format = await import('./format.js');
  return { ...format, ...answers };
}

// Every Intl object made, by kind: what the phone must not do before its first touch.
const made: string[] = [];
const KINDS = ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat', 'ListFormat', 'PluralRules'] as const;
const real = Object.fromEntries(KINDS.map((name) => [name, Intl[name]]));
beforeEach(() => {
  made.length = 0;
  for (const name of KINDS) {
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(real[name] as object, {
      construct: (target, args) => (made.push(name), Reflect.construct(target as new (...a: unknown[]) => object, args)),
    });
  }
});
afterEach(() => Object.assign(Intl, real));

const LA = 'America/Los_Angeles';
const at = new Date('2026-07-05T01:30:00Z');
const now = new Date('2026-07-04T20:00:00Z');

/** What a server render formats on a listing card and its page, in `lang`. */
function render(f: Awaited<ReturnType<typeof side>>, lang: 'en' | 'es') {
  return [
    f.formatClockTime(at, LA, lang),
    f.formatWeekdayShort(at, LA, lang),
    f.formatOneDecimal(4.62, lang),
    f.formatPrice(250, 'lb', lang),
    f.formatTimeAgo('2026-07-04T18:00:00Z', lang, now),
    f.formatList(['eggs', 'honey'], lang),
    f.pluralCategory(lang, 3),
    f.pluralCategory(lang, 2.5),
    f.dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }, LA).format(at),
  ];
}

describe('Intl answers sent with a server-rendered page', () => {
  it('give the browser the server’s text without making one Intl object', async () => {
    for (const lang of ['en', 'es'] as const) {
      const server = await side();
      const store = new AsyncLocalStorage<IntlAnswers>();
      server.recordIntlAnswersIn(() => store.getStore());
      const answers: IntlAnswers = {};
      const served = store.run(answers, () => render(server, lang));
      // Sent inside the page as JSON.
      const sent = JSON.parse(JSON.stringify(answers)) as IntlAnswers;

      const browser = await side();
      browser.seedIntlAnswers(sent);
      made.length = 0;
      expect(render(browser, lang)).toEqual(served);
      expect(made).toEqual([]);
    }
  });

  it('leave an input the server did not format to Intl, made then and once', async () => {
    const server = await side();
    const store = new AsyncLocalStorage<IntlAnswers>();
    server.recordIntlAnswersIn(() => store.getStore());
    const answers: IntlAnswers = {};
    store.run(answers, () => server.formatClockTime(at, LA, 'en'));

    const browser = await side();
    browser.seedIntlAnswers(answers);
    made.length = 0;
    expect(browser.formatClockTime(at, LA, 'en')).toBe('6:30 PM');
    expect(made).toEqual([]);
    // The live clock's next minute.
    expect(browser.formatClockTime(new Date(at.getTime() + 60_000), LA, 'en')).toBe('6:31 PM');
    expect(browser.formatClockTime(new Date(at.getTime() + 120_000), LA, 'en')).toBe('6:32 PM');
    expect(made).toEqual(['DateTimeFormat']);
  });

  it('are written down per render: renders that interleave keep their own', async () => {
    const server = await side();
    const store = new AsyncLocalStorage<IntlAnswers>();
    server.recordIntlAnswersIn(() => store.getStore());
    const [en, es]: IntlAnswers[] = [{}, {}];
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const renderIn = (answers: IntlAnswers, lang: 'en' | 'es') =>
      store.run(answers, async () => {
        await tick();
        server.formatOneDecimal(1.5, lang);
        await tick();
        server.formatOneDecimal(2.5, lang);
      });
    await Promise.all([renderIn(en, 'en'), renderIn(es, 'es')]);
    expect(Object.values(en).flatMap(Object.values)).toEqual(['1.5', '2.5']);
    expect(Object.values(es).flatMap(Object.values)).toEqual(['1,5', '2,5']);
    // Outside a render nothing is written.
    server.formatOneDecimal(3.5, 'en');
    expect(Object.values(en).flatMap(Object.values)).toEqual(['1.5', '2.5']);
  });

  it('are not needed for the plural of a whole count: written without Intl, as Intl.PluralRules says it', async () => {
    // A count the browser renders from an answer fetched after the load ("Coming up near you") is one the server's
    // render may never have had: it must not make the page's first Intl object.
    const browser = await side();
    const counts = [...Array.from({ length: 2001 }, (_, n) => n), 10_000, 100_000, 999_999, 1_000_000, 1_000_001, 2_000_000, 10 ** 9, 10 ** 12];
    const ours = counts.map((n) => ['en', 'es'].map((lang) => browser.pluralCategory(lang, n)));
    expect(made).toEqual([]);
    const rules = ['en', 'es'].map((lang) => new (real.PluralRules as typeof Intl.PluralRules)(lang));
    expect(ours).toEqual(counts.map((n) => rules.map((r) => r.select(n))));
    // Anything else still asks Intl (and the server's answers first).
    expect(browser.pluralCategory('es', 1.5)).toBe('other');
    expect(made).toEqual(['PluralRules']);
  });

  it('are never given for a date on the reader’s own clock, which depends on where the page is read', async () => {
    const server = await side();
    const store = new AsyncLocalStorage<IntlAnswers>();
    server.recordIntlAnswersIn(() => store.getStore());
    const answers: IntlAnswers = {};
    store.run(answers, () => server.formatDate(at, 'en'));
    expect(answers).toEqual({});

    const browser = await side();
    // Even an answer someone sent for it is not taken.
    browser.seedIntlAnswers({ [`d:en-US::${JSON.stringify({ dateStyle: 'medium' })}`]: { [at.getTime()]: 'wrong' } });
    expect(browser.formatDate(at, 'en', 'UTC')).toBe('Jul 5, 2026');
    expect(browser.formatDate(at, 'en')).not.toBe('wrong');
  });
});
