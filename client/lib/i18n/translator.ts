import { pluralCategory } from '@common/i18n/intl-answers';
import type { Language } from '@common/i18n/languages';

// The browser's translation runtime (decision 038): the subset of i18next the catalogues and the code use, with
// i18next's semantics (common/i18n/create.ts's options), and not its 40 KB. What it does, and nothing more:
//  - `ns:key.path` or the `ns` option picks the namespace, else the bound ones in order (`useTranslation(['a','b'])`);
//  - `count` picks the plural form `key_<Intl.PluralRules category>` (`_zero` first for 0), else the bare key (the
//    category through `pluralCategory`: a whole count's without Intl, another's from a server-rendered page's answers
//    when it has one, decision 075);
//  - `{{name}}` takes the option of that name as it is (escapeValue: false); an absent one stays as written, one
//    given as null or undefined becomes '';
//  - a missing (or empty) message answers its key without the namespace, as i18next does.
// translator.test.ts renders every key of every catalogue in both languages with this and with i18next.

export type Catalogue = { [key: string]: string | Catalogue };
export type Resources = Record<string, Catalogue>;
export type TranslateOptions = { ns?: string | readonly string[]; count?: unknown; skipInterpolation?: boolean } & Record<string, unknown>;
export type BoundT = (key: string, options?: TranslateOptions) => string;

export interface I18n {
  /** The page's language (the server chose it). */
  readonly language: Language;
  /** A `t` looking in these namespaces in order; the same function for the same namespaces. */
  getFixedT(ns: string | readonly string[]): BoundT;
  hasLoadedNamespaces(ns: readonly string[]): boolean;
  /** Loads what is missing; the same promise while it loads. */
  loadNamespaces(ns: string | readonly string[]): Promise<void>;
  /** Every namespace a render asked for (the server sends these with the page). */
  readonly usedNamespaces: Set<string>;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** `{{name}}` → the option's value, as i18next's interpolator does with escapeValue false and skipOnVariables. */
export function interpolate(text: string, data: Record<string, unknown> = {}): string {
  return text.replace(PLACEHOLDER, (match, raw: string) => {
    const name = raw.trim();
    const value = data[name];
    if (value === undefined) return Object.prototype.hasOwnProperty.call(data, name) ? '' : match;
    return value === null ? '' : String(value);
  });
}

function lookup(catalogue: Catalogue | undefined, key: string): string | Catalogue | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

export function createTranslator(options: {
  language: Language;
  resources?: Resources;
  /** Fetches a namespace's catalogue (the browser); without it, only `resources` exist (the server has them all). */
  load?: (ns: string) => Promise<Catalogue>;
}): I18n {
  const { language, load } = options;
  const resources: Resources = { ...options.resources };
  const usedNamespaces = new Set<string>();
  const loading = new Map<string, Promise<void>>();
  // Catalogues whose load failed: like i18next, their keys show rather than the page waiting for ever.
  const failed = new Set<string>();
  const bound = new Map<string, BoundT>();

  function translate(key: string, opts: TranslateOptions, fixed: readonly string[]): string {
    let namespaces: readonly string[] = opts.ns === undefined ? fixed : typeof opts.ns === 'string' ? [opts.ns] : opts.ns;
    if (key.includes(':')) {
      const parts = key.split(':');
      namespaces = [parts.shift()!];
      key = parts.join('.');
    }
    const { count } = opts;
    const candidates: string[] = [];
    if (count !== undefined && typeof count !== 'string') {
      if (count === 0) candidates.push(`${key}_zero`);
      candidates.push(`${key}_${pluralCategory(language, count as number)}`);
    }
    candidates.push(key);
    for (const ns of namespaces) {
      usedNamespaces.add(ns);
      for (const candidate of candidates) {
        const found = lookup(resources[ns], candidate);
        if (found === undefined || found === '') continue;
        if (typeof found !== 'string') return `key '${key} (${language})' returned an object instead of string.`;
        return opts.skipInterpolation ? found : interpolate(found, opts);
      }
    }
    return key;
  }

  const loadOne = (ns: string): Promise<void> => {
    if (resources[ns] || !load) return Promise.resolve();
    let pending = loading.get(ns);
    if (!pending) {
      pending = load(ns).then(
        (catalogue) => {
          resources[ns] = catalogue;
          failed.delete(ns);
        },
        // A catalogue that fails to load (offline) leaves its keys showing, and is tried again on the next load.
        () => {
          failed.add(ns);
          loading.delete(ns);
        },
      );
      loading.set(ns, pending);
    }
    return pending;
  };

  const list = (ns: string | readonly string[]) => (typeof ns === 'string' ? [ns] : ns);

  return {
    language,
    usedNamespaces,
    getFixedT(ns) {
      const fixed = list(ns);
      const id = fixed.join(',');
      let t = bound.get(id);
      if (!t) {
        t = (key, opts = {}) => translate(key, opts, fixed);
        bound.set(id, t);
      }
      return t;
    },
    hasLoadedNamespaces: (ns) => !load || ns.every((n) => resources[n] || failed.has(n)),
    loadNamespaces(ns) {
      const names = list(ns);
      const id = names.join(',');
      let pending = loading.get(`[${id}]`);
      if (!pending) {
        pending = Promise.all(names.map(loadOne)).then(() => void loading.delete(`[${id}]`));
        loading.set(`[${id}]`, pending);
      }
      return pending;
    },
  };
}
