import { formatDayAndTime } from '@common/i18n/format';
import { pageLanguage } from '@/lib/i18n';
import { useSyncExternalStore } from 'react';
import { askedInstant, type FarmFilters } from './filters';

/**
 * The instant an "Open at…" search asks about, on the reader's own clock ("Sat, Jul 10, 9:00 AM"), for the results'
 * summary. Only in the browser: the server does not know the reader's zone, and its HTML must hydrate unchanged.
 */
export function useOpenAtLabel(f: FarmFilters): string | undefined {
  const at = askedInstant(f);
  // The label itself is the snapshot, not "is this the browser" (useIsClient): with no "Open at…" asked the two sides
  // agree and React does not re-render the page synchronously after hydrating it (decision 073).
  return useSyncExternalStore(
    subscribe,
    () => (at ? formatDayAndTime(new Date(at), pageLanguage()) : undefined),
    () => undefined,
  );
}

const subscribe = () => () => {};
