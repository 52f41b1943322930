import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { cn } from '@/lib/utils';

/** Sets the document title for client-side navigation (the server sets it on first load). */
export function useTitle(title: string | undefined) {
  const { t } = useTranslation();
  const tagline = t('tagline');
  useEffect(() => {
    document.title = title ? `${title} · Farm Stand Finder` : `Farm Stand Finder — ${tagline}`;
  }, [title, tagline]);
}

/** A standard page: title, optional lead, content in a readable width. */
export function Page({ title, lead, children, wide, eyebrow }: { title: string; lead?: ReactNode; children?: ReactNode; wide?: boolean; eyebrow?: string }) {
  useTitle(title);
  return (
    <div className={cn('mx-auto px-4 py-10 sm:py-14', wide ? 'max-w-6xl' : 'max-w-3xl')}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{eyebrow}</p>}
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">{title}</h1>
      {lead && <p className="mt-3 text-lg text-stone-700">{lead}</p>}
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** A designed empty state: what will be here, and somewhere useful to go meanwhile. */
export function EmptyState({ icon, title, children, actions }: { icon: ReactNode; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-3xl border-2 border-dashed border-brand-200 bg-white/60 px-6 py-12 text-center">
      <div className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">{icon}</div>
      <h2 className="mt-5 text-2xl font-semibold text-stone-900">{title}</h2>
      <div className="mx-auto mt-3 max-w-lg text-stone-700">{children}</div>
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}

/** Long-form copy (content pages): headings, paragraphs and lists with comfortable spacing. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-4 text-stone-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-brand-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_p]:leading-relaxed [&_ul]:space-y-2">
      {children}
    </div>
  );
}
