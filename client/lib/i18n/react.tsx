import { cloneElement, createContext, createElement, Fragment, useContext, type ReactElement, type ReactNode } from 'react';
// Types only (no bytes): the keys stay checked by the compiler against the English catalogues (common/i18n/i18next.d.ts).
import type { DefaultNamespace, Namespace, ParseKeys, TFunction } from 'i18next';
import { DEFAULT_LANGUAGE } from '@common/i18n/languages';
import { createTranslator, interpolate, type BoundT, type I18n } from './translator';

// What the components used from react-i18next, over the browser's runtime (decision 038): useTranslation (which
// suspends until its namespaces are loaded, as react-i18next's useSuspense does), <Trans> with named components,
// and the page's instance for code outside components (getI18n).

const I18nContext = createContext<I18n | null>(null);
let current: I18n | undefined;
let keysOnly: I18n | undefined;

/** The page's instance, for code that runs outside a component (a mutation's toast, a form's messages). */
export const getI18n = (): I18n | undefined => current;
/** The browser sets its one instance; the server never does (one instance per request). */
export const setI18n = (i18n: I18n) => void (current = i18n);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export function useTranslation<const Ns extends Namespace = DefaultNamespace>(ns?: Ns): { t: TFunction<Ns>; i18n: I18n } {
  // Without one (a component tested on its own), keys show, as react-i18next did without an instance.
  const i18n = useContext(I18nContext) ?? current ?? (keysOnly ??= createTranslator({ language: DEFAULT_LANGUAGE }));
  const namespaces: readonly string[] = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : (ns as readonly string[]);
  for (const n of namespaces) i18n.usedNamespaces.add(n);
  // Suspends as react-i18next does, by throwing the loading promise: React renders the component afresh once it
  // settles. (Not `use()`: React replays a component suspended by `use` with the hooks of its first attempt, and
  // a hook after this one, not reached then, failed with "Update hook called on initial render".)
  if (!i18n.hasLoadedNamespaces(namespaces)) throw i18n.loadNamespaces(namespaces);
  return { t: i18n.getFixedT(namespaces) as unknown as TFunction<Ns>, i18n };
}

// react-i18next's unescape: its <Trans> escapes the values, parses the markup, then unescapes the text.
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&#38;': '&',
  '&lt;': '<',
  '&#60;': '<',
  '&gt;': '>',
  '&#62;': '>',
  '&apos;': "'",
  '&#39;': "'",
  '&quot;': '"',
  '&#34;': '"',
  '&nbsp;': '\u00A0',
  '&#160;': '\u00A0',
  '&copy;': '©',
  '&#169;': '©',
  '&reg;': '®',
  '&#174;': '®',
  '&hellip;': '…',
  '&#8230;': '…',
  '&#x2F;': '/',
  '&#47;': '/',
};
const ENTITY = new RegExp(Object.keys(ENTITIES).join('|'), 'g');
const unescape = (text: string) => text.replace(ENTITY, (e) => ENTITIES[e]);
/** The catalogue's own text is unescaped; the values are shown exactly as given. */
const textOf = (text: string, values: Record<string, unknown>) => {
  if (/^\s*$/.test(text)) return ' '; // as react-i18next's parser collapses a blank run
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/\{\{(.+?)\}\}/g)) {
    out += unescape(text.slice(last, m.index)) + interpolate(m[0], values);
    last = m.index + m[0].length;
  }
  return out + unescape(text.slice(last));
};

// The plain tags react-i18next keeps without a component (transKeepBasicHtmlNodesFor).
const BASIC = ['br', 'strong', 'i', 'p'];
const VOID = ['br'];
const TAG = /<(\/?)([a-zA-Z0-9-]+)\s*(\/?)>/g;

type Node = { tag: string; children: Node[]; selfClosed: boolean } | string;

/** The message's markup: only tags the call names (or the basic ones) are tags; anything else is text. */
function parse(message: string, known: (tag: string) => boolean): Node[] {
  const root: Node[] = [];
  const stack: { tag: string; children: Node[]; selfClosed: boolean }[] = [];
  const into = () => (stack.length ? stack[stack.length - 1].children : root);
  let last = 0;
  const text = (s: string) => {
    if (!s) return;
    const nodes = into();
    if (typeof nodes[nodes.length - 1] === 'string') nodes[nodes.length - 1] += s;
    else nodes.push(s);
  };
  for (const m of message.matchAll(TAG)) {
    const [whole, closing, tag, selfClosing] = m;
    if (!known(tag)) continue;
    text(message.slice(last, m.index));
    last = m.index + whole.length;
    if (closing) {
      const open = stack.pop();
      if (open) into().push(open);
    } else if (selfClosing || VOID.includes(tag)) {
      into().push({ tag, children: [], selfClosed: true });
    } else {
      stack.push({ tag, children: [], selfClosed: false });
    }
  }
  text(message.slice(last));
  while (stack.length) {
    const open = stack.pop()!;
    into().push(open);
  }
  return root;
}

function render(nodes: Node[], components: Record<string, ReactElement>, values: Record<string, unknown>): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return textOf(node, values);
    const inner = render(node.children, components, values);
    const component = components[node.tag] as ReactElement<{ children?: ReactNode }> | undefined;
    if (component) {
      // An empty tag keeps the component's own children (react-i18next's rule); otherwise the message's text fills it.
      if (node.selfClosed) return cloneElement(component, { key: i });
      return node.children.length ? cloneElement(component, { key: i }, ...inner) : cloneElement(component, { key: i }, component.props.children);
    }
    return node.selfClosed ? createElement(node.tag, { key: i }) : createElement(node.tag, { key: i }, ...inner);
  });
}

type TransProps<Ns extends Namespace> = {
  t: TFunction<Ns>;
  i18nKey: ParseKeys<Ns>;
  /** The namespace of the key, when it is not the `t`'s. */
  ns?: Namespace;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
};

/** A message with markup: `<strong>{{email}}</strong> is confirmed`, tags rendered by the named components. */
export function Trans<const Ns extends Namespace = DefaultNamespace>({ t, i18nKey, ns, values = {}, components = {} }: TransProps<Ns>) {
  const message = (t as unknown as BoundT)(i18nKey as string, { ...values, ...(ns !== undefined && { ns }), skipInterpolation: true });
  const known = (tag: string) => BASIC.includes(tag) || Object.prototype.hasOwnProperty.call(components, tag);
  return createElement(Fragment, null, ...render(parse(message, known), components, values));
}
