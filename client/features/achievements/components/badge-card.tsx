import { useTranslation } from '@/lib/i18n/react';
import { Award, Lock } from 'lucide-react';
import { formatDate } from '@common/i18n/format';
import type { Achievement } from '@common/schemas/achievements';
import { lang as langOf } from '@/features/farms';
import { cn } from '@/lib/utils';

/** One badge: earned (with its date) or locked (with progress, "3 of 10 stands"). */
export function BadgeCard({ achievement: a }: { achievement: Achievement }) {
  const { t, i18n } = useTranslation('achievements');
  const earned = a.earnedAt !== null;
  const state = earned ? t('card.earned') : t('card.locked');
  const pct = Math.round((a.progress / a.target) * 100);
  return (
    <article
      aria-label={t('card.label', { title: a.title, state })}
      className={cn('flex h-full gap-4 rounded-2xl p-4 ring-1', earned ? 'bg-white shadow-sm ring-brand-200' : 'bg-stone-50 ring-stone-200')}
    >
      <div className={cn('flex h-14 w-14 shrink-0 items-center justify-center rounded-full', earned ? 'bg-sun text-stone-900' : 'bg-stone-200 text-stone-600')}>
        {earned ? <Award className="h-7 w-7" aria-hidden="true" /> : <Lock className="h-6 w-6" aria-hidden="true" />}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-stone-900">{a.title}</h3>
        <p className="text-sm text-stone-700">{a.description}</p>
        {earned ? (
          <p className="mt-1 text-sm font-medium text-brand-800">{t('card.earnedOn', { date: formatDate(new Date(a.earnedAt!), langOf(i18n)) })}</p>
        ) : (
          <div className="mt-2">
            <div
              className="h-2 overflow-hidden rounded-full bg-stone-200"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={a.target}
              aria-valuenow={a.progress}
              aria-label={t('card.progressLabel', { title: a.title })}
            >
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${pct}%` }} />
            </div>
            <p className="mt-1 text-sm text-stone-700">
              {/* "0 of 1 visit": the units of one-step badges are plain plurals (visits, reviews, trips, listings). */}
              {t('card.progress', { progress: a.progress, target: a.target, unit: a.target === 1 ? a.unit.replace(/s$/, '') : a.unit })}
            </p>
          </div>
        )}
      </div>
    </article>
  );
}
