import { useTranslation } from '@/lib/i18n/react';
import { Toast as T } from 'radix-ui';
import { Award, CheckCircle2, AlertCircle, X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './toast-store';

/** Radix Toast keeps its defaults (swipe 50 px, F8 to focus); duration is docs/product.md's 2 s. */
export default function ToastList() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <T.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((toast) => (
        <T.Root
          key={toast.id}
          data-testid="toast"
          open={toast.open}
          onOpenChange={(open) => !open && dismissToast(toast.id)}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[state=closed]:animate-fade-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            toast.variant === 'error'
              ? 'border-tomato-700/40 bg-red-50'
              : toast.variant === 'success' || toast.variant === 'badge'
                ? 'border-brand-200 bg-brand-50'
                : 'bg-white',
          )}
        >
          {toast.variant === 'error' ? (
            <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-tomato-700" aria-hidden="true" />
          ) : toast.variant === 'badge' ? (
            // A drawn badge, not an emoji: a phone without an emoji font showed the celebration as an empty box.
            <Award data-testid="badge-icon" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          ) : (
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
          )}
          <div className="min-w-0">
            <T.Title className="font-semibold text-stone-900">{toast.title}</T.Title>
            {toast.description && <T.Description className="mt-0.5 text-sm text-stone-700">{toast.description}</T.Description>}
          </div>
          <T.Close aria-label={t('ui.dismissNotification')} className="absolute right-2 top-2 rounded-full p-1.5 text-stone-600 hover:bg-stone-100">
            <X className="h-4 w-4" aria-hidden="true" />
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]" />
    </T.Provider>
  );
}
