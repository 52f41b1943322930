import { useTranslation } from '@/lib/i18n/react';
import { cn } from '@/lib/utils';

/** `centered`: a block of its own with the wheel in the middle, instead of inline. */
export function Spinner({ className, label, centered }: { className?: string; label?: string; centered?: boolean }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn(centered ? 'flex justify-center' : 'inline-flex', 'items-center', className)}>
      <span className="h-6 w-6 animate-spin rounded-full border-[3px] border-brand-200 border-t-brand-600" aria-hidden="true" />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}

/**
 * A page-sized wheel: by default while the sign-in status loads; `page` while a page's code loads (it says so: offline,
 * the session is known at once from the saved copy, and "Checking your sign-in" would name the wrong wait).
 */
export function PageSpinner({ page = false }: { page?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={page ? t('ui.loadingPage') : t('ui.checkingSignIn')} className="scale-150" />
    </div>
  );
}
