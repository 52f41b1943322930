import { useTranslation } from '@/lib/i18n/react';
import type { AdminReview } from '@common/schemas/reviews';
import { pageLanguage } from '@/lib/i18n';
import { timeAgo } from '@/features/farms';

/** A review's reports in the admin table: how many are open, and the latest reasons (open ones first). */
export function ReviewReports({ reports }: { reports: AdminReview['reports'] }) {
  const { t } = useTranslation('admin');
  const { open, total, latest } = reports;
  if (total === 0) return <span className="text-stone-600">{t('reviews.none')}</span>;
  return (
    <div className="space-y-1.5">
      <p className={open > 0 ? 'inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-tomato-700' : 'text-xs text-stone-600'}>
        {open > 0 ? t('reviews.openCount', { count: open }) : t('reviews.allHandled')}
        {total > open && open > 0 && t('reviews.handledCount', { count: total - open })}
      </p>
      <ul className="space-y-1">
        {latest.map((rep, i) => (
          <li key={i} className="break-words">
            {rep.reason ? `“${rep.reason}”` : <span className="italic text-stone-600">{t('reviews.noReason')}</span>}
            <span className="block text-xs text-stone-600">
              <time dateTime={rep.at}>{timeAgo(rep.at, undefined, pageLanguage())}</time>
              {!rep.open && t('reviews.handled')}
            </span>
          </li>
        ))}
      </ul>
      {total > latest.length && <p className="text-xs text-stone-600">{t('reviews.more', { count: total - latest.length })}</p>}
    </div>
  );
}
