import { useTranslation } from '@/lib/i18n/react';
import { useId, type ComponentType, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Small shared building blocks for the content pages (not a route). */
export type IconType = ComponentType<{ className?: string }>;

export interface Feature {
  icon: IconType;
  title: string;
  body: ReactNode;
}

/** A titled section with an h2 (pages render the single h1 through Page). */
export function Section({ title, lead, children, className }: { title: string; lead?: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('mt-14 first:mt-0', className)}>
      <h2 id={id} className="text-2xl font-semibold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {lead && <p className="mt-2 text-stone-700">{lead}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function FeatureIcon({ icon: Icon, className }: { icon: IconType; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700', className)}>
      <Icon className="h-6 w-6" />
    </span>
  );
}

/** Cards with an icon, an h3 and a short paragraph. */
/** `columns={3}`: one column up to `md`, three from there (two from `sm` otherwise). */
export function FeatureGrid({ items, columns = 2, className }: { items: Feature[]; columns?: 2 | 3; className?: string }) {
  return (
    <ul className={cn('grid gap-4', columns === 3 ? 'sm:grid-cols-1 md:grid-cols-3' : 'sm:grid-cols-2', className)}>
      {items.map((f) => (
        <li key={f.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
          <FeatureIcon icon={f.icon} />
          <h3 className="mt-4 text-lg font-semibold text-stone-900">{f.title}</h3>
          <div className="mt-1.5 text-stone-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">{f.body}</div>
        </li>
      ))}
    </ul>
  );
}

/** A numbered list of steps, each with an h3. */
export function Steps({ steps }: { steps: { title: string; body: ReactNode }[] }) {
  const { t } = useTranslation('content');
  return (
    <ol className="space-y-6">
      {steps.map((s, i) => (
        <li key={s.title} className="flex gap-4">
          <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
            {i + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-stone-900">
              <span className="sr-only">{t('step', { n: i + 1 })} </span>
              {s.title}
            </h3>
            <div className="mt-1 text-stone-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">{s.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The dark call-to-action band that closes a page. */
export function CtaPanel({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-16 overflow-hidden rounded-3xl bg-brand-900 px-6 py-10 text-brand-100 sm:px-10">
      <h2 id={id} className="text-2xl font-semibold text-white sm:text-3xl">
        {title}
      </h2>
      <div className="mt-3 max-w-xl">{children}</div>
      <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
    </section>
  );
}

/** A soft highlighted note (invites, beta notices). */
export function Note({ icon: Icon, title, children, className }: { icon: IconType; title: string; children: ReactNode; className?: string }) {
  return (
    <div role="note" className={cn('flex gap-3 rounded-2xl bg-sun/25 p-4 text-stone-900 ring-1 ring-sun', className)}>
      <span aria-hidden="true" className="mt-0.5 text-soil">
        <Icon className="h-5 w-5" />
      </span>
      <div>
        <p className="font-semibold">{title}</p>
        <div className="mt-0.5 text-stone-800">{children}</div>
      </div>
    </div>
  );
}
