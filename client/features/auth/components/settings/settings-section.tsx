import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One card of the account settings page; `id` makes it linkable (/account-settings#two-step). */
export function SettingsSection({
  id,
  title,
  description,
  children,
  tone,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'danger';
}) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      className={cn('scroll-mt-24 rounded-3xl bg-white p-5 shadow-sm ring-1 sm:p-6', tone === 'danger' ? 'ring-red-200' : 'ring-stone-200')}
    >
      <h2 id={id ? `${id}-title` : undefined} className="text-xl font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-700">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
