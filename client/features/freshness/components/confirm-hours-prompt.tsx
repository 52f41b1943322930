import { useTranslation } from '@/lib/i18n/react';
import { localizeTodayLabel } from '@common/hours/phrases';
import { lang, useMyFarms } from '@/features/farms';
import { editHref } from '@/features/farms/ui';
import { Link } from 'wouter';
import { ConfirmHoursButton } from './confirm-hours-button';
import { FreshnessNote } from './freshness-note';

/**
 * The farmer's dashboard asks about every published listing whose hours are aging or stale (docs/product.md §9).
 * Nothing to ask: nothing shown.
 */
export function ConfirmHoursPrompt() {
  const { t, i18n } = useTranslation('freshness');
  const { data } = useMyFarms();
  const due = (data?.items ?? []).filter((f) => f.status === 'published' && f.open.status !== 'unknown' && f.freshness.level !== 'fresh');
  if (due.length === 0) return null;
  return (
    <section aria-labelledby="confirm-hours-heading" className="mb-10 rounded-2xl bg-sun/15 p-4 ring-1 ring-amber-200 sm:p-5">
      <h2 id="confirm-hours-heading" className="text-xl font-semibold text-brand-900">
        {t('dashboardTitle')}
      </h2>
      <p className="mt-1 text-stone-800">{t('dashboardLead')}</p>
      <ul className="mt-4 space-y-3">
        {due.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200">
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">{f.name}</p>
              <p className="text-sm text-stone-700">{localizeTodayLabel(f.open.todayLabel, lang(i18n))}</p>
              <FreshnessNote freshness={f.freshness} compact className="mt-0.5" />
            </div>
            <div className="flex flex-wrap gap-2">
              <ConfirmHoursButton farmId={f.id} farmName={f.name} />
              <Link
                href={editHref(f.id)}
                className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {t('editHours')}
                <span className="sr-only">: {f.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
