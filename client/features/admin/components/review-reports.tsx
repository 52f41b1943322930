import type { AdminReview } from '@common/schemas/reviews';
import { timeAgo } from '@/features/farms';

/** A review's reports in the admin table: how many are open, and the latest reasons (open ones first). */
export function ReviewReports({ reports }: { reports: AdminReview['reports'] }) {
  const { open, total, latest } = reports;
  if (total === 0) return <span className="text-stone-600">None</span>;
  return (
    <div className="space-y-1.5">
      <p className={open > 0 ? 'inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-tomato-700' : 'text-xs text-stone-600'}>
        {open > 0 ? `${open} open` : 'All handled'}
        {total > open && open > 0 && ` · ${total - open} handled`}
      </p>
      <ul className="space-y-1">
        {latest.map((rep, i) => (
          <li key={i} className="break-words">
            {rep.reason ? `“${rep.reason}”` : <span className="italic text-stone-600">No reason given</span>}
            <span className="block text-xs text-stone-600">
              <time dateTime={rep.at}>{timeAgo(rep.at)}</time>
              {!rep.open && ' · handled'}
            </span>
          </li>
        ))}
      </ul>
      {total > latest.length && <p className="text-xs text-stone-600">and {total - latest.length} more</p>}
    </div>
  );
}
