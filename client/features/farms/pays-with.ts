import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACCEPTS } from '@common/farms/catalog';
import { useUser } from '@/features/auth';
import { apiJson } from '@/lib/api-client';
import { paysWithKey, usePaysWithQuery } from './api/get-pays-with';
import { storage } from '@/lib/utils';
import type { FarmFilters } from './filters';

/**
 * "I pay with SNAP" (issue 33 point 2, decision 069): the benefits and ways to pay a shopper searches by, saved on
 * the account when signed in (/api/account/pays-with) and in this browser otherwise. It pre-selects "Pays with" on
 * /browse, /open-now, /in-season and the map when the address has no accepts= (the address always wins).
 */
const KEY = 'fsf:pays-with';
const known = (xs: unknown): string[] => (Array.isArray(xs) ? xs.filter((x) => typeof x === 'string' && ACCEPTS.some((a) => a.id === x)) : []);

const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => (listeners.add(fn), () => listeners.delete(fn));
const readLocal = () => storage.get(KEY) ?? '';

export function localPaysWith(): string[] {
  return readLocal()
    .split(',')
    .filter(Boolean)
    .filter((x) => known([x]).length > 0);
}
function saveLocal(list: string[]) {
  storage.set(KEY, list.join(','));
  listeners.forEach((fn) => fn());
}

/** The saved choice (null until known: the account's is loading) and how to change it. */
export function usePaysWith() {
  const { user, isLoading } = useUser();
  const qc = useQueryClient();
  const local = useSyncExternalStore(subscribe, readLocal, () => '');
  const account = usePaysWithQuery(Boolean(user));
  const value: string[] | null = isLoading
    ? null
    : user
      ? account.data
        ? known(account.data.paysWith)
        : account.isError
          ? []
          : null
      : local.split(',').filter((x) => known([x]).length > 0);
  const save = useCallback(
    async (list: string[]) => {
      if (!user) return saveLocal(list);
      const saved = await apiJson<{ paysWith: string[] }>('PUT', '/api/account/pays-with', { paysWith: list });
      qc.setQueryData(paysWithKey, saved);
    },
    [user, qc],
  );
  return { value, save, signedIn: Boolean(user) } as const;
}

/**
 * Fills the saved choice into an address with no accepts= (after hydration: the server knows neither the browser's
 * choice nor, for the page cache's sake, the account's), once per visit: clearing the filter then sticks. True once
 * that check is done, so the page asks for results once.
 */
export function usePreselectPaysWith({
  raw,
  update,
}: {
  raw: Pick<FarmFilters, 'accepts'>;
  update: (patch: Partial<FarmFilters>, opts?: { replace?: boolean }) => void;
}) {
  const { value } = usePaysWith();
  const [checked, setChecked] = useState(false);
  const linked = raw.accepts.length > 0;
  useEffect(() => {
    if (checked || value === null) return;
    if (!linked && value.length) update({ accepts: value }, { replace: true });
    setChecked(true);
  }, [checked, value, linked, update]);
  return checked;
}
