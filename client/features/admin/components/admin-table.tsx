import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { errorText } from '@/features/auth/api/use-user';
import { cn } from '@/lib/utils';
import type { AdminList } from '../api/admin-list';

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
 * Scrolls sideways inside its own box on a phone rather than squeezing the columns.
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
  const { data, isPending, error, isPlaceholderData } = list.query;
  const from = list.pageIndex * list.limit + 1;
  const to = list.pageIndex * list.limit + (data?.items.length ?? 0);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={searchLabel} type="search" value={list.q} onChange={(e) => list.setQ(e.target.value)} placeholder={searchPlaceholder} className="min-w-56 flex-1" autoComplete="off" />
        {filters}
      </div>
      {/* Focusable so keyboard users can scroll a wide table sideways on a phone. */}
      <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200" aria-busy={isPlaceholderData || isPending}>
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={cn('px-3 py-2 font-semibold', c.className)}
                  aria-sort={c.sort && list.sort.key === c.sort ? (list.sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {c.sort ? <SortButton column={c} list={list} /> : c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {isPending && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-stone-600">
                  Loading…
                </td>
              </tr>
            )}
            {error && (
              <tr>
                <td colSpan={columns.length} role="alert" className="px-3 py-6 text-tomato-700">
                  Could not load this table: {errorText(error)}
                </td>
              </tr>
            )}
            {data?.items.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-stone-600">
                  {empty}
                </td>
              </tr>
            )}
            {data?.items.map((row) => (
              <tr key={rowKey(row)} className="align-top">
                {columns.map((c) => (
                  <td key={c.key} className={cn('px-3 py-2.5', c.className)}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && data.total > 0 && (
        <nav aria-label={`${caption}: pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
          <p aria-live="polite">
            {from}–{to} of {data.total}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={list.prev} disabled={list.pageIndex === 0}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
            </Button>
            <Button variant="secondary" size="sm" onClick={list.next} disabled={!data.nextCursor}>
              Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}

/** A labelled select for a table filter. */
export function FilterSelect({ label, value, onChange, options }: { label: string; value: string; onChange: (v: string) => void; options: Array<[string, string]> }) {
  return (
    <label className="text-sm font-medium text-stone-800">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)} className="mt-1.5 block h-11 rounded-xl border border-stone-300 bg-white px-2 text-base">
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}
