import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPage } from '@common/schemas/admin';
import { apiJson } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { adminKeys } from './keys';

export type SortDir = 'asc' | 'desc';

/**
 * One server-paged admin table: search (debounced), sort, filters and page, all sent to the server.
 * Any change of search, sort or filter starts again from the first page.
 */
export function useAdminList<T>(endpoint: string, defaults: { sort: string; dir?: SortDir; limit?: number }, filters: Record<string, string | undefined> = {}) {
  const [q, setQ] = useState('');
  const [sort, setSort] = useState({ key: defaults.sort, dir: defaults.dir ?? ('desc' as SortDir) });
  const search = useDebouncedValue(q.trim(), 300);
  const params = new URLSearchParams({ sort: sort.key, dir: sort.dir, limit: String(defaults.limit ?? 25) });
  if (search) params.set('q', search);
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  const base = params.toString();

  // Cursors of the pages after the first, for "previous"; kept per search so a new search starts at page 1.
  const [pages, setPages] = useState<{ base: string; cursors: string[] }>({ base, cursors: [] });
  const cursors = pages.base === base ? pages.cursors : [];
  const cursor = cursors.at(-1);
  const url = `${endpoint}?${base}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

  const query = useQuery({
    queryKey: adminKeys.page(endpoint, `${base}|${cursor ?? ''}`),
    queryFn: () => apiJson<AdminPage<T>>('GET', url),
    placeholderData: keepPreviousData,
  });
  const qc = useQueryClient();

  return {
    q,
    setQ,
    sort,
    setSort,
    toggleSort: (key: string) =>
      setSort((s) => ({
        key,
        dir: s.key === key && s.dir === 'desc' ? 'asc' : s.key === key ? 'desc' : key === 'name' || key === 'title' || key === 'email' ? 'asc' : 'desc',
      })),
    pageIndex: cursors.length,
    next: () => query.data?.nextCursor && setPages({ base, cursors: [...cursors, query.data.nextCursor] }),
    prev: () => setPages({ base, cursors: cursors.slice(0, -1) }),
    limit: defaults.limit ?? 25,
    query,
    invalidate: () => qc.invalidateQueries({ queryKey: adminKeys.list(endpoint) }),
  };
}

export type AdminList<T> = ReturnType<typeof useAdminList<T>>;

/**
 * An admin screen's table and its filters, set up once (issue 35, point 5): each filter starts at its default, its
 * value is sent with the list's query, and `filter(name)` is what a FilterSelect takes (`<FilterSelect
 * {...table.filter('status')} … />`). A change of filter starts again from the first page, as any new search does.
 */
export function useAdminTable<T, F extends Record<string, string> = Record<string, string>>(
  endpoint: string,
  { filters: initial, ...defaults }: { sort: string; dir?: SortDir; limit?: number; filters?: F },
) {
  const [filters, setFilters] = useState<F>(initial ?? ({} as F));
  const list = useAdminList<T>(endpoint, defaults, filters);
  const filter = (name: keyof F & string) => ({ value: filters[name], onChange: (value: string) => setFilters((f) => ({ ...f, [name]: value })) });
  return { list, filters, filter };
}
