import { useDeferredValue, useMemo, useState } from 'react';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { Accordion } from 'radix-ui';
import { ChevronDown, LifeBuoy, Mail, SearchX } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Page } from '@/components/layout/page';
import { Field } from '@/components/ui/input';
import { ContactForm } from '@/features/support/components/contact-form';
import { useFaqGroups, type Faq } from './faq-data';

const normalize = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘“”]/g, "'");

/** Every word of the query must appear in the question or the answer. */
function matches(faq: Faq, words: string[]) {
  const text = normalize([faq.q, ...faq.a].join(' '));
  return words.every((w) => text.includes(w));
}

function FaqItem({ faq }: { faq: Faq }) {
  return (
    <Accordion.Item value={faq.id} className="rounded-2xl bg-white ring-1 ring-stone-200 data-[state=open]:ring-brand-200">
      <Accordion.Header className="font-sans text-base">
        <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-stone-900 hover:text-brand-800">
          {faq.q}
          <ChevronDown className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="space-y-3 px-5 pb-5 text-stone-700">
        {faq.a.map((p) => (
          <p key={p} className="leading-relaxed">
            {p}
          </p>
        ))}
        {faq.link && (
          <p>
            <Link href={faq.link.href} className="font-medium text-brand-700 underline">
              {faq.link.label}
            </Link>
          </p>
        )}
      </Accordion.Content>
    </Accordion.Item>
  );
}

export default function SupportPage() {
  const { t } = useTranslation('content');
  const all = useFaqGroups();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const words = useMemo(() => normalize(deferred).split(/\s+/).filter(Boolean), [deferred]);
  const groups = useMemo(() => all.map((g) => ({ ...g, items: g.items.filter((f) => matches(f, words)) })).filter((g) => g.items.length > 0), [all, words]);
  const count = groups.reduce((n, g) => n + g.items.length, 0);
  const searching = words.length > 0;
  const expandAll = searching && count <= 3;

  return (
    <Page eyebrow={t('support.eyebrow')} title={t('support.title')} lead={t('support.lead')}>
      <div role="search" className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:p-5">
        <Field
          label={t('support.searchLabel')}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('support.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <p aria-live="polite" className="mt-3 text-sm text-stone-700">
        {searching ? t('support.matches', { count }) : ''}
      </p>

      {count === 0 ? (
        <div className="mt-6 rounded-3xl border-2 border-dashed border-brand-200 px-6 py-10 text-center">
          <SearchX className="mx-auto h-10 w-10 text-brand-700" aria-hidden="true" />
          <p className="mt-3 text-lg font-semibold text-stone-900">{t('support.noMatch', { query: query.trim() })}</p>
          <p className="mt-1 text-stone-700">{t('support.noMatchHint')}</p>
        </div>
      ) : (
        groups.map((g) => (
          <section key={g.title} className="mt-8">
            <h2 className="text-2xl font-semibold text-brand-900">{g.title}</h2>
            {/* A narrow search opens its answers; the key remounts the group when that set changes. */}
            <Accordion.Root
              key={expandAll ? g.items.map((f) => f.id).join() : 'collapsed'}
              type="multiple"
              defaultValue={expandAll ? g.items.map((f) => f.id) : undefined}
              className="mt-4 space-y-3"
            >
              {g.items.map((f) => (
                <FaqItem key={f.id} faq={f} />
              ))}
            </Accordion.Root>
          </section>
        ))
      )}

      <section aria-labelledby="still-need-help" className="mt-14 rounded-3xl bg-brand-900 px-6 py-8 text-brand-100 sm:px-10">
        <LifeBuoy className="h-8 w-8 text-sun" aria-hidden="true" />
        <h2 id="still-need-help" className="mt-3 text-2xl font-semibold text-white">
          {t('support.stillTitle')}
        </h2>
        <p className="mt-2 max-w-xl">{t('support.stillBody')}</p>
        <div className="mt-5">
          <ContactForm />
        </div>
        <p className="mt-5 text-sm">
          {t('support.preferEmail')}{' '}
          <a href="mailto:support@farmstandfinder.com" className="inline-flex items-center gap-1 font-medium text-white underline">
            <Mail className="h-4 w-4" aria-hidden="true" />
            support@farmstandfinder.com
          </a>
          .
        </p>
        <p className="mt-5 text-sm">
          <Trans
            t={t}
            i18nKey="support.privacy"
            components={{
              mail: <a href="mailto:privacy@farmstandfinder.com" className="font-medium text-white underline" />,
              privacy: <Link href={paths.privacy} className="font-medium text-white underline" />,
              terms: <Link href={paths.terms} className="font-medium text-white underline" />,
            }}
          />
        </p>
      </section>
    </Page>
  );
}
