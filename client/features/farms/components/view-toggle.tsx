import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { List, Map as MapIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

interface ViewToggleProps {
  view: 'list' | 'map';
  listHref: string;
  mapHref: string;
  className?: string;
}

/** List | Map as two links: each view has its own URL, so Back and shared links keep it. */
export function ViewToggle({ view, listHref, mapHref, className }: ViewToggleProps) {
  const { t } = useTranslation('farms');
  const item = (active: boolean) =>
    cn(
      'inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl px-3 text-sm font-medium',
      active ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-700 hover:text-brand-800',
    );
  return (
    <nav aria-label={t('view.label')} className={cn('inline-flex shrink-0 rounded-xl bg-stone-100', className)}>
      <Link href={listHref} aria-current={view === 'list' ? 'page' : undefined} className={item(view === 'list')}>
        <List className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('view.list')}</span>
      </Link>
      <Link href={mapHref} aria-current={view === 'map' ? 'page' : undefined} className={item(view === 'map')}>
        <MapIcon className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('view.map')}</span>
      </Link>
    </nav>
  );
}
