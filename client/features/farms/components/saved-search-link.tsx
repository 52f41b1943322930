import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { History } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import { paths } from '@/lib/paths';
import { lastSavedSearch } from '@/lib/offline/last-search';
import { useOfflineText } from '@/features/offline';
import { withQuery } from '../filters';

/**
 * Offline, a search whose answer is not on the phone: a way to the one that is ("the last search", decision 022),
 * with its age. Nothing when no search was saved.
 */
export function SavedSearchLink() {
  const { t } = useTranslation('farms');
  const offline = useOfflineText();
  const [saved, setSaved] = useState<{ href: string; age: number } | null>(null);
  useEffect(() => {
    let live = true;
    lastSavedSearch().then(
      (s) => live && s && setSaved({ href: browseHref(s.url), age: Date.now() - s.savedAt }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!saved) return null;
  return (
    <p className="mt-4">
      <Link href={saved.href} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline">
        <History className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('results.lastSearch', { ago: offline.ago(saved.age) })}
      </Link>
    </p>
  );
}

/** The browse page that asks exactly that: its address has the API's query, less the page size. */
function browseHref(apiUrl: string) {
  const params = new URL(apiUrl, window.location.origin).searchParams;
  params.delete('limit');
  params.delete('cursor');
  return withQuery(paths.browse, params.toString());
}
