import { useTranslation } from '@/lib/i18n/react';
import { formatNumber } from '@common/i18n/format';
import { pageLanguage } from '@/lib/i18n';

const SHOWN_REJECTIONS = 50;

/** Which rows, and why: the rejected ones, or those imported with something left out. */
export function RowReasons({ title, total, rows }: { title: string; total: number; rows: Array<{ row: number | string; reason: string }> }) {
  const { t } = useTranslation('admin');
  const shown = rows.slice(0, SHOWN_REJECTIONS);
  if (shown.length === 0) return null;
  return (
    <div className="max-h-96 overflow-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium">
          {title}
          {total > shown.length ? t('import.firstOf', { shown: shown.length, total: formatNumber(total, pageLanguage()) }) : ''}
        </caption>
        <thead className="border-b border-stone-200 text-stone-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('import.row')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t('import.reason')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {shown.map((r, i) => (
            <tr key={`${r.row}-${i}`}>
              <td className="py-1.5 pr-3 tabular-nums">{r.row}</td>
              <td className="py-1.5">{r.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
