import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { ChevronRight, Plus, RefreshCw, Store } from 'lucide-react';
import { paths } from '@/lib/paths';
import { EmptyState } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useMyFarms } from '../../api/get-my-farms';
import { useCatalogLabels } from '../../catalog-labels';
import { FarmCardSkeleton } from '../farm-card';
import { editHref } from '../detail/farm-header';
import { StatusChip } from './status-chip';

export const NEW_LISTING_HREF = `${paths.farmProfile}?id=new`;

/** The farmer's own listings, drafts included, each one tap from its editor. */
export function MyListings() {
  const { t } = useTranslation('farms');
  const labels = useCatalogLabels();
  const { data, isPending, isError, error, refetch } = useMyFarms();
  const items = data?.items ?? [];
  const newButton = (
    <Button asChild size="lg">
      <Link href={NEW_LISTING_HREF}>
        <Plus className="h-5 w-5" aria-hidden="true" /> {t('editor.listings.new')}
      </Link>
    </Button>
  );

  if (isPending)
    return (
      <div className="grid gap-3" aria-busy="true">
        <FarmCardSkeleton />
        <FarmCardSkeleton />
      </div>
    );
  if (isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
        <p className="font-semibold text-tomato-700">{t('editor.listings.failed')}</p>
        <p className="mt-1 text-stone-800">{errorMessage(error)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> {t('editor.listings.retry')}
        </Button>
      </div>
    );
  }
  if (!items.length) {
    return (
      <EmptyState icon={<Store className="h-8 w-8" aria-hidden="true" />} title={t('editor.listings.emptyTitle')} actions={newButton}>
        <p>{t('editor.listings.emptyBody')}</p>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex justify-end">{newButton}</div>
      <ul className="space-y-3">
        {items.map((f) => (
          <li key={f.id}>
            <Link
              href={editHref(f.id)}
              className="flex min-h-16 items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 hover:ring-brand-500"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-display text-lg font-semibold text-stone-900">{f.name}</span>
                <span className="block text-sm text-stone-600">
                  {labels.kind(f.kind)}
                  {f.city && ` · ${f.city}${f.region ? `, ${f.region}` : ''}`}
                </span>
              </span>
              {f.status && <StatusChip status={f.status} />}
              <ChevronRight className="h-5 w-5 shrink-0 text-stone-500" aria-hidden="true" />
              <span className="sr-only">{t('editor.listings.edit')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
