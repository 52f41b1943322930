import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// The reference: react-i18next's <Trans> over the server's i18next (a devDependency use, for this test only).
import { Trans as ReferenceTrans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { catalogues, NAMESPACES } from '@common/i18n/catalogues';
import { createI18n } from '@common/i18n/create';
import { LANGUAGES, type Language } from '@common/i18n/languages';
import { I18nProvider, Trans, useTranslation } from './react';
import { createTranslator, type Catalogue, type Resources } from './translator';

const BASIC = ['br', 'strong', 'i', 'p'];

function leaves(node: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

/** Every message with markup, in both languages: what <Trans> is for. */
const marked = LANGUAGES.flatMap((lang) =>
  NAMESPACES.flatMap((ns) =>
    leaves(catalogues[lang][ns as keyof (typeof catalogues)[Language]] as unknown as Catalogue)
      .filter(([, text]) => /<[a-zA-Z]+>/.test(text))
      .map(([key, text]) => ({ lang, ns, key, text })),
  ),
);

describe('<Trans> renders what react-i18next renders', () => {
  it('covers the messages the pages use', () => {
    expect(marked.map((m) => `${m.lang}/${m.ns}:${m.key}`)).toEqual(
      expect.arrayContaining(['en/auth:verifyEmail.notice', 'es/content:privacy.b56', 'es/messages:thread.toFollowers']),
    );
  });

  it('no message names a tag after an HTML void element (react-i18next leaves <link>…</link> empty)', () => {
    const VOID = ['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr'];
    const offending = marked.filter((m) => VOID.some((tag) => m.text.includes(`<${tag}>`)));
    expect(offending).toEqual([]);
  });

  it.each(marked)('$lang/$ns:$key', ({ lang, ns, key, text }) => {
    const reference = createI18n(lang, { resources: catalogues, ns: NAMESPACES });
    const runtime = createTranslator({ language: lang, resources: catalogues[lang] as unknown as Resources });
    const tags = [...new Set([...text.matchAll(/<([a-zA-Z]+)>/g)].map((m) => m[1]))];
    const names = new Set([...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1].trim()));
    const values = Object.fromEntries([...names].map((n) => [n, `${n} <em>&amp; "q" 'a' / x`]));
    // As the pages call it: components for the named tags, the basic ones (strong…) either given or left to the default.
    const componentSets: Record<string, ReactElement>[] = [
      Object.fromEntries(tags.filter((t) => !BASIC.includes(t)).map((t) => [t, <a key={t} href={`/${t}`} className="link" />])),
      Object.fromEntries(tags.map((t) => [t, <span key={t} data-tag={t} className="c" />])),
      // A component with its own children (the message's text replaces them).
      Object.fromEntries(tags.map((t) => [t, <b key={t}>own</b>])),
    ];
    const theirT = reference.getFixedT(lang, ns);
    const ourT = runtime.getFixedT(ns);
    for (const components of componentSets) {
      // Values only when the message has placeholders, as every call does (react-i18next would otherwise fill an
      // unmatched {{farm}} with the component of that name).
      for (const vals of [names.size ? values : undefined]) {
        const theirs = renderToStaticMarkup(<ReferenceTrans i18n={reference} t={theirT} i18nKey={key as never} values={vals} components={components} />);
        // `ns` given as the pages do when the key is not in the t's namespace.
        const ours = renderToStaticMarkup(
          <Trans t={runtime.getFixedT('common') as never} ns={ns as never} i18nKey={key as never} values={vals} components={components} />,
        );
        expect(ours).toBe(theirs);
        expect(renderToStaticMarkup(<Trans t={ourT as never} i18nKey={key as never} values={vals} components={components} />)).toBe(theirs);
      }
    }
  });
});

describe('useTranslation', () => {
  function Card() {
    const { t, i18n } = useTranslation('farms');
    return (
      <p lang={i18n.language}>
        {t('open.today', { hours: '9–5' })} · {t('tagline', { ns: 'common' })}
      </p>
    );
  }

  it('renders from the provider with what is loaded, and reports the namespaces it used', () => {
    const i18n = createTranslator({ language: 'es', resources: catalogues.es as unknown as Resources });
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <Card />
      </I18nProvider>,
    );
    expect(html).toBe(`<p lang="es">${catalogues.es.farms.open.today.replace('{{hours}}', '9–5')} · ${catalogues.es.common.tagline}</p>`);
    expect([...i18n.usedNamespaces].sort()).toEqual(['common', 'farms']);
  });

  it('suspends until its namespace is loaded', async () => {
    const loaded: string[] = [];
    const load = async (ns: string): Promise<Catalogue> => {
      await new Promise((r) => setTimeout(r, 1));
      loaded.push(ns);
      return { open: { today: 'Today: {{hours}}' } };
    };
    const i18n = createTranslator({ language: 'en', resources: {}, load });
    const { prerender } = await import('react-dom/static');
    // prerender waits for every suspended part, so the markup can only hold the message once the catalogue came.
    const { prelude } = await prerender(
      <I18nProvider i18n={i18n}>
        <Card />
      </I18nProvider>,
    );
    expect(loaded).toEqual(['farms']);
    const html = await new Response(prelude).text();
    expect(html).toContain('Today: 9–5');
  });
});
