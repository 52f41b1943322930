import { describe, expect, it } from 'vitest';
import { catalogues, NAMESPACES } from '@common/i18n/catalogues';
// The server's i18next (the reference): the browser's runtime must say exactly what it says (decision 038).
import { createI18n } from '@common/i18n/create';
import { LANGUAGES, type Language } from '@common/i18n/languages';
import { createTranslator, type Catalogue, type Resources } from './translator';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 1_000_000];

/** Every message of a catalogue: "card.closes" → its text. */
function leaves(node: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

/** A value for each `{{name}}`: text that would break if escaped, parsed or interpolated again. */
const samples = (texts: string[], kind: 'text' | 'number') => {
  const names = new Set(texts.flatMap((s) => [...s.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1].trim())));
  return Object.fromEntries([...names].map((n) => [n, kind === 'number' ? 42 : `${n} <b>&amp; "x" 'y' / {{${n}}}`]));
};

const both = (lang: Language) => ({
  reference: createI18n(lang, { resources: catalogues, ns: NAMESPACES }),
  runtime: createTranslator({ language: lang, resources: catalogues[lang] as unknown as Resources }),
});

describe.each(LANGUAGES)('the browser runtime says what i18next says (%s)', (lang) => {
  const { reference, runtime } = both(lang);

  it.each(NAMESPACES)('every key of %s', (ns) => {
    const messages = leaves(catalogues[lang][ns as keyof (typeof catalogues)[Language]] as unknown as Catalogue);
    expect(messages.length).toBeGreaterThan(0);
    const ours = runtime.getFixedT(ns);
    const theirs = reference.getFixedT(lang, ns) as unknown as (key: string, o?: object) => string;
    // Plural forms are asked for by their base key and a count; everything else by its own key.
    const groups = new Map<string, string[]>();
    for (const [key, text] of messages) {
      const base = key.replace(PLURAL, '');
      groups.set(base, [...(groups.get(base) ?? []), text]);
    }
    let compared = 0;
    for (const [key, texts] of groups) {
      const plural = messages.some(([k]) => k !== key && k.replace(PLURAL, '') === key);
      for (const kind of ['text', 'number'] as const) {
        const values = samples(texts, kind);
        const optionSets = plural ? COUNTS.map((count) => ({ ...values, count })) : [values, {}];
        for (const options of optionSets) {
          expect(ours(key, options), `${lang}/${ns}:${key} ${JSON.stringify(options)}`).toBe(theirs(key, options));
          // The same key written with its namespace, from a `t` bound to another one.
          expect(runtime.getFixedT('common')(`${ns}:${key}`, options)).toBe(theirs(`${ns}:${key}`, options));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(groups.size);
  });

  it('the options and misses the code relies on', () => {
    const ours = runtime.getFixedT(['layout', 'common']);
    const theirs = reference.getFixedT(lang, ['layout', 'common']) as unknown as (key: string, o?: object) => string;
    const cases: [string, Record<string, unknown>?][] = [
      ['no.such.key'],
      ['farms:no.such.key'],
      ['open.today', { ns: 'farms', hours: '9–5' }], // the `ns` option
      ['open.today', { ns: ['trust', 'farms'], hours: null }], // an array: the first that has it; null says ''
      ['open.today', { ns: 'farms', hours: undefined }], // given as undefined: ''
      ['open.today', { ns: 'farms' }], // not given: the placeholder stays
      ['farms:card', {}], // an object, not a message
      ['common:charts.day', { count: 3 }], // a count on a key without plural forms
      ['common:charts.byDay', { title: 7 }], // a number
    ];
    for (const [key, options] of cases) expect(ours(key, options), key).toBe(theirs(key, options));
    // A key the first namespace lacks is found in the next (useTranslation(['layout', 'common'])).
    const commonKey = leaves(catalogues[lang].common as unknown as Catalogue)[0][0];
    expect(ours(commonKey)).toBe(theirs(commonKey));
    expect(ours(commonKey)).not.toBe(commonKey);
  });
});

describe('loading a namespace', () => {
  it('loads once, reports what was asked for, and shows keys when a catalogue cannot be had', async () => {
    const loads: string[] = [];
    const i18n = createTranslator({
      language: 'es',
      resources: { common: { hi: 'Hola' } },
      load: async (ns) => {
        loads.push(ns);
        if (ns === 'broken') throw new Error('offline');
        return { open: { today: 'Hoy: {{hours}}' } };
      },
    });
    expect(i18n.hasLoadedNamespaces(['common'])).toBe(true);
    expect(i18n.hasLoadedNamespaces(['farms'])).toBe(false);
    const first = i18n.loadNamespaces(['farms']);
    expect(i18n.loadNamespaces(['farms'])).toBe(first); // a suspended component waits on the same promise
    await first;
    await i18n.loadNamespaces('farms');
    expect(loads).toEqual(['farms']);
    expect(i18n.getFixedT('farms')('open.today', { hours: '9–17' })).toBe('Hoy: 9–17');
    expect(i18n.usedNamespaces).toEqual(new Set(['farms']));

    await i18n.loadNamespaces('broken');
    expect(i18n.hasLoadedNamespaces(['broken'])).toBe(true);
    expect(i18n.getFixedT('broken')('a.b')).toBe('a.b');
    await i18n.loadNamespaces('broken'); // tried again
    expect(loads).toEqual(['farms', 'broken', 'broken']);
  });
});
