import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { User } from '@common/schemas/auth';
import { useUser } from '@/features/auth';
import { filtersToSearch, hasLocation, nearString, parseFilters, type FarmFilters } from './filters';

/** A signed-in user's home and units fill in what the URL leaves out (they stay out of the URL). */
export function withDefaults(f: FarmFilters, user: User | null): FarmFilters {
  const out = { ...f, unit: f.unit ?? user?.units };
  if (!hasLocation(f) && user?.home) {
    out.near = nearString(user.home.lat, user.home.lng);
    out.place = user.home.label ?? 'Home';
  }
  return out;
}

/**
 * The search kept in the address bar. Typing replaces the history entry (Back does not step through
 * every letter); choosing a filter pushes one (Back undoes it).
 */
export function useFarmFilters() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const { user, isLoading } = useUser();
  const raw = useMemo(() => parseFilters(search), [search]);
  const filters = useMemo(() => withDefaults(raw, user), [raw, user]);

  const update = useCallback(
    (patch: Partial<FarmFilters>, { replace = false }: { replace?: boolean } = {}) => {
      const next = { ...parseFilters(window.location.search), ...patch };
      // A new place replaces the old one: a typed location and a position never both apply.
      if ('location' in patch && patch.location) Object.assign(next, { near: undefined, place: undefined });
      if ('near' in patch && patch.near) next.location = undefined;
      const qs = filtersToSearch(next);
      navigate(qs ? `${path}?${qs}` : path, { replace });
    },
    [navigate, path],
  );

  return { filters, raw, update, userLoading: isLoading, user } as const;
}
