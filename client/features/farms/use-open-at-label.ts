import { formatDayAndTime } from '@common/i18n/format';
import { pageLanguage } from '@/lib/i18n';
import { useIsClient } from '@/lib/use-is-client';
import { askedInstant, type FarmFilters } from './filters';

/**
 * The instant an "Open at…" search asks about, on the reader's own clock ("Sat, Jul 10, 9:00 AM"), for the results'
 * summary. Only in the browser: the server does not know the reader's zone, and its HTML must hydrate unchanged.
 */
export function useOpenAtLabel(f: FarmFilters): string | undefined {
  const isClient = useIsClient();
  const at = askedInstant(f);
  return isClient && at ? formatDayAndTime(new Date(at), pageLanguage()) : undefined;
}
