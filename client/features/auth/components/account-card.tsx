import type { ReactNode } from 'react';
import { useTitle } from '@/components/layout/page';

/** The small centred card of the sign-in side flows (forgot, reset, two-step, verify email). */
export function AccountCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  useTitle(title);
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <div className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">{icon}</div>
        <h1 className="mt-4 text-2xl font-semibold text-brand-900 sm:text-3xl">{title}</h1>
        <div className="mt-4 space-y-4 text-stone-700">{children}</div>
      </section>
    </div>
  );
}
