import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { errorText } from '@/features/auth';
import { cn } from '@/lib/utils';
import { formatNumber } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';
import type { AdminList, SortDir } from '../api/admin-list';

export interface Column<T> {
  key: string;
  header: string;
  /** The server's sort key, when the column can be sorted. */
  sort?: string;
  className?: string;
  render: (row: T) => ReactNode;
}

function SortButton<T>({ column, list }: { column: Column<T>; list: AdminList<T> }) {
  const active = list.sort.key === column.sort;
  const Icon = !active ? ArrowUpDown : list.sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button type="button" onClick={() => list.toggleSort(column.sort!)} className="inline-flex min-h-9 items-center gap-1 font-semibold hover:text-brand-800">
      {column.header}
      <Icon className={cn('h-4 w-4', !active && 'text-stone-400')} aria-hidden="true" />
    </button>
  );
}

/**
 * A server-paged table: search box, filters, sortable headers (aria-sort) and previous/next pages.
 * On a phone each row is a card of labelled fields (the header row gives way to a "Sort by" menu), so every
 * column and action is in reach without scrolling sideways. The explicit roles keep the table semantics
 * that browsers drop from a table whose rows are displayed as blocks.
 */
export function AdminTable<T>({
  caption,
  list,
  columns,
  rowKey,
  searchLabel,
  searchPlaceholder,
  filters,
  empty,
}: {
  caption: string;
  list: AdminList<T>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  searchLabel: string;
  searchPlaceholder?: string;
  filters?: ReactNode;
  empty: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  const { data, isPending, error, isPlaceholderData } = list.query;
  const from = list.pageIndex * list.limit + 1;
  const to = list.pageIndex * list.limit + (data?.items.length ?? 0);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label={searchLabel}
          type="search"
          value={list.q}
          onChange={(e) => list.setQ(e.target.value)}
          placeholder={searchPlaceholder}
          className="min-w-56 flex-1"
          autoComplete="off"
        />
        {filters}
      </div>
      <PhoneSort columns={columns} list={list} />
      {/* Focusable so keyboard users can scroll a wide table sideways on a tablet. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200 max-sm:bg-transparent max-sm:ring-0"
        aria-busy={isPlaceholderData || isPending}
      >
        <table role="table" className="w-full text-left text-sm sm:min-w-[640px] max-sm:block">
          <caption className="sr-only">{caption}</caption>
          <thead role="rowgroup" className="border-b border-stone-200 bg-stone-50 text-stone-700 max-sm:hidden">
            <tr role="row">
              {columns.map((c) => (
                <th
                  key={c.key}
                  role="columnheader"
                  scope="col"
                  className={cn('px-3 py-2 font-semibold', c.className)}
                  aria-sort={c.sort && list.sort.key === c.sort ? (list.sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {c.sort ? <SortButton column={c} list={list} /> : c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-stone-100 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
            {isPending && (
              <tr role="row" className={card}>
                <td role="cell" colSpan={columns.length} className="px-3 py-6 text-stone-600 max-sm:block">
                  {t('table.loading')}
                </td>
              </tr>
            )}
            {error && (
              <tr role="row" className={card}>
                <td role="cell" colSpan={columns.length} className="px-3 py-6 text-tomato-700 max-sm:block">
                  <span role="alert">{t('table.failed', { error: errorText(error) })}</span>
                </td>
              </tr>
            )}
            {data?.items.length === 0 && (
              <tr role="row" className={card}>
                <td role="cell" colSpan={columns.length} className="px-3 py-6 text-stone-600 max-sm:block">
                  {empty}
                </td>
              </tr>
            )}
            {data?.items.map((row) => (
              <tr key={rowKey(row)} role="row" className={cn('align-top', card)}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    role="cell"
                    data-label={c.header}
                    className={cn(
                      'px-3 py-2.5',
                      c.className,
                      // On a phone: the column's name on the left, its value on the right.
                      'max-sm:grid max-sm:min-w-0 max-sm:max-w-none max-sm:grid-cols-[7rem_minmax(0,1fr)] max-sm:items-start max-sm:gap-3 max-sm:whitespace-normal max-sm:px-0 max-sm:py-1.5 max-sm:text-left',
                      'max-sm:before:pt-0.5 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-stone-500 max-sm:before:content-[attr(data-label)]',
                    )}
                  >
                    <div className="min-w-0">{c.render(row)}</div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && data.total > 0 && (
        <nav aria-label={t('table.pages', { caption })} className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
          <p aria-live="polite">{t('table.range', { from: formatNumber(from, lang), to: formatNumber(to, lang), total: formatNumber(data.total, lang) })}</p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={list.prev} disabled={list.pageIndex === 0}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" /> {t('table.previous')}
            </Button>
            <Button variant="secondary" size="sm" onClick={list.next} disabled={!data.nextCursor}>
              {t('table.next')} <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}

const card = 'max-sm:block max-sm:rounded-2xl max-sm:bg-white max-sm:px-4 max-sm:py-2 max-sm:ring-1 max-sm:ring-stone-200';

// How each server sort key reads in the phone's Sort by menu; any other key is a date.
const TEXT_SORTS = new Set(['name', 'title', 'email']);
const NUMBER_SORTS = new Set(['impressions', 'clicks', 'clickRate', 'signups', 'listings', 'reports', 'rating']);

/** On a phone the header row is hidden: sort from this menu instead. */
function PhoneSort<T>({ columns, list }: { columns: Column<T>[]; list: AdminList<T> }) {
  const { t } = useTranslation('admin');
  const sortable = columns.filter((c) => c.sort);
  if (sortable.length === 0) return null;
  const options: Array<[string, string]> = sortable.flatMap((c): Array<[string, string]> => {
    const [desc, asc] = TEXT_SORTS.has(c.sort!)
      ? [t('table.order.zToA'), t('table.order.aToZ')]
      : NUMBER_SORTS.has(c.sort!)
        ? [t('table.order.highest'), t('table.order.lowest')]
        : [t('table.order.newest'), t('table.order.oldest')];
    return [
      [`${c.sort}:desc`, t('table.sortOption', { column: c.header, order: desc })],
      [`${c.sort}:asc`, t('table.sortOption', { column: c.header, order: asc })],
    ];
  });
  return (
    <div className="sm:hidden">
      <FilterSelect
        label={t('table.sortBy')}
        value={`${list.sort.key}:${list.sort.dir}`}
        onChange={(v) => {
          const [key, dir] = v.split(':');
          list.setSort({ key, dir: dir as SortDir });
        }}
        options={options}
      />
    </div>
  );
}

/** A labelled select for a table filter, never wider than its row: a select is as wide as its longest option (Spanish sort names pass 390 px). */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Array<[string, string]>;
}) {
  return (
    <label className="block min-w-0 max-w-full text-sm font-medium text-stone-800">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1.5 block h-11 max-w-full rounded-xl border border-stone-300 bg-white px-2 text-base"
      >
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}
